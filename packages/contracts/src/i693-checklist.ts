import { COMPLETION_COLUMN, gridCell, usDateToIso, VACCINE_ROWS, type StaffVaccineInfo } from './i693-vaccine-info';

/**
 * One record of each vaccine and test: which part of an I-693 application's staff data (a row of the
 * vaccine grid, or a lab section) holds the same fact as an item of the applicant's lead checklist
 * (requirements keys). svc-core marks checklist items done from the application's entries with it,
 * and the application shows which of its rows and labs the checklist has done.
 */

export const I693_LAB_SECTIONS = ['quantiferon', 'syphilis', 'gonorrhea'] as const;
export type I693LabSection = (typeof I693_LAB_SECTIONS)[number];

export type I693Counterpart = { grid_row: number } | { lab: I693LabSection };

/** Checklist item key -> its I-693 counterpart: every requirements key has one (the test checks it). */
export const CHECKLIST_I693_COUNTERPARTS: Readonly<Record<string, I693Counterpart>> = {
  dtap: { grid_row: 0 },
  tdap: { grid_row: 1 },
  polio: { grid_row: 2 },
  mmr: { grid_row: 3 },
  hib: { grid_row: 4 },
  'hepatitis-b': { grid_row: 5 },
  varicella: { grid_row: 6 },
  pneumococcal: { grid_row: 7 },
  influenza: { grid_row: 8 },
  rotavirus: { grid_row: 9 },
  'hepatitis-a': { grid_row: 10 },
  meningococcal: { grid_row: 11 },
  'tb-test': { lab: 'quantiferon' },
  'syphilis-test': { lab: 'syphilis' },
  'gonorrhea-test': { lab: 'gonorrhea' },
};

/** Grid rows no checklist item asks for: COVID-19 (row 12) has been not needed since 1/22/2025. */
export const GRID_ROWS_WITHOUT_CHECKLIST_ITEM: readonly number[] = [12];

/** The checklist item of a grid row, or null for a row no checklist asks for. */
export function checklistKeyOfGridRow(row: number): string | null {
  return Object.entries(CHECKLIST_I693_COUNTERPARTS).find(([, c]) => 'grid_row' in c && c.grid_row === row)?.[0] ?? null;
}

/** The checklist item of a lab section. */
export function checklistKeyOfLab(lab: I693LabSection): string {
  return Object.entries(CHECKLIST_I693_COUNTERPARTS).find(([, c]) => 'lab' in c && c.lab === lab)![0];
}

/** Whether a grid row has a dose date filled in. */
function hasDoseDate(grid: StaffVaccineInfo['vaccine_grid'], row: number): boolean {
  return Object.entries(grid).some(([key, value]) => {
    const cell = gridCell(key);
    return cell !== null && cell.row === row && cell.column < COMPLETION_COLUMN && typeof value === 'string' && usDateToIso(value) !== null;
  });
}

/**
 * The checklist items (keys) the staff data shows done: a grid row with a dose date, a Quantiferon
 * result of positive or negative (an indeterminate one needs a new test), a result of the chosen
 * syphilis test, a gonorrhea result.
 */
export function i693DoneChecklistKeys(info: StaffVaccineInfo): string[] {
  const rows = VACCINE_ROWS.flatMap(({ row }) => {
    const key = checklistKeyOfGridRow(row);
    return key && hasDoseDate(info.vaccine_grid, row) ? [key] : [];
  });
  const syphilisResult =
    info.syphilis_test_option === 'rpr' ? info.syphilis_rpr_positive : info.syphilis_test_option === 'treponemal' ? info.syphilis_treponemal_positive : null;
  const labs: Array<[I693LabSection, boolean]> = [
    ['quantiferon', info.qtb_result === 'positive' || info.qtb_result === 'negative'],
    ['syphilis', syphilisResult !== null],
    ['gonorrhea', info.gonorrhea_test_result !== null],
  ];
  return [...rows, ...labs.filter(([, done]) => done).map(([lab]) => checklistKeyOfLab(lab))];
}
