import type {
  AppointmentApplicantAnswer,
  BookingByCode,
  LookupCodeRequestAnswer,
  LookupResult,
  MyBookingData,
  PublicBookAnswer,
  PublicBookRequest,
} from '@clinic/contracts';
import { api, bookingApi, pageLanguage } from '@clinic/platform';

/*
 * The booking service calls of the scheduling page and edit mode (booking-leads-calendar.md 7 "Public
 * booking"). bookingApi sends the booking token and ends the booking session on 401/403 with
 * TOKEN_EXPIRED; add and remove applicant end it on 401 only (spec 8 "Booking service calls").
 */
const MEMBER_CHANGE = { expireOn: [401] } as const;

/** The client's applicants, offices and slots; with `bookingUuid`, that appointment in edit mode. */
export function loadMyBookingData(bookingUuid?: string, signal?: AbortSignal): Promise<MyBookingData> {
  return bookingApi.call('GET /booking/my-booking-data/', { query: { booking: bookingUuid }, signal });
}

/** One appointment for the group, the first applicant primary (201); its e-mails are written in the page's language. */
export function bookAppointment(request: Omit<PublicBookRequest, 'language'>): Promise<PublicBookAnswer> {
  return bookingApi.call('POST /booking/book/', { body: { ...request, language: pageLanguage() } });
}

export function addApplicantToAppointment(appointmentUuid: string, applicantUuid: string): Promise<AppointmentApplicantAnswer> {
  return bookingApi.call('POST /booking/:id/add-applicant/', { params: { id: appointmentUuid }, body: { applicant_uuid: applicantUuid }, ...MEMBER_CHANGE });
}

export function removeApplicantFromAppointment(appointmentUuid: string, applicantUuid: string): Promise<AppointmentApplicantAnswer> {
  return bookingApi.call('POST /booking/:id/remove-applicant/', { params: { id: appointmentUuid }, body: { applicant_uuid: applicantUuid }, ...MEMBER_CHANGE });
}

/** A code to another e-mail, whose applicants this session may then book too; the e-mail is written in the page's language. */
export function requestLookupCode(lookupEmail: string): Promise<LookupCodeRequestAnswer> {
  return bookingApi.call('POST /booking/lookup-request-otp/', { body: { lookup_email: lookupEmail, language: pageLanguage() } });
}

export function verifyLookupCode(lookupEmail: string, code: string): Promise<LookupResult> {
  return bookingApi.call('POST /booking/lookup-verify-otp/', { body: { lookup_email: lookupEmail, otp_code: code } });
}

/**
 * The booking of a confirmation e-mail's personal link, with a booking token for its e-mail. Made
 * before any booking session exists, so its 404 is about the link, not a session.
 */
export function openPersonalLink(code: string, signal?: AbortSignal): Promise<BookingByCode> {
  return api.call('GET /booking/:code/', { params: { code }, signal, skipAuthHandling: true });
}
