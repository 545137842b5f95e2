import { formatPracticeTime, OFFICE_TIMEZONE, officeByCode } from '@clinic/contracts';

/** `MM/DD/YYYY` of a `YYYY-MM-DD` date (birth and appointment dates); other text as it is. */
export function usDate(iso: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  return m ? `${m[2]}/${m[3]}/${m[1]}` : (iso ?? '');
}

const dayFormat = new Intl.DateTimeFormat('en-US', { timeZone: OFFICE_TIMEZONE, month: '2-digit', day: '2-digit', year: 'numeric' });

/** An instant (ISO) as the practice's local date and time with its zone, e.g. `Mar 12, 2026, 4:05 PM PDT`. */
export function practiceDateTime(iso: string): string {
  return formatPracticeTime(iso);
}

/** An instant (ISO) as the practice's local date. */
export function practiceDate(iso: string): string {
  return dayFormat.format(new Date(iso));
}

/** The office's shown name from its code. */
export function officeLabel(code: string | null): string {
  return code ? (officeByCode(code)?.label ?? code) : '';
}

/** First, middle and last name, skipping an empty middle name. */
export function fullName(person: { first_name: string; middle_name: string; last_name: string }): string {
  return [person.first_name, person.middle_name, person.last_name].filter((part) => part.trim()).join(' ');
}
