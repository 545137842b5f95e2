/**
 * Requirements checker rules (public-site.md 4 "Requirements checker age group", 9 business constants):
 * the age group of a birth date and the vaccines and lab tests an applicant of that age needs for the
 * immigration medical exam. Shared by the checker screen, svc-core and the leads checklist.
 *
 * Dates are calendar dates: only the local year, month and day of a `Date` are read (build them with
 * `parseIsoDate` or `new Date(y, m, d)`). A 29 February birthday falls on 1 March in non-leap years.
 */

export type AgeGroup = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;

/** Rule 1 and 2 of the age group and the MMR rule turn on this birth year. */
export const MMR_BIRTH_YEAR_FROM = 1957;
/** The flu shot is required for exams from this date on (practice rule, September 2025). */
export const FLU_SHOT_REQUIRED_FROM = '2025-09-01';
/** The COVID vaccine is not needed since this date. */
export const COVID_VACCINE_NOT_NEEDED_SINCE = '2025-01-22';
/** A second dose is needed when more than this many weeks have passed since the first dose. */
export const SECOND_DOSE_AFTER_WEEKS = 4;
/** Tdap must have been given within this many years. */
export const TDAP_VALID_YEARS = 10;
/** Immunity (titer) tests count when done within this many months. */
export const IMMUNITY_TEST_VALID_MONTHS = 12;
/** Labs are ordered by the civil surgeon within this many days of the appointment (and vice versa). */
export const LAB_ORDER_WINDOW_DAYS = 14;
/** Maximum plausible age for a birth date entered in any form. */
export const MAX_AGE_YEARS = 120;

/** A calendar date from `YYYY-MM-DD` at local midnight, or null when the text is not a real date. */
export function parseIsoDate(text: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
  const date = new Date(y, mo, d);
  date.setFullYear(y); // years below 100 would otherwise be read as 19xx
  if (date.getFullYear() !== y || date.getMonth() !== mo || date.getDate() !== d) return null;
  return date;
}

