import { COUNTRIES, I693_BIRTH_YEARS, I693_DAYS, PHOTO_ID_TYPES, US_STATES, type Country } from '@clinic/contracts';

export interface Option {
  value: string;
  label: string;
}

/** A country's name in the page's language (the English name where the browser has none). */
function regionNamer(language: string): (country: Country) => string {
  try {
    const names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
    return (country) => names.of(country.code) ?? country.name;
  } catch {
    return (country) => country.name;
  }
}

/** Countries named in the page's language, in its alphabetical order, valued by `key` (the English name or the code). */
export function countryOptions(language: string, key: 'name' | 'code'): Option[] {
  const nameOf = regionNamer(language);
  const collator = new Intl.Collator([language, 'en']);
  return COUNTRIES.map((c) => ({ value: c[key], label: nameOf(c) })).sort((a, b) => collator.compare(a.label, b.label));
}

/** The United States in the page's language: the form's fixed `country`. */
export function unitedStatesName(language: string): string {
  return regionNamer(language)({ code: 'US', name: 'United States' });
}

export const STATE_OPTIONS: readonly Option[] = US_STATES.map((s) => ({ value: s.code, label: s.name }));

export function monthOptions(language: string): Option[] {
  const format = new Intl.DateTimeFormat([language, 'en'], { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, i) => ({ value: String(i + 1), label: format.format(Date.UTC(2000, i, 1)) }));
}

export const DAY_OPTIONS: readonly Option[] = I693_DAYS.map((d) => ({ value: String(d), label: String(d) }));
export const YEAR_OPTIONS: readonly Option[] = I693_BIRTH_YEARS.map((y) => ({ value: String(y), label: String(y) }));

export function photoIdTypeOptions(labelOf: (type: string) => string): Option[] {
  return PHOTO_ID_TYPES.map((type) => ({ value: type, label: labelOf(type) }));
}
