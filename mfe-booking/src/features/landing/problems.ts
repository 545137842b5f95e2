import { ERROR_CODES } from '@clinic/contracts';
import { isApiRequestError } from '@clinic/platform';

/** Error code of a verify answer when the code has expired (booking-leads-calendar.md 8 "Landing"). */
export const OTP_EXPIRED = 'otp_expired';

/** Why no code was sent (booking-leads-calendar.md 8 "Landing", request). */
export type RequestProblem =
  /** 404 with reasons: listed under 'No appointments available'. */
  | { kind: 'reasons'; reasons: string[] }
  /** No applicant has this e-mail: the server's text, or null for the page's own (always for the code NO_APPLICANTS). */
  | { kind: 'noApplicants'; serverText: string | null }
  /** Any other 404. */
  | { kind: 'noAppointments' }
  | { kind: 'tooManyRequests' }
  | { kind: 'failed' };

interface NotFoundDetails {
  reasons?: unknown;
  total_applicants?: unknown;
}

function detailsOf(body: Record<string, unknown>): NotFoundDetails | null {
  const details = body.details;
  return details && typeof details === 'object' && !Array.isArray(details) ? (details as NotFoundDetails) : null;
}

function serverTextOf(body: Record<string, unknown>): string | null {
  const text = typeof body.message === 'string' ? body.message : body.msg;
  return typeof text === 'string' && text.trim() ? text.trim() : null;
}

export function requestProblem(err: unknown): RequestProblem {
  if (!isApiRequestError(err)) return { kind: 'failed' };
  if (err.status === 429) return { kind: 'tooManyRequests' };
  if (err.status !== 404) return { kind: 'failed' };
  const details = detailsOf(err.body);
  const reasons = Array.isArray(details?.reasons) ? details.reasons.filter((r): r is string => typeof r === 'string' && r.trim() !== '') : [];
  if (reasons.length > 0) return { kind: 'reasons', reasons };
  if (details?.total_applicants === 0) return { kind: 'noApplicants', serverText: err.code === ERROR_CODES.noApplicants ? null : serverTextOf(err.body) };
  return { kind: 'noAppointments' };
}

/** Why a code was not accepted: keys of `landing.verify`, except `expired` which stops the timer. */
export type VerifyProblem = 'invalid' | 'expired' | 'tooManyAttempts' | 'failed';

export function verifyProblem(err: unknown): VerifyProblem {
  if (!isApiRequestError(err)) return 'failed';
  if (err.code.toLowerCase() === OTP_EXPIRED) return 'expired';
  if (err.status === 429) return 'tooManyAttempts';
  if (err.status === 400) return 'invalid';
  return 'failed';
}
