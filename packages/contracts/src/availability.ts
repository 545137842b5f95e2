import { z } from 'zod';
import { addDays } from './i693-vaccine-info';
import { EMAIL_PATTERN } from './public-forms';
import { parseIsoDate } from './requirements';
import { requestString } from './request-text';

/**
 * Doctor availability (booking-leads-calendar.md 2 "Doctor Availability screen", 5 "Availability form",
 * 9; DESIGN.md 2 for the create body).
 */
export const SLOT_DURATIONS = [5, 10, 15] as const;
export const AVAILABILITY_REPEATS = ['none', 'daily', 'weekly', 'weekdays'] as const;
export type AvailabilityRepeat = (typeof AVAILABILITY_REPEATS)[number];
export const MIN_AVAILABILITY_MINUTES = 5;
export const MAX_AVAILABILITY_MINUTES = 720;
export const AVAILABILITY_NOTES_MAX = 200;
/** Time pickers: hours 11 to 23, minutes in 5-minute steps. */
export const FIRST_PICKER_HOUR = 11;
export const LAST_PICKER_HOUR = 23;
export const PICKER_MINUTE_STEP = 5;
/** Weekday numbering 0 = Sunday to 6 = Saturday; weekdays are 1 to 5. */
export const WEEKDAYS: readonly number[] = [1, 2, 3, 4, 5];
/** How far one repeating create may reach. */
export const MAX_REPEAT_DAYS = 366;

export const AVAILABILITY_MESSAGES = {
  office: 'Please select an office',
  date: 'Please select a date',
  pastDate: 'Cannot select past dates',
  startTime: 'Please select start time',
  endTime: 'Please select end time',
  endAfterStart: 'End time must be after start time',
  daysOfWeek: 'Please select at least one day of the week',
  endDate: 'Please select an end date for repetition',
  endDateAfterStart: 'End date must be after start date',
  minDuration: 'Minimum duration is 5 minutes',
  maxDuration: 'Maximum duration is 12 hours',
  /** Not worded by the spec. */
  pickerTime: 'Times are from 11:00 to 23:55 in 5-minute steps',
  breakTimes: 'Each break needs a start and an end after it, within the availability',
  notes: `Notes have at most ${AVAILABILITY_NOTES_MAX} characters`,
  repeatTooLong: `A repetition can reach at most ${MAX_REPEAT_DAYS} days ahead`,
} as const;

const time = requestString().trim().max(5);
const day = requestString().trim().max(10);

/** `POST /admin/availability/` as sent; the rules are checked together by `availabilityProblems`. */
export const availabilityCreateSchema = z.object({
  office: requestString().trim().max(36).default(''),
  date: day.default(''),
  start_time: time.default(''),
  end_time: time.default(''),
  slot_duration_minutes: z.union([z.literal(5), z.literal(10), z.literal(15)], { error: 'Slot duration is 5, 10 or 15 minutes' }).default(15),
  break_times: z
    .array(z.object({ start_time: time.default(''), end_time: time.default(''), description: requestString().max(100).default('') }))
    .max(10)
    .default([]),
  notes: requestString().default(''),
  repeat: z.enum(AVAILABILITY_REPEATS, { error: 'Repeat is none, daily, weekly or weekdays' }).default('none'),
  days_of_week: z.array(z.number().int().min(0).max(6)).max(7).default([]),
  end_date: day.default(''),
});
export type AvailabilityCreate = z.infer<typeof availabilityCreateSchema>;

/** Minutes since midnight of an HH:mm time, or null. */
export function minutesOf(time: string): number | null {
  const m = /^(\d{2}):(\d{2})$/.exec(time);
  if (!m) return null;
  const [h, min] = [Number(m[1]), Number(m[2])];
  return h < 24 && min < 60 ? h * 60 + min : null;
}

export function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

const onPicker = (minutes: number) => minutes >= FIRST_PICKER_HOUR * 60 && minutes <= LAST_PICKER_HOUR * 60 + 55 && minutes % PICKER_MINUTE_STEP === 0;

