import { addDays, FIRST_PICKER_HOUR, LAST_PICKER_HOUR, minutesOf, OFFICE_TIMEZONE, parseIsoDate, PICKER_MINUTE_STEP, timeOf } from '@clinic/contracts';

/** Day and time helpers of the calendar screen: days are `YYYY-MM-DD` and times `HH:mm` of the office's zone (Los Angeles). */

/** The Monday on or before a day. */
export function mondayOf(day: string): string {
  const weekday = parseIsoDate(day)!.getDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The Monday of each week that holds a day from `start` up to (not including) `endExclusive`. */
export function weekStartsCovering(start: string, endExclusive: string): string[] {
  const starts: string[] = [];
  for (let monday = mondayOf(start); monday < endExclusive; monday = addDays(monday, 7)) starts.push(monday);
  return starts;
}

/** The day of a FullCalendar date string (`2025-01-10T14:00:00-08:00` or `2025-01-10`). */
export const dayOfCalendarString = (text: string): string => text.slice(0, 10);

/** The `HH:mm` of a FullCalendar date string, or '' for a whole day. */
export const timeOfCalendarString = (text: string): string => text.slice(11, 16);

/** Every time the availability pickers offer: 11:00 to 23:55 in 5-minute steps. */
export const PICKER_TIMES: readonly string[] = Array.from({ length: ((LAST_PICKER_HOUR - FIRST_PICKER_HOUR + 1) * 60) / PICKER_MINUTE_STEP }, (_, i) =>
  timeOf(FIRST_PICKER_HOUR * 60 + i * PICKER_MINUTE_STEP),
);
export const LAST_PICKER_TIME = PICKER_TIMES[PICKER_TIMES.length - 1]!;

/** `14:05` as `2:05 PM`. */
export function formatTime(time: string): string {
  const minutes = minutesOf(time);
  if (minutes === null) return time;
  const hour = Math.floor(minutes / 60);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minutes % 60).padStart(2, '0')} ${hour < 12 || hour === 24 ? 'AM' : 'PM'}`;
}

// A calendar day is formatted as a UTC date so the browser's own zone never shifts it.
const utcDate = (day: string) => {
  const d = parseIsoDate(day)!;
  return new Date(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()));
};

/** `2025-01-10` as `Friday, January 10, 2025`. */
export function formatLongDate(day: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(utcDate(day));
}

/** `2025-01-10` as `Jan 10`. */
export function formatShortDate(day: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' }).format(utcDate(day));
}

/** `2025-01-10` as `Fri 1/10`. */
export function formatWeekday(day: string): string {
  const date = utcDate(day);
  return `${new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short' }).format(date)} ${date.getUTCMonth() + 1}/${date.getUTCDate()}`;
}

const zoneNames = new Intl.DateTimeFormat('en-US', { timeZone: OFFICE_TIMEZONE, timeZoneName: 'short' });

/** The abbreviation of Los Angeles time on a day: `PST` or `PDT` (at noon, clear of the change at 2 AM). */
export function zoneAbbreviation(day: string): string {
  return zoneNames.formatToParts(new Date(`${day}T20:00:00Z`)).find((part) => part.type === 'timeZoneName')?.value ?? '';
}
