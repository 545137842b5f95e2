import { PUBLIC_BOOKING_ERRORS } from '@clinic/contracts';
import { isApiRequestError } from '@clinic/platform';
import { isSessionEnd } from '../booking-data/sessionEnd';
import type { Translate } from './reasons';

/** Why Confirm Booking did not book (booking-leads-calendar.md 8 "Public scheduling page"). */
export type BookingFailure =
  | { kind: 'sessionEnded' }
  /** 409 SLOT_TAKEN: someone else took the slot first, or it is no longer offered. */
  | { kind: 'slotTaken' }
  /** 400 too_many_applicants: more people than one appointment may hold. */
  | { kind: 'tooManyApplicants'; max: number | null; serverText: string }
  /** Anything else; after another conflict the page reloads, as someone's status has changed. */
  | { kind: 'failed'; reload: boolean };

export function bookingFailure(err: unknown): BookingFailure {
  if (isSessionEnd(err)) return { kind: 'sessionEnded' };
  if (!isApiRequestError(err)) return { kind: 'failed', reload: false };
  if (err.status === 409 && err.code === PUBLIC_BOOKING_ERRORS.slotTaken) return { kind: 'slotTaken' };
  if (err.status === 400 && err.code === PUBLIC_BOOKING_ERRORS.tooManyApplicants) {
    const max = err.body.max_applicants;
    return { kind: 'tooManyApplicants', max: typeof max === 'number' && max > 0 ? max : null, serverText: err.body.msg };
  }
  return { kind: 'failed', reload: err.status === 409 };
}

/** The text the page shows for a failure it stays on. */
export function bookingFailureText(failure: Exclude<BookingFailure, { kind: 'sessionEnded' }>, t: Translate): string {
  switch (failure.kind) {
    case 'slotTaken':
      return t('slots.notAvailable');
    case 'tooManyApplicants':
      return failure.max !== null ? t('applicants.maxApplicants', { n: failure.max }) : failure.serverText;
    case 'failed':
      return t('booking.failed');
  }
}