/** `YYYY-MM-DD` of a date's local calendar day. */
export function toIsoDate(date: Date): string {
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${p(date.getFullYear(), 4)}-${p(date.getMonth() + 1)}-${p(date.getDate())}`;
}

function calendarDay(date: Date): number {
  return date.getFullYear() * 10_000 + date.getMonth() * 100 + date.getDate();
}

/** The day `span` after `dob`; month overflow rolls forward, so 29 February + 1 year is 1 March. */
function addSpan(dob: Date, span: AgeSpan): Date {
  const d = new Date(dob.getFullYear() + (span.years ?? 0), dob.getMonth() + (span.months ?? 0), dob.getDate() + 7 * (span.weeks ?? 0));
  if (dob.getFullYear() + (span.years ?? 0) < 100) d.setFullYear(dob.getFullYear() + (span.years ?? 0));
  return d;
}

/** Whole years of age on `today` (negative for a birth date in the future). */
export function ageInYears(dob: Date, today: Date): number {
  const years = today.getFullYear() - dob.getFullYear();
  const birthdayThisYear = addSpan(dob, { years });
  return calendarDay(today) >= calendarDay(birthdayThisYear) ? years : years - 1;
}

/** True once the age `span` has been reached on `today`. */
function hasReached(dob: Date, today: Date, span: AgeSpan): boolean {
  return calendarDay(today) >= calendarDay(addSpan(dob, span));
}

/**
 * The checker's age group, rules applied in the spec's order. A birth date in the future counts as
 * under 2 (group 0); the forms refuse such dates before this is reached.
 */
export function ageGroupOf(dob: Date, today: Date = new Date()): AgeGroup {
  const age = ageInYears(dob, today);
  const bornFrom1957 = dob.getFullYear() >= MMR_BIRTH_YEAR_FROM;
  if (bornFrom1957 && age >= 65) return 8;
  if (!bornFrom1957) return 9;
  if (age >= 60) return 7;
  if (age >= 45) return 6;
  if (age >= 25) return 5;
  if (age >= 18) return 4;
  if (age >= 11) return 3;
  if (age >= 7) return 2;
  if (age >= 6) return 10;
  if (age >= 2) return 1;
  return 0;
}

export interface RequirementItem {
  /** Stable slug; the UI translates `name`/`description` by it and the leads checklist reuses it. */
  key: string;
  name: string;
  description: string;
  kind: 'vaccine' | 'lab';
  /** A recent immunity (titer) test is accepted instead of the vaccine record. */
  immunityTestAccepted: boolean;
  /** A second dose is needed when more than SECOND_DOSE_AFTER_WEEKS have passed since the first. */
  secondDose?: boolean;
}

/** An age measured from the birth date (calendar arithmetic). */
export interface AgeSpan {
  years?: number;
  months?: number;
  weeks?: number;
}

/** One row of the requirement table: the item applies from `from` (inclusive) until `until` (exclusive). */
export interface RequirementRule {
  item: RequirementItem;
  from: AgeSpan;
  until?: AgeSpan;
  /** Only for applicants born in this year or later. */
  bornFromYear?: number;
  /** Only for exams on or after this date (YYYY-MM-DD). */
  requiredFrom?: string;
}

/**
 * The requirement table. Lab tests follow public-site.md 9; vaccines follow the CDC civil surgeon
 * vaccination technical instructions' age-appropriate table (DTaP under 7, Tdap/Td from 7, polio,
 * Hib, pneumococcal, rotavirus, hepatitis A and meningococcal by their childhood ranges, pneumococcal
 * again from 65), with the practice's rules on top: MMR only for those born 1957 or later, hepatitis B
 * under 60, flu shot from September 2025, immunity tests accepted for MMR, varicella and hepatitis B,
 * COVID not needed (so not listed).
 */
export const REQUIREMENT_RULES: readonly RequirementRule[] = [
  {
    item: {
      key: 'tb-test',
      name: 'TB test (IGRA blood test)',
      description: 'Tuberculosis blood test, from age 2. A chest x-ray is needed only after a positive TB test.',
      kind: 'lab',
      immunityTestAccepted: false,
    },
    from: { years: 2 },
  },
  {
    item: { key: 'syphilis-test', name: 'Syphilis test', description: 'Blood test for syphilis, ages 18 to 44.', kind: 'lab', immunityTestAccepted: false },
    from: { years: 18 },
    until: { years: 45 },
  },
  {
    item: { key: 'gonorrhea-test', name: 'Gonorrhea test', description: 'Urine test for gonorrhea, ages 18 to 24.', kind: 'lab', immunityTestAccepted: false },
    from: { years: 18 },
    until: { years: 25 },
  },
  {
    item: {
      key: 'dtap',
      name: 'DTaP (diphtheria, tetanus, pertussis)',
      description: 'Childhood diphtheria, tetanus and pertussis vaccine, 2 months through 6 years. No immunity test.',
      kind: 'vaccine',
      immunityTestAccepted: false,
    },
    from: { months: 2 },
    until: { years: 7 },
  },
  {
    item: {
      key: 'tdap',
      name: 'Tdap/Td (tetanus, diphtheria, pertussis)',
      description: `From age 7; the last dose must be within ${TDAP_VALID_YEARS} years. No immunity test.`,
      kind: 'vaccine',
      immunityTestAccepted: false,
    },
    from: { years: 7 },
  },
  {
    item: {
      key: 'polio',
      name: 'Polio (IPV)',
      description: 'Polio vaccine, 2 months through 17 years. No immunity test.',
      kind: 'vaccine',
      immunityTestAccepted: false,
    },
    from: { months: 2 },
    until: { years: 18 },
  },
  {
    item: {
      key: 'mmr',
      name: 'MMR (measles, mumps, rubella)',
      description: 'Two doses from 12 months, for those born in 1957 or later. An immunity test done within the last year is accepted.',
      kind: 'vaccine',
      immunityTestAccepted: true,
      secondDose: true,
    },
    from: { months: 12 },
    bornFromYear: MMR_BIRTH_YEAR_FROM,
  },
  {
    item: {
      key: 'varicella',
      name: 'Varicella (chickenpox)',
      description: 'Two doses from 12 months. An immunity test done within the last year is accepted.',
      kind: 'vaccine',
      immunityTestAccepted: true,
      secondDose: true,
    },
    from: { months: 12 },
  },
  {
    item: {
      key: 'hepatitis-b',
      name: 'Hepatitis B',
      description: 'Hepatitis B series from birth through age 59. An immunity test done within the last year is accepted.',
      kind: 'vaccine',
      immunityTestAccepted: true,
      secondDose: true,
    },
    from: {},
    until: { years: 60 },
  },
  {
    item: {
      key: 'hepatitis-a',
      name: 'Hepatitis A',
      description: 'Two doses, 12 months through 18 years.',
      kind: 'vaccine',
      immunityTestAccepted: false,
      secondDose: true,
    },
    from: { months: 12 },
    until: { years: 19 },
  },
  {
    item: {
      key: 'hib',
      name: 'Hib (Haemophilus influenzae type b)',
      description: 'Childhood vaccine, 2 through 59 months.',
      kind: 'vaccine',
      immunityTestAccepted: false,
    },
    from: { months: 2 },
    until: { months: 60 },
  },
  {
    item: {
      key: 'pneumococcal',
      name: 'Pneumococcal',
      description: 'Childhood vaccine from 2 through 59 months.',
      kind: 'vaccine',
      immunityTestAccepted: false,
    },
    from: { months: 2 },
    until: { months: 60 },
  },
  {
    item: { key: 'pneumococcal', name: 'Pneumococcal', description: 'Pneumococcal vaccine from age 65.', kind: 'vaccine', immunityTestAccepted: false },
    from: { years: 65 },
  },
  {
    item: {
      key: 'rotavirus',
      name: 'Rotavirus',
      description: 'Oral vaccine for infants, 6 weeks through 8 months.',
      kind: 'vaccine',
      immunityTestAccepted: false,
    },
    from: { weeks: 6 },
    until: { months: 8 },
  },
  {
    item: {
      key: 'meningococcal',
      name: 'Meningococcal (MenACWY)',
      description: 'Meningococcal conjugate vaccine, 11 through 18 years.',
      kind: 'vaccine',
      immunityTestAccepted: false,
    },
    from: { years: 11 },
    until: { years: 19 },
  },
  {
    item: {
      key: 'influenza',
      name: 'Flu shot (influenza)',
      description: 'Seasonal flu shot from 6 months, required since September 2025. No immunity test.',
      kind: 'vaccine',
      immunityTestAccepted: false,
    },
    from: { months: 6 },
    requiredFrom: FLU_SHOT_REQUIRED_FROM,
  },
];

/** General notes the results card and checklist print under the items (keys translated by the UI). */
export const REQUIREMENT_NOTES: readonly { key: string; text: string }[] = [
  { key: 'covid-not-needed', text: 'The COVID-19 vaccine is not needed (since 1/22/2025).' },
  { key: 'second-dose', text: `A second dose is needed if more than ${SECOND_DOSE_AFTER_WEEKS} weeks have passed since the first dose.` },
  {
    key: 'immunity-test-window',
    text: 'Immunity tests are accepted for MMR (born 1957 or later), varicella and hepatitis B (under 60) when done within the last year. Polio and Tdap have no immunity test.',
  },
  { key: 'chest-x-ray', text: 'A chest x-ray is needed only after a positive TB test.' },
  { key: 'lab-order-window', text: `Labs must be ordered by the civil surgeon within ${LAB_ORDER_WINDOW_DAYS} days (2 weeks) of the appointment.` },
];

export interface Requirements {
  ageGroup: AgeGroup;
  age: number;
  vaccines: RequirementItem[];
  labTests: RequirementItem[];
}

/** The vaccines and lab tests needed on `today` by someone born on `dob`. */
export function requirementsFor(dob: Date, today: Date = new Date()): Requirements {
  const todayIso = toIsoDate(today);
  const applies = (rule: RequirementRule) =>
    hasReached(dob, today, rule.from) &&
    (!rule.until || !hasReached(dob, today, rule.until)) &&
    (rule.bornFromYear === undefined || dob.getFullYear() >= rule.bornFromYear) &&
    (rule.requiredFrom === undefined || todayIso >= rule.requiredFrom);
  const items = REQUIREMENT_RULES.filter(applies).map((r) => ({ ...r.item }));
  return {
    ageGroup: ageGroupOf(dob, today),
    age: ageInYears(dob, today),
    vaccines: items.filter((i) => i.kind === 'vaccine'),
    labTests: items.filter((i) => i.kind === 'lab'),
  };
}
