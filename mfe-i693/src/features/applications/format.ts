import { formatPracticeTime, OFFICE_TIMEZONE, officeByCode } from '@clinic/contracts';

// The staff screens' dates and names, shared with the other staff remotes.
export { fullName, usDate } from '@clinic/platform/staff';

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
