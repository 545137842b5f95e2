import { z } from 'zod';
import { ageInYears, LAB_ORDER_WINDOW_DAYS, parseIsoDate, toIsoDate } from './requirements';
import { requestString } from './request-text';

/**
 * The staff's vaccine and lab data of an I-693 application (back-office.md 2.5, 3 "Vaccine
 * information", 5): the vaccine grid and its keys, the lab results, and the checks run on Save in
 * the edit panel and again by svc-core.
 */

export interface VaccineRow {
  row: number;
  name: string;
  /** Which of the combined vaccines was given (keys `v<row><n>`). */
  subOptions?: ReadonlyArray<{ key: string; label: string }>;
  /** Column 9 (See Below) applies to this row. */
  seeBelow?: boolean;
  /** Key of the brand text of this row. */
  brandKey?: string;
}

export const VACCINE_ROWS: readonly VaccineRow[] = [
  {
    row: 0,
    name: 'Dtap',
    subOptions: [
      { key: 'v00', label: 'DT' },
      { key: 'v01', label: 'DTaP' },
      { key: 'v02', label: 'DTP' },
    ],
  },
  {
    row: 1,
    name: 'Tdap',
    subOptions: [
      { key: 'v10', label: 'Td' },
      { key: 'v11', label: 'Tdap' },
    ],
  },
  {
    row: 2,
    name: 'Polio',
    subOptions: [
      { key: 'v20', label: 'OPV' },
      { key: 'v21', label: 'IPV' },
    ],
  },
  { row: 3, name: 'MMR' },
  { row: 4, name: 'Hib' },
  { row: 5, name: 'Hepatitis B' },
  { row: 6, name: 'Varicella' },
  { row: 7, name: 'Pneumococcal' },
  { row: 8, name: 'Influenza', seeBelow: true },
  { row: 9, name: 'Rotavirus' },
  { row: 10, name: 'Hepatitis A' },
  { row: 11, name: 'Meningococcal' },
  { row: 12, name: 'COVID-19', seeBelow: true, brandKey: 'v80' },
];

/** Columns 0-4 are dose dates, 5 the completion text, 6-9 the flags. */
export const DOSE_COLUMNS = [0, 1, 2, 3, 4] as const;
export const COMPLETION_COLUMN = 5;
export const FLAG_COLUMNS = [
  { column: 6, label: 'NA' },
  { column: 7, label: 'Contradiction' },
  { column: 8, label: 'Insufficient Time Interval' },
  { column: 9, label: 'See Below' },
] as const;

/** The grid key of a cell: the row number then the column digit (row 12, column 5 is `125`). */
export function gridKey(row: number, column: number): string {
  return `${row}${column}`;
}

/** The row and column of a grid key. */
export function gridCell(key: string): { row: number; column: number } | null {
  if (!/^\d{2,3}$/.test(key)) return null;
  const row = Number(key.slice(0, -1));
  const column = Number(key.slice(-1));
  return VACCINE_ROWS.some((r) => r.row === row) ? { row, column } : null;
}

/** Whether a flag column exists for a row (See Below only for rows 8 and 12). */
export function rowHasColumn(row: number, column: number): boolean {
  if (column === 9) return VACCINE_ROWS.find((r) => r.row === row)?.seeBelow === true;
  return column >= 0 && column <= 8;
}

/** A dose date as typed: digits kept, at most 2+2+4, slashes put in (`0312202` -> `03/12/202`). */
export function formatDoseDate(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter(Boolean).join('/');
}

/** `YYYY-MM-DD` of a complete, real `MM/DD/YYYY` date, else null. */
export function usDateToIso(text: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  return m && parseIsoDate(`${m[3]}-${m[1]}-${m[2]}`) ? `${m[3]}-${m[1]}-${m[2]}` : null;
}

export const QTB_RESULTS = ['positive', 'negative', 'indeterminate'] as const;
export const SYPHILIS_OPTIONS = ['rpr', 'treponemal'] as const;

