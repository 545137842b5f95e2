import { ageGroupOf, ageInYears, parseIsoDate, requirementsFor, toIsoDate } from './requirements';

const d = (iso: string) => {
  const date = parseIsoDate(iso);
  if (!date) throw new Error(`bad date ${iso}`);
  return date;
};

describe('parseIsoDate', () => {
  it.each(['2023-02-29', '2024-13-01', '2024-00-10', '2024-04-31', '24-01-01', '2024-1-1', ''])('refuses %p', (text) => {
    expect(parseIsoDate(text)).toBeNull();
  });
  it('reads a real calendar day and round-trips it', () => {
    expect(toIsoDate(d('2024-02-29'))).toBe('2024-02-29');
    expect(toIsoDate(d('0099-03-01'))).toBe('0099-03-01');
  });
});

describe('ageInYears', () => {
  it.each([
    ['2000-06-15', '2025-06-14', 24],
    ['2000-06-15', '2025-06-15', 25],
    ['2000-12-31', '2001-12-30', 0],
    // 29 February birthdays fall on 1 March in non-leap years
    ['2004-02-29', '2025-02-28', 20],
    ['2004-02-29', '2025-03-01', 21],
    ['2004-02-29', '2024-02-28', 19],
    ['2004-02-29', '2024-02-29', 20],
    ['2025-06-15', '2025-06-14', -1],
  ])('born %s, on %s -> %i', (dob, today, age) => {
    expect(ageInYears(d(dob), d(today))).toBe(age);
  });
});

describe('ageGroupOf (rules in the spec order)', () => {
  it.each([
    // rule 1: born 1957 or later and 65 or more
    ['65th birthday today', '1960-06-15', '2025-06-15', 8],
    ['day before 65th birthday', '1960-06-15', '2025-06-14', 7],
    ['born 1957-01-01, aged 68', '1957-01-01', '2025-06-15', 8],
    // rule 2: born before 1957, whatever the age
    ['born 1956-12-31', '1956-12-31', '2025-06-15', 9],
    ['born 1956-12-31, before reaching 65 (hypothetical today)', '1956-12-31', '2020-01-01', 9],
    ['born 1940', '1940-03-03', '2025-06-15', 9],
    // rule 3 by age
    ['60th birthday', '1965-06-15', '2025-06-15', 7],
    ['day before 60th', '1965-06-15', '2025-06-14', 6],
    ['45th birthday', '1980-06-15', '2025-06-15', 6],
    ['day before 45th', '1980-06-15', '2025-06-14', 5],
    ['25th birthday', '2000-06-15', '2025-06-15', 5],
    ['day before 25th', '2000-06-15', '2025-06-14', 4],
    ['18th birthday', '2007-06-15', '2025-06-15', 4],
    ['day before 18th', '2007-06-15', '2025-06-14', 3],
    ['11th birthday', '2014-06-15', '2025-06-15', 3],
    ['day before 11th', '2014-06-15', '2025-06-14', 2],
    ['7th birthday', '2018-06-15', '2025-06-15', 2],
    ['6 years and 364 days', '2018-06-15', '2025-06-14', 10],
    ['6th birthday', '2019-06-15', '2025-06-15', 10],
    ['day before 6th', '2019-06-15', '2025-06-14', 1],
    ['2nd birthday', '2023-06-15', '2025-06-15', 1],
    ['day before 2nd', '2023-06-15', '2025-06-14', 0],
    ['newborn', '2025-06-15', '2025-06-15', 0],
    // 29 February: birthday counted on 1 March in non-leap years
    ['29 Feb, 18 on 1 March of a non-leap year', '2008-02-29', '2026-03-01', 4],
    ['29 Feb, still 17 on 28 February', '2008-02-29', '2026-02-28', 3],
    ['29 Feb, 7 on a leap day', '2016-02-29', '2023-03-01', 2],
    ['29 Feb, 65 on the leap day itself', '1960-02-29', '2024-02-29', 7 /* 64 */],
    ['29 Feb 1960, 65 on 1 March 2025', '1960-02-29', '2025-03-01', 8],
  ])('%s: born %s on %s -> group %i', (_label, dob, today, group) => {
    expect(ageGroupOf(d(dob), d(today))).toBe(group);
  });
});

const keys = (items: { key: string }[]) => items.map((i) => i.key).sort();

