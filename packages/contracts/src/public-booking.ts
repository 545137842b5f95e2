import { z } from 'zod';
import type { MESSAGE_CODES } from './api-error';
import type { OfficeAvailability } from './availability';
import type { BookableApplicant, BookingStatus } from './booking-readiness';
import type { Checklist } from './leads';
import { clientLanguageSchema } from './client-language';
import { oneTimeCodeSchema } from './one-time-codes';
import { EMAIL_PATTERN } from './public-forms';
import { requestString } from './request-text';
import { parseIsoDate } from './requirements';

/**
 * Public one-time-code booking (booking-leads-calendar.md 2 "Public booking landing" and "Public
 * scheduling page", 3, 5, 7, 8): the calls' bodies, answers, messages and rules, shared by
 * svc-core and mfe-booking.
 */

/** How long a booking token (audience `booking`, bound to one e-mail) opens the booking calls. */
export const BOOKING_TOKEN_TTL_SECONDS = 60 * 60;

/** Applicants one appointment may hold when BOOKING_MAX_APPLICANTS is not set (the spec's server setting). */
export const DEFAULT_MAX_APPLICANTS_PER_APPOINTMENT = 6;

/** Days of slots the scheduling page is offered, from today. */
export const PUBLIC_AVAILABILITY_DAYS = 30;

/** Resend Code is allowed once this many seconds or fewer remain of the code (booking-leads-calendar.md 9). */
export const RESEND_ALLOWED_AT_SECONDS = 240;

/** The booking modes of the scheduling page. */
export const BOOKING_MODES = ['new_booking', 'appointment_editing'] as const;
export type BookingMode = (typeof BOOKING_MODES)[number];

/** The `error` codes of the booking calls that the page turns into its own texts. */
export const PUBLIC_BOOKING_ERRORS = {
  slotTaken: 'SLOT_TAKEN',
  alreadyAdded: 'already_added',
  alreadyBooked: 'already_booked',
  cannotRemovePrimary: 'cannot_remove_primary',
  notInAppointment: 'applicant_not_in_appointment',
  notBookable: 'NOT_BOOKABLE',
  tooManyApplicants: 'too_many_applicants',
  notReachable: 'not_reachable',
} as const;

export const PUBLIC_BOOKING_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  /** Not worded by the spec. */
  codeSent: 'A verification code has been sent to your email address.',
  /** Landing, zero applicants. */
  noApplicants: 'No applicants found for this email address.',
  /** Landing, applicants none of whom can be booked (the reasons are listed under it by the page). */
  noAppointments: 'No appointments available for this email address. Please check your email or contact support.',
  invalidCode: 'Invalid verification code',
  tooManyVerifications: 'Too many verification attempts. Please try again later.',
  tooManyRequests: 'Too many requests. Please try again later.',
  /** The landing's step 3 title. */
  verified: 'Verification Successful',
  bookingLoaded: 'Your booking information has been loaded.',
  appointmentLoaded: 'Your appointment details have been loaded successfully.',
  noBookingInformation: 'No booking information found for your email address.',
  slotNotAvailable: 'This time slot is not available',
  booked: 'Appointment booked successfully! You will receive a confirmation email shortly.',
  maxApplicants: (n: number) => `Maximum ${n} applicants allowed per appointment`,
  lookupNoApplicants: 'No applicants found for this email address',
  lookupTooManyRequests: 'Too many requests. Please try again later',
  lookupTooManyAttempts: 'Too many attempts. Please try again later',
  /** Not worded by the spec. */
  lookupCodeSent: (email: string) => `A verification code has been sent to ${email}.`,
  /** Not worded by the spec. */
  lookupLoaded: (email: string) => `Applicants of ${email} have been added to your booking session.`,
  alreadyAdded: 'This applicant is already in the appointment',
  alreadyBooked: 'This applicant already has another appointment',
  cannotRemovePrimary: 'Cannot remove the primary applicant from the appointment',
  notInAppointment: 'This applicant is not in the appointment',
  /** Not worded by the spec. */
  applicantAdded: 'The applicant has been added to the appointment.',
  applicantRemoved: 'The applicant has been removed from the appointment.',
  notReachable: 'This applicant cannot be booked from your booking session. Verify their email address first.',
  appointmentNotFound: 'This appointment was not found.',
  appointmentStarted: 'This appointment can no longer be changed.',
  linkNotValid: 'This booking link is no longer valid.',
} as const;