const isoDate = z.union([
  z.literal(''),
  requestString()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter dates as YYYY-MM-DD')
    .refine((v) => parseIsoDate(v) !== null, 'Enter a real date'),
]);
const maybeResult = z.boolean().nullable();

const gridValue = z.union([z.boolean(), requestString().max(100)]);

/** `staff_vaccine_info` of `PATCH /i693-application/{id}/` (snake_case); every field may be left out. */
export const staffVaccineInfoSchema = z.object({
  qtb_result: z.union([z.literal(''), z.enum(QTB_RESULTS)]).default(''),
  qtb_collection_date: isoDate.default(''),
  qtb_chest_xray_taken: isoDate.default(''),
  qtb_chest_xray_read: isoDate.default(''),
  syphilis_test_option: z.union([z.literal(''), z.enum(SYPHILIS_OPTIONS)]).default(''),
  syphilis_rpr_positive: maybeResult.default(null),
  syphilis_treponemal_positive: maybeResult.default(null),
  syphilis_rpr_collection_date: isoDate.default(''),
  syphilis_rpr_reporting_date: isoDate.default(''),
  syphilis_treponemal_reporting_date: isoDate.default(''),
  gonorrhea_test_result: maybeResult.default(null),
  gonorrhea_reporting_date: isoDate.default(''),
  /** The grid: `<row><column>` cells, `v<row><n>` sub-options and the brand text `v80`. */
  vaccine_grid: z
    .record(requestString().max(4), gridValue)
    .superRefine((grid, ctx) => {
      for (const [key, value] of Object.entries(grid)) {
        if (/^v\d{2}$/.test(key)) continue;
        const cell = gridCell(key);
        if (!cell || !rowHasColumn(cell.row, cell.column)) ctx.addIssue({ code: 'custom', path: [key], message: `${key} is not a cell of the vaccine table` });
        else if (cell.column < COMPLETION_COLUMN && (typeof value !== 'string' || (value !== '' && !usDateToIso(value)))) {
          ctx.addIssue({ code: 'custom', path: [key], message: 'Enter vaccine dates as MM/DD/YYYY' });
        } else if (cell.column === COMPLETION_COLUMN && typeof value !== 'string')
          ctx.addIssue({ code: 'custom', path: [key], message: 'The completion text must be text' });
        else if (cell.column > COMPLETION_COLUMN && typeof value !== 'boolean')
          ctx.addIssue({ code: 'custom', path: [key], message: 'A flag must be true or false' });
      }
    })
    .default({}),
});
export type StaffVaccineInfo = z.infer<typeof staffVaccineInfoSchema>;
export type StaffVaccineInfoInput = z.input<typeof staffVaccineInfoSchema>;

export const EMPTY_STAFF_VACCINE_INFO: StaffVaccineInfo = staffVaccineInfoSchema.parse({});

/** The Save checks' messages (back-office.md 5), listed together in the Error(s) dialog. */
export const VACCINE_INFO_MESSAGES = {
  gonorrheaReportingDate: 'Gonorrhea Reporting Date is required when Gonorrhea Test Result is selected.',
  syphilisResult: 'Syphilis Test Result is required when Syphilis Test Option is selected as Treponemal',
  syphilisReportingDate: 'Syphilis Reporting Date is required when Syphilis Test Result is selected.',
  syphilisCollectionDate: 'Syphilis Collection Date is required when Syphilis Test Result is selected',
  syphilisCollectionBeforeReporting: 'Syphilis Collection Date must be before Syphilis Reporting Date.',
  qtbCollectionDate: 'QuantiferonTB Collection Date is required.',
  xrayRead: 'Chest X-ray Read date is required when QTB Result is selected as Positive',
  xrayTaken: 'Chest X-ray Taken date is required when QTB Result is selected as Positive.',
  futureDates: 'Test dates cannot be in the future.',
  /** public-site.md 9 and back-office.md 9; not worded by the spec. */
  appointmentWindow: `The appointment must be within ${LAB_ORDER_WINDOW_DAYS} days after the Quantiferon collection date.`,
  futureVaccineDates: 'Vaccine dates cannot be in the future.',
} as const;