/** Every rule of the availability form the input breaks, in the form's order (checked again by the server). */
export function availabilityProblems(input: AvailabilityCreate, today: string): string[] {
  const M = AVAILABILITY_MESSAGES;
  const problems: string[] = [];
  if (!input.office) problems.push(M.office);
  if (!input.date) problems.push(M.date);
  else if (!parseIsoDate(input.date)) problems.push(M.date);
  else if (input.date < today) problems.push(M.pastDate);
  const start = input.start_time ? minutesOf(input.start_time) : null;
  const end = input.end_time ? minutesOf(input.end_time) : null;
  if (!input.start_time || start === null) problems.push(M.startTime);
  if (!input.end_time || end === null) problems.push(M.endTime);
  if (start !== null && end !== null) {
    if (!onPicker(start) || !onPicker(end)) problems.push(M.pickerTime);
    if (end <= start) problems.push(M.endAfterStart);
    else if (end - start < MIN_AVAILABILITY_MINUTES) problems.push(M.minDuration);
    else if (end - start > MAX_AVAILABILITY_MINUTES) problems.push(M.maxDuration);
    const badBreak = input.break_times.some((b) => {
      const [bs, be] = [minutesOf(b.start_time), minutesOf(b.end_time)];
      return bs === null || be === null || be <= bs || bs < start || be > end;
    });
    if (badBreak) problems.push(M.breakTimes);
  }
  if (input.repeat === 'weekly' && input.days_of_week.length === 0) problems.push(M.daysOfWeek);
  if (input.repeat !== 'none') {
    const startDay = parseIsoDate(input.date) ? input.date : null;
    if (!input.end_date || !parseIsoDate(input.end_date)) problems.push(M.endDate);
    else if (startDay && input.end_date <= startDay) problems.push(M.endDateAfterStart);
    else if (startDay && input.end_date > addDays(startDay, MAX_REPEAT_DAYS)) problems.push(M.repeatTooLong);
  }
  if (input.notes.length > AVAILABILITY_NOTES_MAX) problems.push(M.notes);
  return problems;
}

/** The days a create covers: the date alone, or every day / chosen weekday / weekday up to the end date. */
export function availabilityDays(input: Pick<AvailabilityCreate, 'date' | 'repeat' | 'days_of_week' | 'end_date'>): string[] {
  if (input.repeat === 'none') return [input.date];
  const wanted = input.repeat === 'daily' ? [0, 1, 2, 3, 4, 5, 6] : input.repeat === 'weekdays' ? WEEKDAYS : input.days_of_week;
  const days: string[] = [];
  for (let d = input.date; d <= input.end_date; d = addDays(d, 1)) {
    if (wanted.includes(parseIsoDate(d)!.getDay())) days.push(d);
  }
  return days;
}

/** The segments of a day's availability around its breaks (sorted by start); segments under 5 minutes are dropped. */
export function segmentsAroundBreaks(
  startTime: string,
  endTime: string,
  breaks: ReadonlyArray<{ start_time: string; end_time: string }>,
): Array<{ start_time: string; end_time: string }> {
  const sorted = [...breaks].map((b) => [minutesOf(b.start_time)!, minutesOf(b.end_time)!] as const).sort((a, b) => a[0] - b[0]);
  const segments: Array<[number, number]> = [];
  let cursor = minutesOf(startTime)!;
  const end = minutesOf(endTime)!;
  for (const [bs, be] of sorted) {
    if (bs > cursor) segments.push([cursor, Math.min(bs, end)]);
    cursor = Math.max(cursor, be);
  }
  if (end > cursor) segments.push([cursor, end]);
  return segments.filter(([s, e]) => e - s >= MIN_AVAILABILITY_MINUTES).map(([s, e]) => ({ start_time: timeOf(s), end_time: timeOf(e) }));
}

/** The answer of a create: how many availabilities were made, how many failed and why. */
export interface AvailabilityCreateAnswer {
  created: number;
  failed: number;
  reasons: string[];
  /** How many breaks split each day (for the "split around N break time(s)" message). */
  breaks: number;
}

/** How many days one slots request may cover. */
export const MAX_SLOT_RANGE_DAYS = 62;

const isoDay = requestString().refine((v) => parseIsoDate(v) !== null, 'Dates are YYYY-MM-DD');

/** Query of `GET /admin/appointment-slots/availability/`: one office or all, from one day to another. */
export const slotsQuerySchema = z
  .object({
    office_uuid: z.uuid({ error: 'office_uuid must be an office id' }).optional(),
    start_date: isoDay,
    end_date: isoDay,
  })
  .superRefine((q, ctx) => {
    // Zod runs this even when a date above was refused: judge only two real dates.
    if (!parseIsoDate(q.start_date) || !parseIsoDate(q.end_date)) return;
    if (q.end_date < q.start_date) ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'end_date must not be before start_date' });
    else if (q.end_date > addDays(q.start_date, MAX_SLOT_RANGE_DAYS))
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: `At most ${MAX_SLOT_RANGE_DAYS} days at once` });
  });

export interface OfficeSlot {
  start_time: string;
  end_time: string;
  is_available: boolean;
  availability_uuid: string;
}

/** Slots keyed by office name, each office with its details and a map of day to slots in time order. */
export type OfficeAvailability = Record<
  string,
  { uuid: string; name: string; code: string; address: string; phone: string; timezone: string; dates: Record<string, OfficeSlot[]> }
>;

/** `POST /admin/appointment-slots/admin-lookup-applicants/`: the e-mails typed in step 1. */
export const adminLookupSchema = z.object({
  emails: z
    .array(requestString().trim().toLowerCase().max(254).regex(EMAIL_PATTERN, 'Enter e-mail addresses separated by commas'))
    .min(1, 'Enter at least one e-mail address')
    .max(20, 'At most 20 e-mail addresses at once'),
});

