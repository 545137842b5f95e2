/**
 * The admins' export of I-693 applications with every column: all the applications the list shows
 * (the staff-lists bench seeds 20,000, a tenth archived; copies of active ones make up the 20,000 the
 * export is measured on), as CSV and as .xlsx, read to the last byte as a browser downloads it. Wall
 * time from the request to the last byte.
 */
import { Client } from 'pg';
import { I693_EXPORT_COUNT_HEADER, type I693ExportColumn, type I693ExportFormat } from '@clinic/contracts';

export const EXPORT_BAR_MS = 5_000;
const BAR_ROWS = 20_000;

async function timeExport(
  coreUrl: string,
  token: string,
  format: I693ExportFormat,
  columns: string[],
): Promise<{ rows: number; bytes: number; firstByteMs: number; ms: number }> {
  const started = performance.now();
  const res = await fetch(`${coreUrl}/api/v1/i693-application/export/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ format, columns, scope: 'all_filtered', filters: {} }),
  });
  if (res.status !== 200 || !res.body) throw new Error(`the ${format} export answered ${res.status}`);
  let bytes = 0;
  let firstByteMs = 0;
  const reader = res.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    if (bytes === 0) firstByteMs = performance.now() - started;
    bytes += read.value.byteLength;
  }
  return { rows: Number(res.headers.get(I693_EXPORT_COUNT_HEADER)), bytes, firstByteMs, ms: performance.now() - started };
}

/** Copies of active applications (new e-mails) until `rows` are active. */
async function topUpActiveApplications(databaseUrl: string, rows: number): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const active = Number((await client.query('select count(*) as n from i693_applications where is_active')).rows[0].n);
    if (active >= rows) return;
    const columns = (
      await client.query(
        `select column_name from information_schema.columns where table_name = 'i693_applications' and is_generated = 'NEVER' and column_default is null and column_name not in ('email', 'pdf_email')`,
      )
    ).rows.map((r: { column_name: string }) => `"${r.column_name}"`);
    await client.query(
      `insert into i693_applications (email, pdf_email, ${columns.join(', ')})
       select 'bench.export.' || n || '@example.com', 'bench.export.' || n || '@example.com', ${columns.join(', ')}
       from (select *, row_number() over () as n from i693_applications where is_active limit $1) copies`,
      [rows - active],
    );
  } finally {
    await client.end();
  }
}

/** Exports every active application with all columns as CSV and as .xlsx, and prints rows, size and times. */
export async function measureExport(coreUrl: string, adminToken: string, databaseUrl: string | undefined): Promise<void> {
  if (databaseUrl) await topUpActiveApplications(databaseUrl, BAR_ROWS);
  console.log(
    `\nExport of the I-693 applications, all columns, every application the list shows (bar ${EXPORT_BAR_MS / 1000} s for ${BAR_ROWS.toLocaleString('en-US')} rows)`,
  );
  const res = await fetch(`${coreUrl}/api/v1/i693-application/export/columns/`, { headers: { authorization: `Bearer ${adminToken}` } });
  if (res.status !== 200) throw new Error(`the export columns answered ${res.status}`);
  const columns = ((await res.json()) as I693ExportColumn[]).map((c) => c.key);
  for (const format of ['csv', 'excel'] as const) {
    const t = await timeExport(coreUrl, adminToken, format, columns);
    console.log(
      `  ${format.padEnd(6)} ${t.rows.toLocaleString('en-US').padStart(7)} rows  ${(t.bytes / 1024 / 1024).toFixed(1).padStart(5)} MB  ` +
        `first byte ${t.firstByteMs.toFixed(0).padStart(4)} ms  all ${t.ms.toFixed(0).padStart(5)} ms`,
    );
  }
}
