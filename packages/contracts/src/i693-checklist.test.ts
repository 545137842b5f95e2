import {
  CHECKLIST_I693_COUNTERPARTS,
  checklistKeyOfGridRow,
  checklistKeyOfLab,
  GRID_ROWS_WITHOUT_CHECKLIST_ITEM,
  I693_LAB_SECTIONS,
  i693DoneChecklistKeys,
} from './i693-checklist';
import { staffVaccineInfoSchema, VACCINE_ROWS, type StaffVaccineInfoInput } from './i693-vaccine-info';
import { REQUIREMENT_RULES } from './requirements';

const checklistKeys = [...new Set(REQUIREMENT_RULES.map((r) => r.item.key))];
const done = (input: StaffVaccineInfoInput) => i693DoneChecklistKeys(staffVaccineInfoSchema.parse(input));

describe('checklist items and the I-693', () => {
  it('names a counterpart for every checklist item, and nothing else', () => {
    expect(Object.keys(CHECKLIST_I693_COUNTERPARTS).sort()).toEqual([...checklistKeys].sort());
  });

  it.each(checklistKeys)('%s maps to its counterpart and back', (key) => {
    const counterpart = CHECKLIST_I693_COUNTERPARTS[key]!;
    if ('grid_row' in counterpart) {
      expect(VACCINE_ROWS.some((r) => r.row === counterpart.grid_row)).toBe(true);
      expect(checklistKeyOfGridRow(counterpart.grid_row)).toBe(key);
    } else expect(checklistKeyOfLab(counterpart.lab)).toBe(key);
  });

  it.each([
    ['dtap', 'Dtap'],
    ['tdap', 'Tdap'],
    ['polio', 'Polio'],
    ['mmr', 'MMR'],
    ['hib', 'Hib'],
    ['hepatitis-b', 'Hepatitis B'],
    ['varicella', 'Varicella'],
    ['pneumococcal', 'Pneumococcal'],
    ['influenza', 'Influenza'],
    ['rotavirus', 'Rotavirus'],
    ['hepatitis-a', 'Hepatitis A'],
    ['meningococcal', 'Meningococcal'],
  ])('%s is the grid row of %s', (key, rowName) => {
    const counterpart = CHECKLIST_I693_COUNTERPARTS[key];
    expect(counterpart && 'grid_row' in counterpart && VACCINE_ROWS[counterpart.grid_row]!.name).toBe(rowName);
  });

  it('maps every grid row to a checklist item except the ones listed as having none (COVID-19)', () => {
    for (const { row } of VACCINE_ROWS) expect(checklistKeyOfGridRow(row) === null).toBe(GRID_ROWS_WITHOUT_CHECKLIST_ITEM.includes(row));
    expect(VACCINE_ROWS.find((r) => r.row === GRID_ROWS_WITHOUT_CHECKLIST_ITEM[0])!.name).toBe('COVID-19');
  });

  it('maps the labs: Quantiferon to the TB test, RPR/treponemal to the syphilis test, gonorrhea to the gonorrhea test', () => {
    expect(I693_LAB_SECTIONS.map(checklistKeyOfLab)).toEqual(['tb-test', 'syphilis-test', 'gonorrhea-test']);
  });
});

describe('i693DoneChecklistKeys', () => {
  it('is empty for empty staff data', () => {
    expect(done({})).toEqual([]);
  });

  it('marks a vaccine by any dose date of its row, not by the completion text, flags or the COVID row', () => {
    expect(done({ vaccine_grid: { '30': '03/12/2020', '12': '01/02/2024', '55': 'complete', '16': true, '120': '01/01/2022' } })).toEqual(['tdap', 'mmr']);
    expect(done({ vaccine_grid: { '30': '' } })).toEqual([]);
  });

  it.each<[string, StaffVaccineInfoInput, string[]]>([
    ['a negative Quantiferon', { qtb_result: 'negative', qtb_collection_date: '2026-01-05' }, ['tb-test']],
    ['a positive Quantiferon', { qtb_result: 'positive' }, ['tb-test']],
    ['an indeterminate Quantiferon', { qtb_result: 'indeterminate' }, []],
    ['an RPR result', { syphilis_test_option: 'rpr', syphilis_rpr_positive: false }, ['syphilis-test']],
    ['a treponemal result', { syphilis_test_option: 'treponemal', syphilis_treponemal_positive: true }, ['syphilis-test']],
    ['an RPR result with the treponemal test chosen', { syphilis_test_option: 'treponemal', syphilis_rpr_positive: false }, []],
    ['a syphilis test chosen without a result', { syphilis_test_option: 'rpr' }, []],
    ['a gonorrhea result', { gonorrhea_test_result: false }, ['gonorrhea-test']],
  ])('%s', (_, input, keys) => {
    expect(done(input)).toEqual(keys);
  });
});
