import {
  bookingAvailabilityQuerySchema,
  BOOKING_TOKEN_TTL_SECONDS,
  ERROR_CODES,
  practiceDay,
  PUBLIC_BOOKING_MESSAGES as M,
  type BookingByCode,
  type OfficeAvailability,
  type PublicBookAnswer,
} from '@clinic/contracts';
import { AppError, errors, parseWith } from '@clinic/server-kit';
import { publicAppointments } from './appointments';
import { publicAvailability } from './availability';
import { publicBook } from './book';
import type { PublicBookingContext } from './context';
import { openPersonalLink } from '../appointment-changes';
import { mintBookingToken, type Reach } from './session';

/** The reach of a personal code: the lead e-mail it was sent for. 404 for any code that opens nothing. */
async function reachOfCode(ctx: PublicBookingContext, code: string): Promise<Reach & { appointmentUuid: string }> {
  const link = await openPersonalLink(ctx.knex, code);
  if (!link) throw errors.notFound(M.linkNotValid);
  return { emails: new Set([link.email]), who: link.email, appointmentUuid: link.appointmentUuid };
}

/**
 * `GET /booking/{code}/`: the booking of a confirmation e-mail's personal link (edit mode's fields),
 * without a new one-time code, and a booking token for the link's e-mail so the page can change it
 * through the token's calls. 404 once no one of that e-mail is in it any more.
 */
export async function bookingByCode(ctx: PublicBookingContext, code: string): Promise<BookingByCode> {
  const reach = await reachOfCode(ctx, code);
  const [appointment] = await publicAppointments(ctx.knex, [reach.appointmentUuid], reach, practiceDay(ctx.now()));
  if (!appointment) throw errors.notFound(M.linkNotValid);
  return {
    ...appointment,
    email: reach.who,
    access_token: await mintBookingToken(ctx.signingKey, reach.who),
    expires_in_minutes: BOOKING_TOKEN_TTL_SECONDS / 60,
    max_applicants_per_appointment: ctx.maxApplicants,
    message: M.appointmentLoaded,
  };
}

/** `GET /booking/{code}/availability/`: the slots a holder of a valid personal code may be offered. */
export async function availabilityByCode(ctx: PublicBookingContext, code: string, query: unknown): Promise<OfficeAvailability> {
  const { office_uuid: officeUuid, start_date: from, end_date: to } = parseWith(bookingAvailabilityQuerySchema, query);
  if (from && to && to < from)
    throw new AppError(400, ERROR_CODES.validation, 'end_date must not be before start_date', {
      details: { end_date: 'end_date must not be before start_date' },
    });
  await reachOfCode(ctx, code);
  return publicAvailability(ctx.knex, { officeUuid, from, to }, ctx.now());
}

/** `POST /booking/{code}/book/`: the same booking as `/booking/book/`, for the applicants of the link's e-mail. */
export async function bookByCode(ctx: PublicBookingContext, code: string, body: unknown): Promise<PublicBookAnswer> {
  return publicBook(ctx, await reachOfCode(ctx, code), body);
}
