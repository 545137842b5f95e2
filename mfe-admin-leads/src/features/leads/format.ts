import { formatPracticeTime } from '@clinic/contracts';

// The staff screens' dates and names, shared with the other staff remotes.
export { fullName, usDate } from '@clinic/platform/staff';

/** An instant as the practice's `MM/DD/YYYY hh:mmA` with its zone (file times, e-mails sent), e.g. `11/28/2026 09:05AM PST`. */
export function practiceTime(iso: string | number): string {
  return formatPracticeTime(iso, 'numeric');
}

/** An instant as the practice's `MM/DD/YYYY`. */
export function practiceDate(iso: string): string {
  return practiceTime(iso).slice(0, 10);
}
