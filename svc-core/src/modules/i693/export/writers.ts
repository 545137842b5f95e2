import { PassThrough, pipeline, Readable, type Writable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { I693ExportFormat } from '@clinic/contracts';
import { cellText } from './cells';
import { rowValues, type SelectedColumn } from './columns';
import type { ExportRow } from './repo';

/** The rows of an export, a batch at a time. */
export type RowBatches = AsyncIterable<ExportRow[]>;

/** CSV (UTF-8 with a byte order mark, so Excel reads accents): a header of labels, then one line per row. */
function csvFile(columns: readonly SelectedColumn[], batches: RowBatches): Readable {
  async function* lines() {
    yield columns.map((c) => c.label);
    for await (const batch of batches) for (const row of batch) yield rowValues(columns, row).map(cellText);
  }
  // A failure destroys the returned stream with the error, which is how the response learns of it.
  return pipeline(Readable.from(lines()), stringify({ bom: true }), () => undefined);
}

/** A JSON array of objects keyed by column, values as they are (text, true/false, null). */
function jsonFile(columns: readonly SelectedColumn[], batches: RowBatches): Readable {
  async function* chunks() {
    yield '[';
    let first = true;
    for await (const batch of batches) {
      const objects = batch.map((row) => JSON.stringify(Object.fromEntries(columns.map((c) => [c.key, c.valueOf(row)]))));
      yield `${first ? '' : ','}${objects.join(',')}`;
      first = false;
    }
    yield ']';
  }
  return Readable.from(chunks(), { objectMode: false });
}

/** Resolves once the stream wants more, or rejects when it was closed (the client went away). */
function roomIn(stream: Writable): Promise<void> {
  if (stream.destroyed) return Promise.reject(new Error('export stream closed'));
  if (!stream.writableNeedDrain) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = (err?: Error) => {
      stream.off('drain', onDrain);
      stream.off('close', onClose);
      if (err) reject(err);
      else resolve();
    };
    const onDrain = () => done();
    const onClose = () => done(new Error('export stream closed'));
    stream.on('drain', onDrain);
    stream.on('close', onClose);
  });
}

/**
 * A real .xlsx written by exceljs's streaming writer: each row is committed as it is read, with
 * inline strings and no shared-string table, so the workbook is never held in memory; the header
 * row is frozen. No styles: they double the writer's time. Waits for the reader after each batch.
 */
function excelFile(columns: readonly SelectedColumn[], batches: RowBatches): Readable {
  const out = new PassThrough();
  void (async () => {
    // Loaded on the first Excel export rather than at start-up (a restarted svc-core answers sooner).
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
    const sheet = workbook.addWorksheet('Applications', { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((c) => ({ header: c.label, key: c.key, width: Math.max(12, c.label.length + 2) }));
    for await (const batch of batches) {
      for (const row of batch) sheet.addRow(rowValues(columns, row).map((value) => (value === null ? null : cellText(value)))).commit();
      await roomIn(out);
    }
    sheet.commit();
    await workbook.commit();
  })().catch((err: unknown) => {
    if (!out.destroyed) out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return out;
}

/** The file of an export as a stream, in the format asked for. */
export function exportFile(format: I693ExportFormat, columns: readonly SelectedColumn[], batches: RowBatches): Readable {
  switch (format) {
    case 'csv':
      return csvFile(columns, batches);
    case 'excel':
      return excelFile(columns, batches);
    case 'json':
      return jsonFile(columns, batches);
  }
}
