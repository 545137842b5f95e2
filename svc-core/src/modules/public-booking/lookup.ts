import {
  ERROR_CODES,
  groupApplicants,
  lookupCodeRequestSchema,
  lookupCodeVerifySchema,
  lookupSummary,
  PUBLIC_BOOKING_MESSAGES as M,
  type LookupCodeRequestAnswer,
  type LookupResult,
} from '@clinic/contracts';
import { AppError, parseWith, RateLimitedError } from '@clinic/server-kit';
import { codeLockedError } from '../one-time-codes';
import { applicantsOfEmails } from './applicants';
import { emailBookingCode } from './code-email';
import type { PublicBookingContext } from './context';
import { rememberLookup, type BookingSession } from './session';

/**
 * A booking session asks to add another e-mail's applicants: a lookup code goes to that address,
 * which must have applicants (404 otherwise, no code drawn). The e-mail says who asked.
 */
export async function requestLookupCode(ctx: PublicBookingContext, session: BookingSession, body: unknown): Promise<LookupCodeRequestAnswer> {
  const { lookup_email: email, language } = parseWith(lookupCodeRequestSchema, body);
  const applicants = await applicantsOfEmails(ctx.knex, [email], ctx.now());
  if (applicants.length === 0) throw new AppError(404, ERROR_CODES.notFound, M.lookupNoApplicants);
  const issued = await ctx.codes.issue('booking-lookup', email).catch((err: unknown) => {
    throw err instanceof RateLimitedError ? new RateLimitedError(err.retryAfterSeconds, M.lookupTooManyRequests) : err;
  });
  await emailBookingCode(ctx, { to: email, code: issued.code, expiresInMinutes: issued.expiresInMinutes, language, requestedBy: session.email });
  return { success: true, lookup_email: email, expires_in_minutes: issued.expiresInMinutes, message: M.lookupCodeSent(email) };
}

/**
 * The lookup code typed back: from now on the session may book that e-mail's applicants too (kept
 * server-side against the token's id until the token expires). Answers the e-mail's applicants.
 */
export async function verifyLookupCode(ctx: PublicBookingContext, session: BookingSession, body: unknown): Promise<LookupResult> {
  const { lookup_email: email, otp_code: typed } = parseWith(lookupCodeVerifySchema, body);
  const check = await ctx.codes.verify('booking-lookup', email, typed);
  if (check === 'locked') throw await codeLockedError(ctx.codes, 'booking-lookup', email, M.lookupTooManyAttempts);
  if (check !== 'accepted') throw new AppError(400, ERROR_CODES.invalidCode, M.invalidCode);
  await rememberLookup(ctx.knex, session, email);
  const groups = groupApplicants(await applicantsOfEmails(ctx.knex, [email], ctx.now()));
  return {
    success: true,
    lookup_email: email,
    email: session.email,
    expires_in_minutes: Math.max(0, Math.floor((session.expiresAt.getTime() - ctx.now().getTime()) / 60_000)),
    ...groups,
    ready_applicants: groups.bookable_applicants,
    total_bookable: groups.bookable_applicants.length,
    total_pending: groups.pending_requirements.length + groups.pending_i693_form.length,
    summary: lookupSummary(groups),
    message: M.lookupLoaded(email),
  };
}
