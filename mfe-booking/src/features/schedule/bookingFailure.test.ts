import { ApiRequestError } from '@clinic/platform';
import { bookingFailure, bookingFailureText } from './bookingFailure';

const failure = (status: number, error: string, extra: Record<string, unknown> = {}) =>
  bookingFailure(new ApiRequestError(status, { error, msg: `server says ${error}`, ...extra }));
const t = (key: string, options?: Record<string, unknown>) => `${key}${options ? ` ${JSON.stringify(options)}` : ''}`;

describe('why Confirm Booking did not book', () => {
  it('tells a taken slot from other conflicts', () => {
    expect(failure(409, 'SLOT_TAKEN')).toEqual({ kind: 'slotTaken' });
    expect(failure(409, 'already_booked')).toEqual({ kind: 'failed', reload: true });
    expect(bookingFailureText({ kind: 'slotTaken' }, t)).toBe('slots.notAvailable');
  });

  it('reads the cap of too_many_applicants, else keeps the server text', () => {
    expect(failure(400, 'too_many_applicants', { max_applicants: 4 })).toEqual({
      kind: 'tooManyApplicants',
      max: 4,
      serverText: 'server says too_many_applicants',
    });
    expect(bookingFailureText({ kind: 'tooManyApplicants', max: 4, serverText: 'x' }, t)).toBe('applicants.maxApplicants {"n":4}');
    expect(bookingFailureText({ kind: 'tooManyApplicants', max: null, serverText: 'Maximum 4 applicants allowed per appointment' }, t)).toBe(
      'Maximum 4 applicants allowed per appointment',
    );
  });

  it('ends the session on TOKEN_EXPIRED, 401 or 403', () => {
    expect(failure(401, 'TOKEN_EXPIRED')).toEqual({ kind: 'sessionEnded' });
    expect(failure(403, 'FORBIDDEN')).toEqual({ kind: 'sessionEnded' });
  });

  it('fails plainly on anything else', () => {
    expect(failure(500, 'INTERNAL_ERROR')).toEqual({ kind: 'failed', reload: false });
    expect(failure(0, 'NETWORK_ERROR')).toEqual({ kind: 'failed', reload: false });
    expect(bookingFailure(new Error('boom'))).toEqual({ kind: 'failed', reload: false });
    expect(bookingFailureText({ kind: 'failed', reload: false }, t)).toBe('booking.failed');
  });
});
