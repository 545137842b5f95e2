import { parseIsoDate } from '@clinic/contracts';

/** `YYYY-MM-DD` of a typed `MM/dd/yyyy` date (one-digit month and day allowed), or null when it is no such date. */
export function isoFromUsDate(text: string): string | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const iso = `${m[3]}-${m[1]!.padStart(2, '0')}-${m[2]!.padStart(2, '0')}`;
  return parseIsoDate(iso) ? iso : null;
}

/** A date a person could be born on: not after today (YYYY-MM-DD) and from 1900 on, as the server accepts. */
export function isPossibleDob(iso: string, today: string): boolean {
  return iso <= today && iso >= '1900-01-01';
}
