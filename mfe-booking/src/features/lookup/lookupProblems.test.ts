import { ApiRequestError } from '@clinic/platform';
import { lookupRequestProblem, lookupVerifyProblem } from './lookupProblems';

const failure = (status: number, error: string) => new ApiRequestError(status, { error, msg: 'server text' });

describe('lookup code request problems', () => {
  it.each([
    [failure(404, 'NOT_FOUND'), 'noApplicants'],
    [failure(429, 'RATE_LIMITED'), 'tooManyRequests'],
    [failure(500, 'INTERNAL_ERROR'), 'failed'],
    [failure(0, 'NETWORK_ERROR'), 'failed'],
    [failure(401, 'TOKEN_EXPIRED'), 'sessionEnd'],
    [failure(403, 'TOKEN_EXPIRED'), 'sessionEnd'],
    [new Error('boom'), 'failed'],
  ])('%s -> %s', (err, problem) => expect(lookupRequestProblem(err)).toBe(problem));
});

describe('lookup code verify problems', () => {
  it.each([
    [failure(400, 'INVALID_CODE'), 'invalid'],
    [failure(400, 'VALIDATION_ERROR'), 'invalid'],
    [failure(429, 'RATE_LIMITED'), 'tooManyAttempts'],
    [failure(400, 'otp_expired'), 'expired'],
    [failure(410, 'OTP_EXPIRED'), 'expired'],
    [failure(500, 'INTERNAL_ERROR'), 'failed'],
    [failure(401, 'TOKEN_EXPIRED'), 'sessionEnd'],
    [new Error('boom'), 'failed'],
  ])('%s -> %s', (err, problem) => expect(lookupVerifyProblem(err)).toBe(problem));
});