const TEST_DATE_FIELDS = [
  'qtb_collection_date',
  'qtb_chest_xray_taken',
  'qtb_chest_xray_read',
  'syphilis_rpr_collection_date',
  'syphilis_rpr_reporting_date',
  'syphilis_treponemal_reporting_date',
  'gonorrhea_reporting_date',
] as const;

function daysBetween(fromIso: string, toIso: string): number {
  const from = parseIsoDate(fromIso)!;
  const to = parseIsoDate(toIso)!;
  return Math.round((Date.UTC(to.getFullYear(), to.getMonth(), to.getDate()) - Date.UTC(from.getFullYear(), from.getMonth(), from.getDate())) / 86_400_000);
}

/**
 * What Save refuses in the vaccine and lab data, as messages in the order of the panel. `today` is
 * the practice's calendar day; `appointmentDate` (YYYY-MM-DD) when the application has one.
 */
export function vaccineInfoProblems(info: StaffVaccineInfo, { today, appointmentDate }: { today: string; appointmentDate?: string | null }): string[] {
  const M = VACCINE_INFO_MESSAGES;
  const problems: string[] = [];
  if (info.qtb_result) {
    if (!info.qtb_collection_date) problems.push(M.qtbCollectionDate);
    if (info.qtb_result === 'positive') {
      if (!info.qtb_chest_xray_read) problems.push(M.xrayRead);
      if (!info.qtb_chest_xray_taken) problems.push(M.xrayTaken);
    }
  }
  if (info.syphilis_test_option === 'treponemal') {
    if (info.syphilis_treponemal_positive === null) problems.push(M.syphilisResult);
    else if (!info.syphilis_treponemal_reporting_date) problems.push(M.syphilisReportingDate);
  }
  if (info.syphilis_test_option === 'rpr') {
    if (info.syphilis_rpr_positive === null) problems.push(M.syphilisResult);
    else {
      if (!info.syphilis_rpr_reporting_date) problems.push(M.syphilisReportingDate);
      if (!info.syphilis_rpr_collection_date) problems.push(M.syphilisCollectionDate);
      if (info.syphilis_rpr_collection_date && info.syphilis_rpr_reporting_date && info.syphilis_rpr_collection_date >= info.syphilis_rpr_reporting_date) {
        problems.push(M.syphilisCollectionBeforeReporting);
      }
    }
  }
  if (info.gonorrhea_test_result !== null && !info.gonorrhea_reporting_date) problems.push(M.gonorrheaReportingDate);
  if (TEST_DATE_FIELDS.some((field) => info[field] && info[field] > today)) problems.push(M.futureDates);
  const doseDates = Object.entries(info.vaccine_grid).flatMap(([key, value]) => {
    const cell = gridCell(key);
    return cell && cell.column < COMPLETION_COLUMN && typeof value === 'string' ? [usDateToIso(value)] : [];
  });
  if (doseDates.some((iso) => iso !== null && iso > today)) problems.push(M.futureVaccineDates);
  if (appointmentDate && info.qtb_collection_date) {
    const days = daysBetween(info.qtb_collection_date, appointmentDate);
    if (days < 0 || days > LAB_ORDER_WINDOW_DAYS) problems.push(M.appointmentWindow);
  }
  return problems;
}

/** The gonorrhea section is shown only for applicants aged 1 to 24 (back-office.md 2.5). */
export function showsGonorrhea(dobIso: string, today: string): boolean {
  const dob = parseIsoDate(dobIso);
  const now = parseIsoDate(today);
  if (!dob || !now) return false;
  const age = ageInYears(dob, now);
  return age >= 1 && age <= 24;
}

/** The practice's calendar day (America/Los_Angeles) of an instant, as YYYY-MM-DD. */
export function practiceDay(instant: Date = new Date(), timeZone = 'America/Los_Angeles'): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** `YYYY-MM-DD` a number of days after another. */
export function addDays(iso: string, days: number): string {
  const d = parseIsoDate(iso)!;
  return toIsoDate(new Date(d.getFullYear(), d.getMonth(), d.getDate() + days));
}