/** `POST /admin/appointment-slots/admin-book/` (step 3). */
export const adminBookSchema = z.object({
  applicant_uuids: z
    .array(z.uuid({ error: 'Applicant ids are uuids' }))
    .min(1, 'Please select at least one applicant.')
    .max(20),
  office_uuid: z.uuid({ error: 'Please fill in all required fields.' }),
  appointment_date: requestString({ error: 'Please fill in all required fields.' }).refine(
    (v) => parseIsoDate(v) !== null,
    'Please fill in all required fields.',
  ),
  start_time: requestString({ error: 'Please fill in all required fields.' }).regex(/^\d{2}:\d{2}$/, 'Please fill in all required fields.'),
});

export const BOOKING_MESSAGES = {
  booked: (n: number) => `Appointment booked successfully for ${n} applicant(s)!`,
  pastDate: 'Cannot select past dates',
  /** public-site.md 9: appointments must be within 2 weeks after lab collection. Not worded by the spec. */
  afterLabWindow: (name: string, last: string) => `${name}'s appointment must be on or before ${last}, 14 days after the Quantiferon collection.`,
  notBookable: (name: string, reason: string) => `${name} cannot be booked: ${reason}`,
} as const;

/** Appointment statuses (booking-leads-calendar.md 4). */
export const APPOINTMENT_STATUSES = ['booked', 'completed', 'cancelled', 'no_show'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
/** The reason a cancel from the calendar sends. */
export const DOCTOR_CANCEL_REASON = 'Cancelled by doctor';

/** An appointment as the calendar shows it (booking-leads-calendar.md 3 "Appointment slot"). */
export interface AppointmentSlot {
  uuid: string;
  applicant_name: string;
  all_applicant_names: string[];
  appointment_date: string;
  start_time: string;
  end_time: string;
  status: AppointmentStatus;
  office: string;
  office_uuid: string;
  office_name: string;
  office_address: string;
  /** Its people in the order of `all_applicant_names`. Not in the spec: the dialog's way to reach them. */
  applicants: AppointmentPerson[];
}

/** A person of an appointment: how to reach them, their lead and their I-693 applications. */
export interface AppointmentPerson {
  uuid: string;
  name: string;
  /** The applicant's own phone and e-mail, else the lead's (either may be empty). */
  phone: string;
  email: string;
  /** The lead's e-mail, which the Leads screen searches. */
  lead_email: string;
  /** Their active I-693 applications, and the text the staff list finds them by (null with none). */
  i693_count: number;
  i693_search: string | null;
}

/** Query of `GET /admin/appointment-slots/`: a week (or any range up to 62 days) from `start_date`. */
export const appointmentSlotsQuerySchema = z.object({
  office_uuid: z.uuid({ error: 'office_uuid must be an office id' }).optional(),
  start_date: isoDay,
  end_date: isoDay.optional(),
});

export const cancelAppointmentSchema = z.object({ reason: requestString().trim().max(200).default(DOCTOR_CANCEL_REASON) });

export const postponeAppointmentSchema = z.object({
  new_date: requestString({ error: 'Choose the new date and time' }).refine((v) => parseIsoDate(v) !== null, 'Choose the new date and time'),
  new_time: requestString({ error: 'Choose the new date and time' }).regex(/^\d{2}:\d{2}$/, 'Choose the new date and time'),
  new_office_uuid: z.uuid({ error: 'new_office_uuid must be an office id' }).optional(),
});

export const APPOINTMENT_MESSAGES = {
  cancelled: 'Appointment cancelled successfully',
  postponed: 'Appointment postponed successfully',
  completed: 'Appointment marked as completed',
  noShow: 'Appointment marked as no-show',
  /** Not worded by the spec. */
  notBooked: 'Only a booked appointment can be changed.',
} as const;

/** An availability as the calendar reads it (booking-leads-calendar.md 3). */
export interface Availability {
  uuid: string;
  office: string;
  office_name: string;
  date: string;
  start_time: string;
  end_time: string;
  slot_duration_minutes: number;
  notes: string;
  is_available: boolean;
  /** Breaks split an availability when it is made, so a stored one has none. */
  break_times: Array<{ start_time: string; end_time: string; description: string }>;
}

/** Query of `GET /admin/availability/`: a week from `start_date` (Monday-aligned by the screen), one office or all. */
export const availabilityListQuerySchema = z.object({
  office_uuid: z.uuid({ error: 'office_uuid must be an office id' }).optional(),
  start_date: isoDay,
  page: z.coerce.number({ error: 'page must be a number' }).int().min(1).max(1000).default(1),
});

export const AVAILABILITY_CHANGE_MESSAGES = {
  updated: 'Availability updated successfully',
  deleted: 'Availability deleted successfully',
  cannotEdit: 'Cannot edit this availability',
  cannotDelete: 'Cannot delete this availability',
} as const;