describe('requirementsFor', () => {
  const today = d('2025-10-15'); // flu season, after the September 2025 flu rule

  it.each([
    // group, born, lab tests, vaccines
    [0, '2025-09-15', [], ['hepatitis-b']],
    [0, '2025-07-15', [], ['dtap', 'hepatitis-b', 'hib', 'pneumococcal', 'polio', 'rotavirus']],
    [0, '2024-10-15', [], ['dtap', 'hepatitis-a', 'hepatitis-b', 'hib', 'influenza', 'mmr', 'pneumococcal', 'polio', 'varicella']],
    [1, '2021-01-01', ['tb-test'], ['dtap', 'hepatitis-a', 'hepatitis-b', 'hib', 'influenza', 'mmr', 'pneumococcal', 'polio', 'varicella']],
    [10, '2019-05-05', ['tb-test'], ['dtap', 'hepatitis-a', 'hepatitis-b', 'influenza', 'mmr', 'polio', 'varicella']],
    [2, '2016-05-05', ['tb-test'], ['hepatitis-a', 'hepatitis-b', 'influenza', 'mmr', 'polio', 'tdap', 'varicella']],
    [3, '2012-05-05', ['tb-test'], ['hepatitis-a', 'hepatitis-b', 'influenza', 'meningococcal', 'mmr', 'polio', 'tdap', 'varicella']],
    [4, '2005-05-05', ['gonorrhea-test', 'syphilis-test', 'tb-test'], ['hepatitis-b', 'influenza', 'mmr', 'tdap', 'varicella']],
    [5, '1990-05-05', ['syphilis-test', 'tb-test'], ['hepatitis-b', 'influenza', 'mmr', 'tdap', 'varicella']],
    [6, '1970-05-05', ['tb-test'], ['hepatitis-b', 'influenza', 'mmr', 'tdap', 'varicella']],
    [7, '1963-05-05', ['tb-test'], ['influenza', 'mmr', 'tdap', 'varicella']],
    [8, '1958-05-05', ['tb-test'], ['influenza', 'mmr', 'pneumococcal', 'tdap', 'varicella']],
    [9, '1950-05-05', ['tb-test'], ['influenza', 'pneumococcal', 'tdap', 'varicella']],
  ])('group %i (born %s)', (group, dob, labs, vaccines) => {
    const r = requirementsFor(d(dob), today);
    expect(r.ageGroup).toBe(group);
    expect(keys(r.labTests)).toEqual([...labs].sort());
    expect(keys(r.vaccines)).toEqual([...vaccines].sort());
  });

  it('starts the TB test on the 2nd birthday', () => {
    expect(keys(requirementsFor(d('2023-10-15'), today).labTests)).toEqual(['tb-test']);
    expect(keys(requirementsFor(d('2023-10-16'), today).labTests)).toEqual([]);
  });

  it('asks syphilis from 18 to 44 and gonorrhea from 18 to 24', () => {
    expect(keys(requirementsFor(d('2007-10-16'), today).labTests)).toEqual(['tb-test']);
    expect(keys(requirementsFor(d('2007-10-15'), today).labTests)).toEqual(['gonorrhea-test', 'syphilis-test', 'tb-test']);
    expect(keys(requirementsFor(d('2000-10-15'), today).labTests)).toEqual(['syphilis-test', 'tb-test']);
    expect(keys(requirementsFor(d('1980-10-16'), today).labTests)).toEqual(['syphilis-test', 'tb-test']);
    expect(keys(requirementsFor(d('1980-10-15'), today).labTests)).toEqual(['tb-test']);
  });

  it('accepts immunity tests for MMR, varicella and hepatitis B only, and asks no COVID vaccine', () => {
    const r = requirementsFor(d('1990-01-01'), today);
    const accepted = Object.fromEntries(r.vaccines.map((v) => [v.key, v.immunityTestAccepted]));
    expect(accepted).toEqual({ mmr: true, varicella: true, 'hepatitis-b': true, tdap: false, influenza: false });
    expect(r.vaccines.find((v) => v.key === 'mmr')?.secondDose).toBe(true);
    expect(r.vaccines.some((v) => /covid/i.test(v.key))).toBe(false);
    expect(requirementsFor(d('2015-01-01'), today).vaccines.find((v) => v.key === 'polio')?.immunityTestAccepted).toBe(false);
  });

  it('drops hepatitis B on the 60th birthday and MMR for those born before 1957', () => {
    expect(keys(requirementsFor(d('1965-10-16'), today).vaccines)).toContain('hepatitis-b');
    expect(keys(requirementsFor(d('1965-10-15'), today).vaccines)).not.toContain('hepatitis-b');
    expect(keys(requirementsFor(d('1957-01-01'), today).vaccines)).toContain('mmr');
    expect(keys(requirementsFor(d('1956-12-31'), today).vaccines)).not.toContain('mmr');
  });

  it('requires the flu shot only from September 2025', () => {
    expect(keys(requirementsFor(d('1990-01-01'), d('2025-08-31')).vaccines)).not.toContain('influenza');
    expect(keys(requirementsFor(d('1990-01-01'), d('2025-09-01')).vaccines)).toContain('influenza');
  });

  it('reports the age in whole years and fresh item objects', () => {
    const a = requirementsFor(d('2000-10-16'), today);
    expect(a.age).toBe(24);
    a.vaccines[0]!.name = 'changed';
    expect(requirementsFor(d('2000-10-16'), today).vaccines[0]!.name).not.toBe('changed');
  });
});
