import { parseIsoDate } from '@clinic/contracts';

// Days (YYYY-MM-DD) and clock times (HH:mm) of an office as the page's language writes them, in the
// Gregorian calendar of the booking grid and the e-mails (Persian and Pashto would default to the Solar Hijri one).

/** A language tag Intl accepts, else American English. */
function locale(language: string): string {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf(language).length > 0 ? language : 'en-US';
  } catch {
    return 'en-US';
  }
}

// Days and clock times are the office's own: formatted as UTC so the browser's zone never shifts them.
const asUtc = (date: string, time = '00:00') => {
  const day = parseIsoDate(date)!;
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(Date.UTC(day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes));
};

/** `14:05` as `2:05 PM` in the page's language (always a 12-hour clock). */
export function formatSlotTime(time: string, language: string): string {
  if (!/^\d{2}:\d{2}$/.test(time)) return time;
  const text = new Intl.DateTimeFormat(locale(language), { calendar: 'gregory', timeZone: 'UTC', hour: 'numeric', minute: '2-digit', hourCycle: 'h12' }).format(
    asUtc('2000-01-01', time),
  );
  // Newer ICU puts a narrow no-break space before AM/PM: an ordinary space reads and wraps the same.
  return text.replace(/[\u202f\u00a0]/g, ' ');
}

/** `2025-01-10` as `Friday, January 10, 2025` in the page's language. */
export function formatSlotDate(date: string, language: string): string {
  if (!parseIsoDate(date)) return date;
  return new Intl.DateTimeFormat(locale(language), {
    calendar: 'gregory',
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(asUtc(date));
}

/** `1990-04-12` as `April 12, 1990` in the page's language. */
export function formatDay(date: string, language: string): string {
  if (!parseIsoDate(date)) return date;
  return new Intl.DateTimeFormat(locale(language), { calendar: 'gregory', timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' }).format(
    asUtc(date),
  );
}