/**
 * Why an e-mail's applicants cannot be booked (`details.reasons` of the landing's 404), one line per
 * kind of hold-up. Deliberately without names, dates or health details: anyone can type an address.
 * Not worded by the spec.
 */
export const NOT_BOOKABLE_REASONS: Record<Exclude<BookingStatus, 'bookable'>, (n: number) => string> = {
  already_booked: (n) => `${n} applicant(s) already have an appointment.`,
  pending_requirements: (n) => `${n} applicant(s) still have vaccines, lab tests or an x-ray to complete.`,
  pending_i693_form: (n) => `${n} applicant(s) still need to send the I-693 form.`,
};

const bookingEmail = requestString({ error: PUBLIC_BOOKING_MESSAGES.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, { error: PUBLIC_BOOKING_MESSAGES.emailRequired, abort: true })
  .max(254, PUBLIC_BOOKING_MESSAGES.emailInvalid)
  .regex(EMAIL_PATTERN, PUBLIC_BOOKING_MESSAGES.emailInvalid);

const isoDay = (message: string) => requestString({ error: message }).refine((v) => parseIsoDate(v) !== null, message);
const fields = 'Please fill in all required fields.';

/** `POST /booking/request-otp/` (`language` is not in the spec: the landing's language, for the code e-mail). */
export const bookingCodeRequestSchema = z.object({ email: bookingEmail, language: clientLanguageSchema });
/** `POST /booking/verify-otp/`. */
export const bookingCodeVerifySchema = z.object({ email: bookingEmail, otp_code: oneTimeCodeSchema });
/** `GET /booking/otp-status/?email=`. */
export const bookingCodeStatusQuerySchema = z.object({ email: bookingEmail });
/** `GET /booking/lookup-applicants/?email=`. */
export const bookingLookupApplicantsQuerySchema = z.object({ email: bookingEmail });
/** `POST /booking/lookup-request-otp/` (`language`, not in the spec: the page's language, for the code e-mail). */
export const lookupCodeRequestSchema = z.object({ lookup_email: bookingEmail, language: clientLanguageSchema });
/** `POST /booking/lookup-verify-otp/`. */
export const lookupCodeVerifySchema = z.object({ lookup_email: bookingEmail, otp_code: oneTimeCodeSchema });

/** `GET /booking/my-booking-data/?booking=<appointment uuid>`: the booking to edit, if any. */
export const myBookingDataQuerySchema = z.object({
  booking: z
    .uuid({ error: 'booking must be an appointment id' })
    .transform((v) => v.toLowerCase())
    .optional(),
});

/** `GET /booking/{code}/availability/`: one office or all, by default the next PUBLIC_AVAILABILITY_DAYS days. */
export const bookingAvailabilityQuerySchema = z.object({
  office_uuid: z.uuid({ error: 'office_uuid must be an office id' }).optional(),
  start_date: isoDay('Dates are YYYY-MM-DD').optional(),
  end_date: isoDay('Dates are YYYY-MM-DD').optional(),
});

/** `POST /booking/book/` and `POST /booking/{code}/book/`: the group, the first applicant primary. */
export const publicBookSchema = z.object({
  applicant_uuids: z
    .array(z.uuid({ error: 'Applicant ids are uuids' }).transform((v) => v.toLowerCase()))
    .min(1, 'Please select at least one applicant.')
    .max(100, 'Too many applicants'),
  office_uuid: z.uuid({ error: fields }),
  appointment_date: isoDay(fields),
  start_time: requestString({ error: fields }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, fields),
  /** Not in the spec: the page's language, that the appointment's e-mails are written in. */
  language: clientLanguageSchema,
});
export type PublicBookRequest = z.output<typeof publicBookSchema>;

/** `POST /booking/{id}/add-applicant/` and `/remove-applicant/`. */
export const appointmentApplicantSchema = z.object({
  applicant_uuid: z.uuid({ error: 'applicant_uuid must be an applicant id' }).transform((v) => v.toLowerCase()),
});

/**
 * The personal code of a confirmation e-mail's link `/booking/{code}`: 32 random bytes, base64url.
 * Never a uuid, so the page can tell `/booking/{code}` from `/booking/{bookingUuid}`.
 */
export const PERSONAL_BOOKING_CODE = /^[A-Za-z0-9_-]{43}$/;
export const isPersonalBookingCode = (text: string): boolean => PERSONAL_BOOKING_CODE.test(text);
export const personalBookingPath = (code: string): string => `/booking/${code}`;

/** A checklist item as the client sees it: status pending unless done. */
export interface PublicChecklistItem {
  name: string;
  description: string;
  status: 'pending' | 'done';
  is_optional: boolean;
}

/** An applicant as the public booking shows them (booking-leads-calendar.md 3 "Applicant (public booking)"). */
export interface PublicBookingApplicant extends BookableApplicant {
  age: number | null;
  /** The primary applicant of the booked appointment they are in. */
  is_primary: boolean;
  /** The booked appointment they are in, if any. */
  appointment_uuid: string | null;
  current_checklist: { vaccines: PublicChecklistItem[]; lab_tests: PublicChecklistItem[] };
}

/** An e-mail's applicants sorted by booking readiness. */
export interface PublicApplicantGroups {
  bookable_applicants: PublicBookingApplicant[];
  already_booked: PublicBookingApplicant[];
  pending_requirements: PublicBookingApplicant[];
  pending_i693_form: PublicBookingApplicant[];
}

export const GROUP_OF_STATUS: Record<BookingStatus, keyof PublicApplicantGroups> = {
  bookable: 'bookable_applicants',
  already_booked: 'already_booked',
  pending_requirements: 'pending_requirements',
  pending_i693_form: 'pending_i693_form',
};

/** An I-693 form sent from the e-mail that no applicant is matched to yet. */
export interface UnmatchedI693 {
  uuid: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  dob: string;
}

/** A person in an appointment, as its edit mode lists them. */
export interface AppointmentMember {
  uuid: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  age: number | null;
  is_primary: boolean;
  /** This session may remove them (never the primary). */
  can_remove: boolean;
}

/** A booked appointment as the public booking shows it ("Booking in edit mode", "existing_appointments"). */
export interface PublicAppointment {
  uuid: string;
  status: 'booked';
  /** The office's local day and times. */
  appointment_date: string;
  start_time: string;
  end_time: string;
  /** The office's name. */
  office: string;
  office_uuid: string;
  office_code: string;
  office_address: string;
  office_phone: string;
  total_applicants: number;
  applicants: AppointmentMember[];
  /** The I-693 applications of its applicants. */
  i693_applicants: Array<{ uuid: string; applicant_uuid: string; first_name: string; middle_name: string; last_name: string }>;
}

export interface BookingCodeRequestAnswer {
  success: true;
  message: string;
  expires_in_minutes: number;
}

/** `details` of the request-otp 404. */
export interface NotBookableDetails {
  reasons: string[];
  total_applicants: number;
}

export interface BookingCodeStatus {
  email: string;
  has_active_code: boolean;
  /** 0 without an active code. */
  expires_in_seconds: number;
  can_resend: boolean;
  /** Seconds until a new code may be asked for (0 when can_resend). */
  resend_in_seconds: number;
}

export interface BookingCodeVerifyAnswer {
  success: true;
  access_token: string;
  email: string;
  /** How long the access token works. */
  expires_in_minutes: number;
  applicants: PublicBookingApplicant[];
  message: string;
}

export interface LookupApplicantsAnswer {
  email: string;
  total_applicants: number;
  total_bookable: number;
  /** `POST /booking/request-otp/` would send a code. */
  can_request_code: boolean;
}

export interface LookupCodeRequestAnswer {
  success: true;
  lookup_email: string;
  expires_in_minutes: number;
  message: string;
}

export interface LookupSummary {
  ready_to_book: number;
  pending_requirements: number;
  pending_i693_form: number;
  already_booked: number;
}

/** booking-leads-calendar.md 3 "Lookup result". */
export interface LookupResult extends PublicApplicantGroups {
  success: true;
  lookup_email: string;
  /** The e-mail the session was verified with. */
  email: string;
  /** How long the session (and with it this lookup) lasts. */
  expires_in_minutes: number;
  /** The same applicants as bookable_applicants. */
  ready_applicants: PublicBookingApplicant[];
  total_bookable: number;
  total_pending: number;
  summary: LookupSummary;
  message: string;
}

/** booking-leads-calendar.md 3 "My booking data". */
export interface MyBookingData extends PublicApplicantGroups {
  email: string;
  unmatched_i693: UnmatchedI693[];
  availability: OfficeAvailability;
  mode: BookingMode;
  /** The appointment being edited (mode appointment_editing), else null. */
  booking: PublicAppointment | null;
  has_appointments: boolean;
  existing_appointments: PublicAppointment[];
  max_applicants_per_appointment: number;
  message: string;
  /** What `message` says, for the page to say it in its own words. */
  message_code: typeof MESSAGE_CODES.bookingLoaded | typeof MESSAGE_CODES.appointmentLoaded;
}

export interface PublicBookAnswer {
  success: true;
  message: string;
  appointment_uuid: string;
  appointment: PublicAppointment;
}

export interface AppointmentApplicantAnswer {
  success: true;
  message: string;
  appointment: PublicAppointment;
}

/** `GET /booking/{code}/`: the booking of a personal link, and a booking token for the e-mail it was sent to. */
export interface BookingByCode extends PublicAppointment {
  email: string;
  access_token: string;
  expires_in_minutes: number;
  max_applicants_per_appointment: number;
  message: string;
}

/** The checklist as the client sees it (a missing status counts as pending). */
export function publicChecklist(checklist: Partial<Checklist> | null | undefined): PublicBookingApplicant['current_checklist'] {
  const items = (list: Checklist['vaccines'] | undefined) =>
    (list ?? []).map((item) => ({
      name: item.name,
      description: item.description ?? '',
      status: item.status === 'done' ? ('done' as const) : ('pending' as const),
      is_optional: Boolean(item.is_optional),
    }));
  return { vaccines: items(checklist?.vaccines), lab_tests: items(checklist?.lab_tests) };
}

/** Applicants sorted into the four groups, in their order. */
export function groupApplicants(applicants: readonly PublicBookingApplicant[]): PublicApplicantGroups {
  const groups: PublicApplicantGroups = { bookable_applicants: [], already_booked: [], pending_requirements: [], pending_i693_form: [] };
  for (const applicant of applicants) groups[GROUP_OF_STATUS[applicant.status]].push(applicant);
  return groups;
}

export function lookupSummary(groups: PublicApplicantGroups): LookupSummary {
  return {
    ready_to_book: groups.bookable_applicants.length,
    pending_requirements: groups.pending_requirements.length,
    pending_i693_form: groups.pending_i693_form.length,
    already_booked: groups.already_booked.length,
  };
}

/** The landing's 404 reasons: one line per kind of hold-up with its count. */
export function notBookableReasons(groups: PublicApplicantGroups): string[] {
  const counts: Array<[keyof typeof NOT_BOOKABLE_REASONS, number]> = [
    ['already_booked', groups.already_booked.length],
    ['pending_requirements', groups.pending_requirements.length],
    ['pending_i693_form', groups.pending_i693_form.length],
  ];
  return counts.filter(([, n]) => n > 0).map(([status, n]) => NOT_BOOKABLE_REASONS[status](n));
}

/** Seconds until Resend Code is allowed for a code with `expiresInSeconds` left (0: now). */
export function secondsUntilResend(expiresInSeconds: number): number {
  return Math.max(0, expiresInSeconds - RESEND_ALLOWED_AT_SECONDS);
}
