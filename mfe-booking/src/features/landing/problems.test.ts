import { ApiRequestError } from '@clinic/platform';
import { requestProblem, verifyProblem } from './problems';

const failure = (status: number, body: Record<string, unknown> = {}) => new ApiRequestError(status, { error: `HTTP_${status}`, msg: '', ...body });

describe('why no code was sent', () => {
  it('lists the reasons of a 404', () => {
    const err = failure(404, { details: { reasons: ['Ana Silva: Missing vaccines: Varicella', 'Ben Silva: already booked'], total_applicants: 2 } });
    expect(requestProblem(err)).toEqual({ kind: 'reasons', reasons: ['Ana Silva: Missing vaccines: Varicella', 'Ben Silva: already booked'] });
  });

  it('says no applicant was found when the 404 counts none, with the server text when it has one', () => {
    expect(requestProblem(failure(404, { msg: 'No leads for this address.', details: { reasons: [], total_applicants: 0 } }))).toEqual({
      kind: 'noApplicants',
      serverText: 'No leads for this address.',
    });
    expect(requestProblem(failure(404, { details: { total_applicants: 0 } }))).toEqual({ kind: 'noApplicants', serverText: null });
    // The code NO_APPLICANTS is said in the page language, whatever the server's English.
    expect(
      requestProblem(failure(404, { error: 'NO_APPLICANTS', msg: 'No applicants found for this email address.', details: { total_applicants: 0 } })),
    ).toEqual({
      kind: 'noApplicants',
      serverText: null,
    });
  });

  it('says no appointments are available on any other 404', () => {
    expect(requestProblem(failure(404))).toEqual({ kind: 'noAppointments' });
    expect(requestProblem(failure(404, { details: { reasons: [], total_applicants: 3 } }))).toEqual({ kind: 'noAppointments' });
  });

  it('tells 429 apart from every other failure', () => {
    expect(requestProblem(failure(429))).toEqual({ kind: 'tooManyRequests' });
    expect(requestProblem(failure(500))).toEqual({ kind: 'failed' });
    expect(requestProblem(failure(400))).toEqual({ kind: 'failed' });
    expect(requestProblem(failure(0))).toEqual({ kind: 'failed' });
    expect(requestProblem(new Error('boom'))).toEqual({ kind: 'failed' });
  });
});

describe('why a code was not accepted', () => {
  it('reads a 400 as an invalid code, and otp_expired as an expired one', () => {
    expect(verifyProblem(failure(400, { error: 'INVALID_CODE' }))).toBe('invalid');
    expect(verifyProblem(failure(400, { error: 'otp_expired' }))).toBe('expired');
    expect(verifyProblem(failure(410, { error: 'otp_expired' }))).toBe('expired');
  });

  it('tells 429 apart from every other failure', () => {
    expect(verifyProblem(failure(429))).toBe('tooManyAttempts');
    expect(verifyProblem(failure(500))).toBe('failed');
    expect(verifyProblem(failure(0))).toBe('failed');
    expect(verifyProblem(new Error('boom'))).toBe('failed');
  });
});
