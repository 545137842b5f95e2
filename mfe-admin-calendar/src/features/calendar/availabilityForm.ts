import {
  AVAILABILITY_MESSAGES,
  availabilityProblems,
  DEFAULT_SLOT_DURATION_MINUTES,
  minutesOf,
  SLOT_DURATIONS,
  timeOf,
  WEEKDAYS,
  type AvailabilityCreate,
  type AvailabilityRepeat,
  type Availability,
  type Office,
} from '@clinic/contracts';
import { LAST_PICKER_TIME } from './dates';

export type SlotDuration = (typeof SLOT_DURATIONS)[number];

export interface BreakRow {
  /** Keeps a row's fields (and focus) with it when the rows are re-sorted. */
  id: number;
  start_time: string;
  end_time: string;
  description: string;
}

export interface AvailabilityForm {
  office: string;
  date: string;
  start_time: string;
  end_time: string;
  slot_duration_minutes: SlotDuration;
  repeat: AvailabilityRepeat;
  days_of_week: number[];
  end_date: string;
  break_times: BreakRow[];
  notes: string;
}

/** What a drag on the calendar (or the Add button) fills in. */
export interface AvailabilityPrefill {
  office?: string;
  date?: string;
  start_time?: string;
  end_time?: string;
}

/** The office's default slot duration when it is one of 5, 10 or 15; otherwise 15. */
export function defaultDuration(office: Office | undefined): SlotDuration {
  const own = office?.default_slot_duration_minutes;
  return (SLOT_DURATIONS as readonly number[]).includes(own ?? -1) ? (own as SlotDuration) : (DEFAULT_SLOT_DURATION_MINUTES as SlotDuration);
}

export function newForm(prefill: AvailabilityPrefill, offices: readonly Office[]): AvailabilityForm {
  const office = prefill.office ?? '';
  return {
    office,
    date: prefill.date ?? '',
    start_time: prefill.start_time ?? '',
    end_time: prefill.end_time ?? '',
    slot_duration_minutes: defaultDuration(offices.find((o) => o.uuid === office)),
    repeat: 'none',
    days_of_week: [],
    end_date: '',
    break_times: [],
    notes: '',
  };
}

export function formOf(availability: Availability): AvailabilityForm {
  return {
    office: availability.office,
    date: availability.date,
    start_time: availability.start_time,
    end_time: availability.end_time,
    slot_duration_minutes: (SLOT_DURATIONS as readonly number[]).includes(availability.slot_duration_minutes)
      ? (availability.slot_duration_minutes as SlotDuration)
      : 15,
    repeat: 'none',
    days_of_week: [],
    end_date: '',
    break_times: [],
    notes: availability.notes,
  };
}

const oneHourAfter = (time: string) => {
  const later = timeOf(minutesOf(time)! + 60);
  return later > LAST_PICKER_TIME ? LAST_PICKER_TIME : later;
};

/** A new start; when the end is no longer after it, the end moves to one hour after the start (at most 23:55). */
export function withStart(form: AvailabilityForm, start_time: string): AvailabilityForm {
  const endStillAfter = form.end_time !== '' && start_time !== '' && form.end_time > start_time;
  return { ...form, start_time, end_time: start_time === '' || endStillAfter ? form.end_time : oneHourAfter(start_time) };
}

/** Weekdays presets Monday to Friday; none clears the days and the end date. */
export function withRepeat(form: AvailabilityForm, repeat: AvailabilityRepeat): AvailabilityForm {
  if (repeat === 'weekdays') return { ...form, repeat, days_of_week: [...WEEKDAYS] };
  if (repeat === 'none') return { ...form, repeat, days_of_week: [], end_date: '' };
  return { ...form, repeat };
}

export function withDay(form: AvailabilityForm, day: number, on: boolean): AvailabilityForm {
  const days = on ? [...new Set([...form.days_of_week, day])] : form.days_of_week.filter((d) => d !== day);
  return { ...form, days_of_week: days.sort((a, b) => a - b) };
}

/** Breaks in start order; a break without a start yet stays at the end. */
export function sortedBreaks(breaks: readonly BreakRow[]): BreakRow[] {
  return [...breaks].sort((a, b) => (a.start_time === '' ? 1 : 0) - (b.start_time === '' ? 1 : 0) || a.start_time.localeCompare(b.start_time));
}

