import {
  bookingCodeRequestSchema,
  bookingCodeStatusQuerySchema,
  bookingCodeVerifySchema,
  bookingLookupApplicantsQuerySchema,
  BOOKING_TOKEN_TTL_SECONDS,
  ERROR_CODES,
  groupApplicants,
  notBookableReasons,
  PUBLIC_BOOKING_MESSAGES as M,
  secondsUntilResend,
  type BookingCodeRequestAnswer,
  type BookingCodeStatus,
  type BookingCodeVerifyAnswer,
  type LookupApplicantsAnswer,
} from '@clinic/contracts';
import { AppError, parseWith } from '@clinic/server-kit';
import { applicantsOfEmails } from './applicants';
import { emailBookingCode } from './code-email';
import { codeLockedError } from '../one-time-codes';
import type { PublicBookingContext } from './context';
import { mintBookingToken } from './session';

/**
 * Step 1 of the landing: a code to an e-mail with applicants ready to book. Otherwise 404, with how
 * many applicants the e-mail has and why none can be booked (no names: anyone can type an address),
 * and no code is drawn. 429 with Retry-After after too many codes to the address.
 */
export async function requestBookingCode(ctx: PublicBookingContext, body: unknown): Promise<BookingCodeRequestAnswer> {
  const { email, language } = parseWith(bookingCodeRequestSchema, body);
  const groups = groupApplicants(await applicantsOfEmails(ctx.knex, [email], ctx.now()));
  const total = Object.values(groups).reduce((n, list) => n + list.length, 0);
  if (total === 0) throw new AppError(404, ERROR_CODES.noApplicants, M.noApplicants, { details: { reasons: [], total_applicants: 0 } });
  if (groups.bookable_applicants.length === 0) {
    throw new AppError(404, ERROR_CODES.notFound, M.noAppointments, { details: { reasons: notBookableReasons(groups), total_applicants: total } });
  }
  const { code, expiresInMinutes } = await ctx.codes.issue('booking', email);
  await emailBookingCode(ctx, { to: email, code, expiresInMinutes, language });
  return { success: true, message: M.codeSent, expires_in_minutes: expiresInMinutes };
}

/** What the landing may show about the e-mail's code: how long it works and when Resend Code is allowed. */
export async function bookingCodeStatus(ctx: PublicBookingContext, query: unknown): Promise<BookingCodeStatus> {
  const { email } = parseWith(bookingCodeStatusQuerySchema, query);
  const status = await ctx.codes.status('booking', email);
  const resendIn = Math.max(status.retryAfterSeconds, secondsUntilResend(status.expiresInSeconds));
  return {
    email,
    has_active_code: status.expiresInSeconds > 0,
    expires_in_seconds: status.expiresInSeconds,
    can_resend: resendIn === 0,
    resend_in_seconds: resendIn,
  };
}

/**
 * Step 2: the typed code becomes a booking token bound to the e-mail. A wrong, expired, used or
 * replaced code gets the same 400; after MAX_WRONG_TRIES wrong tries the code is dead (429).
 */
export async function verifyBookingCode(ctx: PublicBookingContext, body: unknown): Promise<BookingCodeVerifyAnswer> {
  const { email, otp_code: typed } = parseWith(bookingCodeVerifySchema, body);
  const check = await ctx.codes.verify('booking', email, typed);
  if (check === 'locked') throw await codeLockedError(ctx.codes, 'booking', email, M.tooManyVerifications);
  if (check !== 'accepted') throw new AppError(400, ERROR_CODES.invalidCode, M.invalidCode);
  return {
    success: true,
    access_token: await mintBookingToken(ctx.signingKey, email),
    email,
    expires_in_minutes: BOOKING_TOKEN_TTL_SECONDS / 60,
    applicants: await applicantsOfEmails(ctx.knex, [email], ctx.now()),
    message: M.verified,
  };
}

/** `GET /booking/lookup-applicants/?email=`: counts only, no more than request-otp would tell. */
export async function lookupApplicantCounts(ctx: PublicBookingContext, query: unknown): Promise<LookupApplicantsAnswer> {
  const { email } = parseWith(bookingLookupApplicantsQuerySchema, query);
  const applicants = await applicantsOfEmails(ctx.knex, [email], ctx.now());
  const bookable = applicants.filter((a) => a.ready_for_booking).length;
  return { email, total_applicants: applicants.length, total_bookable: bookable, can_request_code: bookable > 0 };
}
