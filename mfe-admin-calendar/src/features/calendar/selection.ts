import { addDays } from '@clinic/contracts';
import type { AvailabilityPrefill } from './availabilityForm';
import { dayOfCalendarString, LAST_PICKER_TIME, timeOfCalendarString } from './dates';

/** A range dragged on the calendar, as FullCalendar gives it (strings in Los Angeles time). */
export interface Selection {
  startStr: string;
  endStr: string;
  allDay: boolean;
}

/** A drag stays within one day (an availability is one day); a timed one may end at midnight. */
export function isOneDay(selection: Selection): boolean {
  const [start, end] = [dayOfCalendarString(selection.startStr), dayOfCalendarString(selection.endStr)];
  if (selection.allDay) return end === addDays(start, 1);
  return end === start || (end === addDays(start, 1) && timeOfCalendarString(selection.endStr) === '00:00');
}

/** What the Add form gets from a drag: the day, and for a timed drag its start and end (midnight as 23:55, the last picker time). */
export function prefillOf(selection: Selection): AvailabilityPrefill {
  const date = dayOfCalendarString(selection.startStr);
  if (selection.allDay) return { date };
  const end = timeOfCalendarString(selection.endStr);
  return { date, start_time: timeOfCalendarString(selection.startStr), end_time: end === '00:00' ? LAST_PICKER_TIME : end };
}
