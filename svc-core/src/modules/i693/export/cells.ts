import type { ExportValue } from './columns';

/** Characters that make a spreadsheet read a cell as a formula (or start one after a tab or line break). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text a spreadsheet shows as text: a value starting like a formula (`=`, `+`, `-`, `@`, tab, carriage
 * return) gets a leading single quote, so an applicant's "=HYPERLINK(...)" is never run by Excel.
 */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A value as a CSV or xlsx cell: yes/no for flags, empty for none, text neutralised. */
export function cellText(value: ExportValue): string {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return neutraliseFormula(value);
}