export function withNewBreak(form: AvailabilityForm): AvailabilityForm {
  const id = Math.max(0, ...form.break_times.map((b) => b.id)) + 1;
  return { ...form, break_times: [...form.break_times, { id, start_time: '', end_time: '', description: '' }] };
}

export function withBreak(form: AvailabilityForm, id: number, change: Partial<Omit<BreakRow, 'id'>>): AvailabilityForm {
  return { ...form, break_times: sortedBreaks(form.break_times.map((b) => (b.id === id ? { ...b, ...change } : b))) };
}

export function withoutBreak(form: AvailabilityForm, id: number): AvailabilityForm {
  return { ...form, break_times: form.break_times.filter((b) => b.id !== id) };
}

/** The body of `POST /admin/availability/` (and of the PUT, which ignores repeat and breaks). */
export function requestOf(form: AvailabilityForm): AvailabilityCreate {
  const repeats = form.repeat !== 'none';
  return {
    office: form.office,
    date: form.date,
    start_time: form.start_time,
    end_time: form.end_time,
    slot_duration_minutes: form.slot_duration_minutes,
    break_times: form.break_times.map(({ start_time, end_time, description }) => ({ start_time, end_time, description: description.trim() })),
    notes: form.notes.trim(),
    repeat: form.repeat,
    days_of_week: repeats ? form.days_of_week : [],
    end_date: repeats ? form.end_date : '',
  };
}

export function formProblems(form: AvailabilityForm, today: string): string[] {
  return availabilityProblems(requestOf(form), today);
}

const DURATION_PROBLEMS: readonly string[] = [AVAILABILITY_MESSAGES.endAfterStart, AVAILABILITY_MESSAGES.minDuration, AVAILABILITY_MESSAGES.maxDuration];

/** Create (or Update) is enabled once office, date, start and end are set and the duration is allowed. */
export function canSubmit(form: AvailabilityForm, today: string): boolean {
  if (!form.office || !form.date || !form.start_time || !form.end_time) return false;
  return !formProblems(form, today).some((p) => DURATION_PROBLEMS.includes(p));
}

export type FormField = 'office' | 'date' | 'start_time' | 'end_time' | 'days_of_week' | 'end_date' | 'break_times' | 'notes';

const FIELD_OF_PROBLEM: Record<string, FormField> = {
  [AVAILABILITY_MESSAGES.office]: 'office',
  [AVAILABILITY_MESSAGES.date]: 'date',
  [AVAILABILITY_MESSAGES.pastDate]: 'date',
  [AVAILABILITY_MESSAGES.startTime]: 'start_time',
  [AVAILABILITY_MESSAGES.endTime]: 'end_time',
  [AVAILABILITY_MESSAGES.endAfterStart]: 'end_time',
  [AVAILABILITY_MESSAGES.minDuration]: 'end_time',
  [AVAILABILITY_MESSAGES.maxDuration]: 'end_time',
  [AVAILABILITY_MESSAGES.pickerTime]: 'end_time',
  [AVAILABILITY_MESSAGES.daysOfWeek]: 'days_of_week',
  [AVAILABILITY_MESSAGES.endDate]: 'end_date',
  [AVAILABILITY_MESSAGES.endDateAfterStart]: 'end_date',
  [AVAILABILITY_MESSAGES.repeatTooLong]: 'end_date',
  [AVAILABILITY_MESSAGES.breakTimes]: 'break_times',
  [AVAILABILITY_MESSAGES.notes]: 'notes',
};

/** The problems grouped by the field that shows them. */
export function problemsByField(problems: readonly string[]): Partial<Record<FormField, string>> {
  const byField: Partial<Record<FormField, string>> = {};
  for (const problem of problems) {
    const field = FIELD_OF_PROBLEM[problem];
    if (field && !byField[field]) byField[field] = problem;
  }
  return byField;
}

/** A break row that breaks the rule: both times, the end after the start, inside the availability. */
export function isBadBreak(row: BreakRow, form: AvailabilityForm): boolean {
  const [start, end] = [minutesOf(row.start_time), minutesOf(row.end_time)];
  if (start === null || end === null || end <= start) return true;
  const [from, to] = [minutesOf(form.start_time), minutesOf(form.end_time)];
  return (from !== null && start < from) || (to !== null && end > to);
}
