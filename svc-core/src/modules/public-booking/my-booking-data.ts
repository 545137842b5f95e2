import { groupApplicants, MESSAGE_CODES, myBookingDataQuerySchema, practiceDay, PUBLIC_BOOKING_MESSAGES as M, type MyBookingData } from '@clinic/contracts';
import { errors, parseWith } from '@clinic/server-kit';
import { applicantsOfEmails } from './applicants';
import { appointmentsOfEmail, reachableAppointment } from './appointments';
import { publicAvailability } from './availability';
import type { PublicBookingContext } from './context';
import { unmatchedI693 } from './repo';
import type { Reach } from './session';

/**
 * The scheduling page's data for the token's e-mail: its applicants by readiness, its unmatched I-693
 * forms, its live appointments and the offices' slots of the next 30 days. With `?booking=<uuid>`
 * (edit mode) also that appointment, which the session must reach (404 otherwise); its people are
 * then left out of the groups, as they are listed in it. 404 when the e-mail has nothing at all.
 */
export async function myBookingData(ctx: PublicBookingContext, email: string, reach: Reach, query: unknown): Promise<MyBookingData> {
  const { booking: bookingUuid } = parseWith(myBookingDataQuerySchema, query);
  const now = ctx.now();
  const today = practiceDay(now);
  const [applicants, unmatched, existing] = await Promise.all([
    applicantsOfEmails(ctx.knex, [email], now),
    unmatchedI693(ctx.knex, email),
    appointmentsOfEmail(ctx.knex, email, reach, today),
  ]);
  if (applicants.length === 0 && unmatched.length === 0) throw errors.notFound(M.noBookingInformation);
  const booking = bookingUuid ? await reachableAppointment(ctx.knex, bookingUuid, reach, today) : null;
  const inBooking = new Set(booking?.applicants.map((a) => a.uuid));
  return {
    email,
    ...groupApplicants(applicants.filter((a) => !inBooking.has(a.uuid))),
    unmatched_i693: unmatched,
    availability: await publicAvailability(ctx.knex, {}, now),
    mode: booking ? 'appointment_editing' : 'new_booking',
    booking,
    has_appointments: existing.length > 0,
    existing_appointments: existing,
    max_applicants_per_appointment: ctx.maxApplicants,
    message: booking ? M.appointmentLoaded : M.bookingLoaded,
    message_code: booking ? MESSAGE_CODES.appointmentLoaded : MESSAGE_CODES.bookingLoaded,
  };
}
