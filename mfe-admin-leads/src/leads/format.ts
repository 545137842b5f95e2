import { OFFICE_TIMEZONE } from '@clinic/contracts';

/** `MM/DD/YYYY` of a `YYYY-MM-DD` date; other text as it is. */
export function usDate(iso: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  return m ? `${m[2]}/${m[3]}/${m[1]}` : (iso ?? '');
}

const parts = new Intl.DateTimeFormat('en-US', { timeZone: OFFICE_TIMEZONE, month: '2-digit', day: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: true });

/** An instant as the practice's `MM/DD/YYYY hh:mmA` (file times, e-mails sent). */
export function practiceTime(iso: string | number): string {
  const p = Object.fromEntries(parts.formatToParts(new Date(iso)).map((x) => [x.type, x.value]));
  return `${p.month}/${p.day}/${p.year} ${p.hour}:${p.minute}${String(p.dayPeriod).toUpperCase()}`;
}

/** An instant as the practice's `MM/DD/YYYY`. */
export function practiceDate(iso: string): string {
  return practiceTime(iso).slice(0, 10);
}

/** First, middle and last name, skipping an empty middle name. */
export function fullName(person: { first_name: string; middle_name: string; last_name: string }): string {
  return [person.first_name, person.middle_name, person.last_name].filter((part) => part.trim()).join(' ');
}
