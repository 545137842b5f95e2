import { ERROR_CODES } from '@clinic/contracts';
import { isApiRequestError } from '@clinic/platform';
import { isSessionEnd } from '../booking-data/sessionEnd';
import { OTP_EXPIRED } from '../landing/problems';

/**
 * Why a lookup code was not sent or not accepted (booking-leads-calendar.md 8 "Lookup"): keys of
 * `edit.lookup.request` and `edit.lookup.verify`, or `sessionEnd` when the booking session is over.
 */
export type LookupRequestProblem = 'noApplicants' | 'tooManyRequests' | 'failed' | 'sessionEnd';
export type LookupVerifyProblem = 'invalid' | 'tooManyAttempts' | 'expired' | 'failed' | 'sessionEnd';

export function lookupRequestProblem(err: unknown): LookupRequestProblem {
  if (isSessionEnd(err)) return 'sessionEnd';
  if (!isApiRequestError(err)) return 'failed';
  if (err.status === 404) return 'noApplicants';
  if (err.status === 429) return 'tooManyRequests';
  return 'failed';
}

export function lookupVerifyProblem(err: unknown): LookupVerifyProblem {
  if (isSessionEnd(err)) return 'sessionEnd';
  if (!isApiRequestError(err)) return 'failed';
  if (err.code.toLowerCase() === OTP_EXPIRED) return 'expired';
  if (err.status === 429) return 'tooManyAttempts';
  if (err.code === ERROR_CODES.invalidCode || err.status === 400) return 'invalid';
  return 'failed';
}
