import { z } from 'zod';
import { i693ListQuerySchema } from './i693-applications';
import { OFFICE_TIMEZONE } from './offices';
import { pageNumberSchema } from './request-text';

/**
 * The admins' export of I-693 applications (back-office.md 2.6, 3 "Export column", 5, 7, 8, 9):
 * the columns offered, the formats and scopes, the request body and the dialog's messages.
 */

export const I693_EXPORT_FORMATS = [
  { value: 'csv', label: 'CSV', extension: 'csv', contentType: 'text/csv; charset=utf-8' },
  { value: 'excel', label: 'Excel', extension: 'xlsx', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  { value: 'json', label: 'JSON', extension: 'json', contentType: 'application/json; charset=utf-8' },
] as const;
export type I693ExportFormat = (typeof I693_EXPORT_FORMATS)[number]['value'];

export const I693_EXPORT_SCOPES = ['current_page', 'all_filtered'] as const;
export type I693ExportScope = (typeof I693_EXPORT_SCOPES)[number];

/** The file name starts with this, then `_YYYYMMDD_HHmmss` (practice time) and the format's extension. */
export const I693_EXPORT_FILE_PREFIX = 'i693_applications';
/** Response header with the number of records in the file (counted when the export starts). */
export const I693_EXPORT_COUNT_HEADER = 'X-Export-Count';

/** An export column as `GET /i693-application/export/columns/` lists it: key, label and whether it is ticked at first. */
export interface I693ExportColumn {
  key: string;
  label: string;
  default: boolean;
}

/** Every column an export may hold, in the order the dialog lists them and a file shows them by default. */
export const I693_EXPORT_COLUMNS = [
  { key: 'first_name', label: 'First Name', default: true },
  { key: 'middle_name', label: 'Middle Name', default: true },
  { key: 'last_name', label: 'Last Name', default: true },
  { key: 'dob', label: 'Date of Birth', default: true },
  { key: 'gender', label: 'Gender', default: false },
  { key: 'email', label: 'Email', default: true },
  { key: 'pdf_email', label: 'PDF Email', default: false },
  { key: 'phone', label: 'Phone', default: true },
  { key: 'a_number', label: 'A-Number', default: true },
  { key: 'street_address', label: 'Street Address', default: false },
  { key: 'apartment_number', label: 'Apartment Number', default: false },
  { key: 'city', label: 'City', default: false },
  { key: 'state', label: 'State', default: false },
  { key: 'zipcode', label: 'Zipcode', default: false },
  { key: 'city_of_birth', label: 'City of Birth', default: false },
  { key: 'country_of_birth', label: 'Country of Birth', default: false },
  { key: 'photo_id_type', label: 'Photo ID Type', default: false },
  { key: 'photo_id', label: 'Photo ID Number', default: false },
  { key: 'appointment_office', label: 'Appointment Office', default: true },
  { key: 'appointment_date', label: 'Appointment Date', default: true },
  { key: 'qtb_result', label: 'Quantiferon TB Result', default: true },
  { key: 'qtb_collection_date', label: 'Quantiferon TB Collection Date', default: false },
  { key: 'qtb_chest_xray_taken', label: 'Chest X-ray Taken Date', default: false },
  { key: 'qtb_chest_xray_read', label: 'Chest X-ray Read Date', default: false },
  { key: 'syphilis_test_option', label: 'Syphilis Test Option', default: false },
  { key: 'syphilis_rpr_positive', label: 'Syphilis RPR Positive', default: false },
  { key: 'syphilis_treponemal_positive', label: 'Syphilis Treponemal Positive', default: false },
  { key: 'syphilis_rpr_collection_date', label: 'Syphilis Collection Date', default: false },
  { key: 'syphilis_rpr_reporting_date', label: 'Syphilis RPR Reporting Date', default: false },
  { key: 'syphilis_treponemal_reporting_date', label: 'Syphilis Treponemal Reporting Date', default: false },
  { key: 'gonorrhea_test_result', label: 'Gonorrhea Positive', default: false },
  { key: 'gonorrhea_reporting_date', label: 'Gonorrhea Reporting Date', default: false },
  { key: 'is_active', label: 'Active', default: false },
  { key: 'created_on', label: 'Submitted On (Pacific Time)', default: true },
  { key: 'updated_on', label: 'Last Updated (Pacific Time)', default: false },
  { key: 'last_updated_by', label: 'Last Updated By', default: false },
  { key: 'uuid', label: 'Application ID', default: false },
] as const satisfies readonly I693ExportColumn[];
export type I693ExportColumnKey = (typeof I693_EXPORT_COLUMNS)[number]['key'];

const COLUMN_KEYS = I693_EXPORT_COLUMNS.map((c) => c.key) as [I693ExportColumnKey, ...I693ExportColumnKey[]];

/** The keys ticked when the dialog opens: the columns marked default, in the list's order. */
export function defaultExportColumns(columns: readonly I693ExportColumn[]): string[] {
  return columns.filter((c) => c.default).map((c) => c.key);
}

/** The dialog's texts of back-office.md 5 and 8, word for word; FORMAT is the format's name in capitals. */
export const I693_EXPORT_MESSAGES = {
  selectFormatAndColumns: 'Please select a format and at least one column',
  exported: (count: number, format: I693ExportFormat) => `Successfully exported ${count} records as ${format.toUpperCase()}`,
  failed: 'Failed to export data. Please try again.',
  columnsFailed: 'Failed to load export columns.',
} as const;

const M = I693_EXPORT_MESSAGES;

/** The list's filters and search as `GET /i693-application/` takes them (its page aside). */
export const i693ExportFiltersSchema = i693ListQuerySchema.omit({ page: true });

/**
 * Body of `POST /i693-application/export/`: the format, the columns (known keys, each once, in the
 * order of the file), and which rows: the list's page `page` under `filters` (current_page), or every
 * row matching `filters` (all_filtered). A missing format or no column is refused with the spec's message.
 */
export const i693ExportRequestSchema = z.object({
  format: z.enum(I693_EXPORT_FORMATS.map((f) => f.value) as [I693ExportFormat, ...I693ExportFormat[]], { error: M.selectFormatAndColumns }),
  columns: z
    .array(z.enum(COLUMN_KEYS, { error: (issue) => `${String(issue.input)} is not an export column` }), { error: M.selectFormatAndColumns })
    .min(1, M.selectFormatAndColumns)
    .transform((keys) => [...new Set(keys)]),
  scope: z.enum(I693_EXPORT_SCOPES, { error: 'Choose the scope current_page or all_filtered' }),
  page: pageNumberSchema,
  filters: i693ExportFiltersSchema.prefault({}),
});
export type I693ExportRequest = z.infer<typeof i693ExportRequestSchema>;
export type I693ExportRequestInput = z.input<typeof i693ExportRequestSchema>;

/** `i693_applications_YYYYMMDD_HHmmss.<ext>` of an instant, in the practice's time zone. */
export function i693ExportFileName(format: I693ExportFormat, at: Date = new Date(), timeZone: string = OFFICE_TIMEZONE): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const extension = I693_EXPORT_FORMATS.find((f) => f.value === format)!.extension;
  return `${I693_EXPORT_FILE_PREFIX}_${get('year')}${get('month')}${get('day')}_${get('hour')}${get('minute')}${get('second')}.${extension}`;
}
