import { OFFICE_TIMEZONE } from './offices';

/**
 * How staff screens show an instant: always in the practice's zone (offices book in Los Angeles
 * time), always with the zone's abbreviation, so a reader in another zone is not misled.
 * - `medium`: `Nov 28, 2026, 9:05 AM PST`
 * - `numeric`: `11/28/2026 09:05AM PST` (the leads spec's MM/DD/YYYY hh:mmA, with the zone)
 */
export type PracticeTimeStyle = 'medium' | 'numeric';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(style: PracticeTimeStyle, timeZone: string): Intl.DateTimeFormat {
  const key = `${style} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format =
      style === 'medium'
        ? new Intl.DateTimeFormat('en-US', {
            timeZone,
            month: 'short',
            day: 'numeric',
            year: 'numeric',
            hour: 'numeric',
            minute: '2-digit',
            timeZoneName: 'short',
          })
        : new Intl.DateTimeFormat('en-US', {
            timeZone,
            month: '2-digit',
            day: '2-digit',
            year: 'numeric',
            hour: '2-digit',
            minute: '2-digit',
            hour12: true,
            timeZoneName: 'short',
          });
    formats.set(key, format);
  }
  return format;
}

/** An instant (ISO text, epoch ms or Date) as the practice's local time with the zone; '' when it is not a time. */
export function formatPracticeTime(instant: string | number | Date, style: PracticeTimeStyle = 'medium', timeZone: string = OFFICE_TIMEZONE): string {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(
    formatter(style, timeZone)
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  ) as Partial<Record<Intl.DateTimeFormatPartTypes, string>>;
  const zone = parts.timeZoneName ?? '';
  if (style === 'numeric') return `${parts.month}/${parts.day}/${parts.year} ${parts.hour}:${parts.minute}${(parts.dayPeriod ?? '').toUpperCase()} ${zone}`;
  return `${parts.month} ${parts.day}, ${parts.year}, ${parts.hour}:${parts.minute} ${parts.dayPeriod} ${zone}`;
}
