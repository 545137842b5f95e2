import { formatPracticeTime } from '@clinic/contracts';

/** `MM/DD/YYYY` of a `YYYY-MM-DD` date; other text as it is. */
export function usDate(iso: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  return m ? `${m[2]}/${m[3]}/${m[1]}` : (iso ?? '');
}

/** An instant as the practice's `MM/DD/YYYY hh:mmA` with its zone (file times, e-mails sent), e.g. `11/28/2026 09:05AM PST`. */
export function practiceTime(iso: string | number): string {
  return formatPracticeTime(iso, 'numeric');
}

/** An instant as the practice's `MM/DD/YYYY`. */
export function practiceDate(iso: string): string {
  return practiceTime(iso).slice(0, 10);
}

/** First, middle and last name, skipping an empty middle name. */
export function fullName(person: { first_name: string; middle_name: string; last_name: string }): string {
  return [person.first_name, person.middle_name, person.last_name].filter((part) => part.trim()).join(' ');
}
