import { z } from 'zod';
import { MESSAGE_CODES } from '../api-error';
import type { OfficeAvailability, OfficeSlot } from '../availability';
import { BOOKING_STATUSES, type ApplicantsByReadiness, type BookableApplicant, type CompletionStatus } from '../booking-readiness';
import { BOOKING_MODES } from '../public-booking';
import type {
  AppointmentApplicantAnswer,
  AppointmentMember,
  BookingByCode,
  BookingCodeRequestAnswer,
  BookingCodeStatus,
  BookingCodeVerifyAnswer,
  LookupApplicantsAnswer,
  LookupCodeRequestAnswer,
  LookupResult,
  MyBookingData,
  PublicAppointment,
  PublicBookAnswer,
  PublicBookingApplicant,
  UnmatchedI693,
} from '../public-booking';
import { officeFields } from './calendar';
import { replyOf } from './reply';

/* Replies of the public one-time-code booking and of the staff booking lookup. */

const completionStatus = replyOf<CompletionStatus>()(
  z.object({ pending_vaccines: z.array(z.string()), pending_labs: z.array(z.string()), xray_pending: z.boolean() }),
);

const bookableFields = {
  status: z.enum(BOOKING_STATUSES),
  ready_for_booking: z.boolean(),
  reason: z.string(),
  completion_status: completionStatus,
  uuid: z.string(),
  first_name: z.string(),
  middle_name: z.string(),
  last_name: z.string(),
  dob: z.string().nullable(),
  email: z.string(),
  message: z.string(),
  appointment_date: z.string().nullable(),
  appointment_office: z.string().nullable(),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  quantiferon_collected_on: z.string().nullable(),
};

export const bookableApplicantSchema = replyOf<BookableApplicant>()(z.object(bookableFields));

export const applicantsByReadinessSchema = replyOf<ApplicantsByReadiness>()(
  z.object({
    bookable_applicants: z.array(bookableApplicantSchema),
    already_booked: z.array(bookableApplicantSchema),
    pending_requirements: z.array(bookableApplicantSchema),
    pending_i693_form: z.array(bookableApplicantSchema),
  }),
);

const publicChecklistItem = z.object({ name: z.string(), description: z.string(), status: z.enum(['pending', 'done']), is_optional: z.boolean() });

const publicApplicant = replyOf<PublicBookingApplicant>()(
  z.object({
    ...bookableFields,
    age: z.number().nullable(),
    is_primary: z.boolean(),
    appointment_uuid: z.string().nullable(),
    current_checklist: z.object({ vaccines: z.array(publicChecklistItem), lab_tests: z.array(publicChecklistItem) }),
  }),
);

const applicantGroups = {
  bookable_applicants: z.array(publicApplicant),
  already_booked: z.array(publicApplicant),
  pending_requirements: z.array(publicApplicant),
  pending_i693_form: z.array(publicApplicant),
};

const officeSlot = replyOf<OfficeSlot>()(z.object({ start_time: z.string(), end_time: z.string(), is_available: z.boolean(), availability_uuid: z.string() }));

export const officeAvailabilitySchema = replyOf<OfficeAvailability>()(
  z.record(
    z.string(),
    z.object({
      ...officeFields,
      dates: z.record(z.string(), z.array(officeSlot)),
    }),
  ),
);

const appointmentMember = replyOf<AppointmentMember>()(
  z.object({
    uuid: z.string(),
    first_name: z.string(),
    middle_name: z.string(),
    last_name: z.string(),
    age: z.number().nullable(),
    is_primary: z.boolean(),
    can_remove: z.boolean(),
  }),
);

const appointmentFields = {
  uuid: z.string(),
  status: z.literal('booked'),
  appointment_date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  office: z.string(),
  office_uuid: z.string(),
  office_code: z.string(),
  office_address: z.string(),
  office_phone: z.string(),
  total_applicants: z.number().int(),
  applicants: z.array(appointmentMember),
  i693_applicants: z.array(z.object({ uuid: z.string(), applicant_uuid: z.string(), first_name: z.string(), middle_name: z.string(), last_name: z.string() })),
};

