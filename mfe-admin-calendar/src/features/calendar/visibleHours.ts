import { FIRST_PICKER_HOUR, minutesOf, timeOf } from '@clinic/contracts';

/** The spec's visible hours (booking-leads-calendar.md 2): 11:00 to 24:00. */
const VISIBLE_DAY = { startHour: FIRST_PICKER_HOUR, endHour: 24 };

/**
 * The whole hours the time grid shows: the spec's visible hours, started earlier when an availability or
 * appointment shown begins before them (`HH:mm` times). The grid is as tall as its rows (no scrolling of
 * its own, unlike the spec's 600 px, where a 10-minute booking was a 5-pixel sliver): the page scrolls.
 */
export function visibleHours(spans: ReadonlyArray<{ start: string }>): { slotMinTime: string; slotMaxTime: string } {
  let first = VISIBLE_DAY.startHour * 60;
  for (const span of spans) {
    const start = minutesOf(span.start);
    if (start !== null) first = Math.min(first, start);
  }
  return { slotMinTime: timeOf(Math.floor(first / 60) * 60), slotMaxTime: timeOf(VISIBLE_DAY.endHour * 60) };
}
