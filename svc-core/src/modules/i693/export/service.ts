import type { Readable } from 'node:stream';
import {
  ERROR_CODES,
  I693_EXPORT_COLUMNS,
  I693_EXPORT_FORMATS,
  I693_EXPORT_MESSAGES,
  I693_PAGE_SIZE,
  i693ExportFileName,
  i693ExportRequestSchema,
  practiceDay,
  type I693ExportColumn,
  type I693ExportRequest,
} from '@clinic/contracts';
import { AppError, zodDetails, type Knex } from '@clinic/server-kit';
import type { Clock } from '../../../deps';
import { recordAudit } from '../../audit';
import { applicationFilters, countApplications } from '../records';
import { selectColumns } from './columns';
import { readAllMatching, readPage } from './repo';
import { exportFile, type RowBatches } from './writers';

/** The columns the dialog offers (back-office.md 3 "Export column"). */
export function exportColumns(): I693ExportColumn[] {
  return I693_EXPORT_COLUMNS.map(({ key, label, default: isDefault }) => ({ key, label, default: isDefault }));
}

/**
 * The export body, or 400 VALIDATION_ERROR: a missing format or no column answers the spec's
 * message alone (back-office.md 5), other problems their own messages; `details` names each field.
 */
export function parseExportRequest(body: unknown): I693ExportRequest {
  const result = i693ExportRequestSchema.safeParse(body ?? {});
  if (result.success) return result.data;
  const details = zodDetails(result.error.issues);
  const messages = Object.values(details);
  const msg = messages.includes(I693_EXPORT_MESSAGES.selectFormatAndColumns) ? I693_EXPORT_MESSAGES.selectFormatAndColumns : [...new Set(messages)].join(' ');
  throw new AppError(400, ERROR_CODES.validation, msg, { details });
}

export interface ExportDownload {
  fileName: string;
  contentType: string;
  /** Records in the file (all_filtered: those matching when the export started). */
  count: number;
  body: Readable;
}

/**
 * An export of I-693 applications (admins): the rows of the list's page or every row matching its
 * filters and search, in its order, as CSV, .xlsx or JSON with the columns asked for. The file is
 * streamed while the rows are read a batch at a time. Audited with who, format, scope and count.
 */
export async function exportApplications({ knex, clock }: { knex: Knex; clock: Clock }, body: unknown, actor: { userId: number }): Promise<ExportDownload> {
  const request = parseExportRequest(body);
  const filters = applicationFilters(request.filters, practiceDay(clock()));
  const ordering = request.filters.ordering;
  let count: number;
  let batches: RowBatches;
  if (request.scope === 'current_page') {
    const rows = await readPage(knex, filters, ordering, { limit: I693_PAGE_SIZE, offset: (request.page - 1) * I693_PAGE_SIZE });
    count = rows.length;
    batches = (async function* () {
      if (rows.length > 0) yield rows;
    })();
  } else {
    count = await countApplications(knex, filters);
    batches = readAllMatching(knex, filters, ordering);
  }
  await recordAudit(knex, {
    actorUserId: actor.userId,
    action: 'export',
    entity: 'i693_application',
    details: {
      format: request.format,
      scope: request.scope,
      count,
      columns: request.columns,
      page: request.scope === 'current_page' ? request.page : null,
      filters: request.filters,
    },
  });
  const format = I693_EXPORT_FORMATS.find((f) => f.value === request.format)!;
  return {
    fileName: i693ExportFileName(request.format),
    contentType: format.contentType,
    count,
    body: exportFile(request.format, selectColumns(request.columns), batches),
  };
}