const publicAppointment = replyOf<PublicAppointment>()(z.object(appointmentFields));

const unmatchedI693 = replyOf<UnmatchedI693>()(
  z.object({ uuid: z.string(), first_name: z.string(), middle_name: z.string(), last_name: z.string(), dob: z.string() }),
);

export const bookingCodeRequestReplySchema = replyOf<BookingCodeRequestAnswer>()(
  z.object({ success: z.literal(true), message: z.string(), expires_in_minutes: z.number() }),
);

export const bookingCodeStatusReplySchema = replyOf<BookingCodeStatus>()(
  z.object({
    email: z.string(),
    has_active_code: z.boolean(),
    expires_in_seconds: z.number(),
    can_resend: z.boolean(),
    resend_in_seconds: z.number(),
  }),
);

export const bookingCodeVerifyReplySchema = replyOf<BookingCodeVerifyAnswer>()(
  z.object({
    success: z.literal(true),
    access_token: z.string(),
    email: z.string(),
    expires_in_minutes: z.number(),
    applicants: z.array(publicApplicant),
    message: z.string(),
  }),
);

export const lookupApplicantsReplySchema = replyOf<LookupApplicantsAnswer>()(
  z.object({ email: z.string(), total_applicants: z.number().int(), total_bookable: z.number().int(), can_request_code: z.boolean() }),
);

export const lookupCodeRequestReplySchema = replyOf<LookupCodeRequestAnswer>()(
  z.object({ success: z.literal(true), lookup_email: z.string(), expires_in_minutes: z.number(), message: z.string() }),
);

export const lookupResultReplySchema = replyOf<LookupResult>()(
  z.object({
    ...applicantGroups,
    success: z.literal(true),
    lookup_email: z.string(),
    email: z.string(),
    expires_in_minutes: z.number(),
    ready_applicants: z.array(publicApplicant),
    total_bookable: z.number().int(),
    total_pending: z.number().int(),
    summary: z.object({
      ready_to_book: z.number().int(),
      pending_requirements: z.number().int(),
      pending_i693_form: z.number().int(),
      already_booked: z.number().int(),
    }),
    message: z.string(),
  }),
);

export const myBookingDataReplySchema = replyOf<MyBookingData>()(
  z.object({
    ...applicantGroups,
    email: z.string(),
    unmatched_i693: z.array(unmatchedI693),
    availability: officeAvailabilitySchema,
    mode: z.enum(BOOKING_MODES),
    booking: publicAppointment.nullable(),
    has_appointments: z.boolean(),
    existing_appointments: z.array(publicAppointment),
    max_applicants_per_appointment: z.number().int(),
    message: z.string(),
    message_code: z.enum([MESSAGE_CODES.bookingLoaded, MESSAGE_CODES.appointmentLoaded]),
  }),
);

export const publicBookReplySchema = replyOf<PublicBookAnswer>()(
  z.object({ success: z.literal(true), message: z.string(), appointment_uuid: z.string(), appointment: publicAppointment }),
);

export const appointmentApplicantReplySchema = replyOf<AppointmentApplicantAnswer>()(
  z.object({ success: z.literal(true), message: z.string(), appointment: publicAppointment }),
);

export const bookingByCodeReplySchema = replyOf<BookingByCode>()(
  z.object({
    ...appointmentFields,
    email: z.string(),
    access_token: z.string(),
    expires_in_minutes: z.number(),
    max_applicants_per_appointment: z.number().int(),
    message: z.string(),
  }),
);

export const adminLookupReplySchema = replyOf<{ applicants_by_email: Record<string, ApplicantsByReadiness> }>()(
  z.object({ applicants_by_email: z.record(z.string(), applicantsByReadinessSchema) }),
);
