import { ERROR_CODES, PUBLIC_BOOKING_ERRORS as E } from '@clinic/contracts';
import { isApiRequestError } from '@clinic/platform';

/**
 * Why adding or removing an applicant failed (booking-leads-calendar.md 8 "Add or remove
 * applicant"): keys of `edit.errors`. `failed` is 'Failed to add…' or 'Failed to remove…' by action.
 */
export type MemberChangeProblem =
  | { kind: 'sessionExpired' }
  | { kind: 'alreadyAdded' }
  | { kind: 'alreadyBooked' }
  | { kind: 'cannotRemovePrimary' }
  | { kind: 'notInAppointment' }
  | { kind: 'notReachable' }
  /** `max` from the answer, null when it did not say. */
  | { kind: 'tooManyApplicants'; max: number | null }
  | { kind: 'failed' };

const BY_CODE: Record<string, MemberChangeProblem> = {
  [E.alreadyAdded]: { kind: 'alreadyAdded' },
  [E.alreadyBooked]: { kind: 'alreadyBooked' },
  [E.cannotRemovePrimary]: { kind: 'cannotRemovePrimary' },
  [E.notInAppointment]: { kind: 'notInAppointment' },
  // A 403 that is about the applicant, not the session: it must not end the session.
  [E.notReachable]: { kind: 'notReachable' },
};

export function memberChangeProblem(err: unknown): MemberChangeProblem {
  if (!isApiRequestError(err)) return { kind: 'failed' };
  const known = BY_CODE[err.code];
  if (known) return known;
  if (err.code === E.tooManyApplicants) {
    const max = err.body.max_applicants;
    return { kind: 'tooManyApplicants', max: typeof max === 'number' && max > 0 ? max : null };
  }
  if (err.code === ERROR_CODES.tokenExpired || err.status === 401 || err.status === 403) return { kind: 'sessionExpired' };
  return { kind: 'failed' };
}
