import { COMPLETION_COLUMN, FLAG_COLUMNS, formatDoseDate, gridKey, rowHasColumn } from '@clinic/contracts';

export type VaccineGridValues = Record<string, string | boolean>;

/** The text of a cell (dose date, completion text, brand), empty when unset. */
export function cellText(grid: VaccineGridValues, key: string): string {
  const value = grid[key];
  return typeof value === 'string' ? value : '';
}

/** Whether a flag or sub-option is checked. */
export function cellChecked(grid: VaccineGridValues, key: string): boolean {
  return grid[key] === true;
}

/** A row's completion text locks its flags (back-office.md 2.5). */
export function flagsLocked(grid: VaccineGridValues, row: number): boolean {
  return cellText(grid, gridKey(row, COMPLETION_COLUMN)).trim() !== '';
}

/** The grid after typing a dose date: digits only, slashes put in as mm/dd/yyyy. */
export function withDoseDate(grid: VaccineGridValues, row: number, column: number, typed: string): VaccineGridValues {
  return { ...grid, [gridKey(row, column)]: formatDoseDate(typed) };
}

/** The grid after typing a completion text: any text unchecks the row's flags. */
export function withCompletion(grid: VaccineGridValues, row: number, text: string): VaccineGridValues {
  const next: VaccineGridValues = { ...grid, [gridKey(row, COMPLETION_COLUMN)]: text };
  if (text.trim() !== '') {
    for (const { column } of FLAG_COLUMNS) if (rowHasColumn(row, column) && gridKey(row, column) in next) next[gridKey(row, column)] = false;
  }
  return next;
}
