import { z } from 'zod';
import { APPOINTMENT_STATUSES, type AppointmentPerson, type AppointmentSlot, type Availability, type AvailabilityCreateAnswer } from '../availability';
import { CALENDAR_LOG_ACTIONS, CALENDAR_LOG_STATUSES, type CalendarLog, type CalendarLogSummary, type OfficeIcsUrl } from '../calendar-logs';
import type { Office } from '../offices';
import type { Paginated } from '../payments';
import { isoInstant, pageOf, replyOf } from './reply';

/* Replies of the doctor availability screen: offices, availabilities, appointments, calendar logs. */

/** An office as every reply names it (the booking screens' slots list them too). */
export const officeFields = {
  uuid: z.string(),
  name: z.string(),
  code: z.string(),
  address: z.string(),
  phone: z.string(),
  timezone: z.string(),
};

export const officeReplySchema = replyOf<Office>()(
  z.object({
    ...officeFields,
    default_slot_duration_minutes: z.number().int(),
  }),
);

export const availabilityCreateReplySchema = replyOf<AvailabilityCreateAnswer>()(
  z.object({ created: z.number().int(), failed: z.number().int(), reasons: z.array(z.string()), breaks: z.number().int() }),
);

const availability = replyOf<Availability>()(
  z.object({
    uuid: z.string(),
    office: z.string(),
    office_name: z.string(),
    date: z.string(),
    start_time: z.string(),
    end_time: z.string(),
    slot_duration_minutes: z.number().int(),
    notes: z.string(),
    is_available: z.boolean(),
    break_times: z.array(z.object({ start_time: z.string(), end_time: z.string(), description: z.string() })),
  }),
);

export const availabilityPageReplySchema = replyOf<Paginated<Availability>>()(pageOf(availability));

/** A slot of one availability (`GET /admin/availability/{id}/slots/`). */
export const availabilitySlotReplySchema = z.object({
  availability_uuid: z.string(),
  office_uuid: z.string(),
  /** The office's local day and clock times. */
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  /** A live (not cancelled) appointment covers it. */
  is_booked: z.boolean(),
});
export type AvailabilitySlot = z.infer<typeof availabilitySlotReplySchema>;

const appointmentPerson = replyOf<AppointmentPerson>()(
  z.object({
    uuid: z.string(),
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    lead_email: z.string(),
    i693_count: z.number().int(),
    i693_search: z.string().nullable(),
  }),
);

export const appointmentSlotReplySchema = replyOf<AppointmentSlot>()(
  z.object({
    uuid: z.string(),
    applicant_name: z.string(),
    all_applicant_names: z.array(z.string()),
    appointment_date: z.string(),
    start_time: z.string(),
    end_time: z.string(),
    status: z.enum(APPOINTMENT_STATUSES),
    office: z.string(),
    office_uuid: z.string(),
    office_name: z.string(),
    office_address: z.string(),
    applicants: z.array(appointmentPerson),
  }),
);

export const adminBookReplySchema = replyOf<{ msg: string; appointment_uuid: string }>()(z.object({ msg: z.string(), appointment_uuid: z.string() }));

const calendarLog = replyOf<CalendarLog>()(
  z.object({
    uuid: z.string(),
    created_on: isoInstant,
    patient_name: z.string().nullable(),
    office_name: z.string().nullable(),
    appointment_date: z.string().nullable(),
    appointment_time: z.string().nullable(),
    action: z.enum(CALENDAR_LOG_ACTIONS),
    status: z.enum(CALENDAR_LOG_STATUSES),
    google_event_id: z.string().nullable(),
    error_message: z.string().nullable(),
  }),
);

export const calendarLogPageReplySchema = replyOf<Paginated<CalendarLog>>()(pageOf(calendarLog));

export const calendarLogSummaryReplySchema = replyOf<CalendarLogSummary>()(
  z.object({
    total_events: z.number().int(),
    successful_events: z.number().int(),
    failed_events: z.number().int(),
    actions: z.object({ created: z.number().int(), updated: z.number().int(), cancelled: z.number().int() }),
  }),
);

export const officeIcsUrlReplySchema = replyOf<OfficeIcsUrl>()(z.object({ url: z.string() }));
