import { apiFieldErrors, ApiRequestError } from './errors';

describe('apiFieldErrors', () => {
  it("gives a 400's field messages, leaving out what is not a message", () => {
    const refused = new ApiRequestError(400, {
      error: 'VALIDATION_ERROR',
      msg: 'Check the form',
      details: { phone: 'Enter a US phone number', nested: { x: 1 } },
    });
    expect(apiFieldErrors(refused)).toEqual({ phone: 'Enter a US phone number' });
  });

  it.each([
    ['a 409 with details', new ApiRequestError(409, { error: 'CONFLICT', msg: 'Taken', details: { username: 'Taken' } })],
    ['a 400 without details', new ApiRequestError(400, { error: 'BAD_REQUEST', msg: 'Bad JSON' })],
    ['a network failure', new TypeError('Failed to fetch')],
  ])('is empty for %s', (_case, error) => {
    expect(apiFieldErrors(error)).toEqual({});
  });
});
