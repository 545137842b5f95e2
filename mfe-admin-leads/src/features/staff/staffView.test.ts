import { STAFF_ACCOUNT_MESSAGES } from '@clinic/contracts';
import { ApiRequestError } from '@clinic/platform';
import { actionsFor, checkCreateForm, createRefusals, EMPTY_CREATE_FORM, practiceDateTime, refusalMessage, statusOf } from './staffView';

describe('account status', () => {
  it.each([
    [{ is_active: true, has_password: true }, 'active'],
    [{ is_active: true, has_password: false }, 'waiting'],
    [{ is_active: false, has_password: true }, 'deactivated'],
    [{ is_active: false, has_password: false }, 'deactivated'],
  ] as const)('%j is %s', (account, status) => {
    expect(statusOf(account)).toBe(status);
  });
});

describe('actions of an account', () => {
  it.each([
    [{ is_active: true, two_factor: false }, ['changeRole', 'deactivate', 'passwordReset']],
    [{ is_active: true, two_factor: true }, ['changeRole', 'deactivate', 'passwordReset', 'twoFactorReset']],
    [{ is_active: false, two_factor: true }, ['changeRole', 'reactivate']],
  ] as const)('%j offers %j', (account, actions) => {
    expect(actionsFor(account)).toEqual(actions);
  });
});

describe('last sign-in', () => {
  it("is shown in the practice's date and time with its zone, and null when never", () => {
    expect(practiceDateTime('2026-11-27T17:05:00Z')).toBe('Nov 27, 2026, 9:05 AM PST');
    expect(practiceDateTime(null)).toBeNull();
    expect(practiceDateTime('not a date')).toBeNull();
  });
});

describe('create form', () => {
  const good = { username: 'jane.doe', first_name: ' Jane ', last_name: 'Doe', email: 'Jane@Example.com', role: 'ext_staff' };

  it('sends the values as the server reads them', () => {
    expect(checkCreateForm(good)).toEqual({
      request: { username: 'jane.doe', first_name: 'Jane', last_name: 'Doe', email: 'jane@example.com', role: 'ext_staff' },
    });
  });

  it('names what is wrong in each field with the server messages', () => {
    expect(checkCreateForm({ ...EMPTY_CREATE_FORM, username: 'J', role: '' })).toEqual({
      errors: {
        username: STAFF_ACCOUNT_MESSAGES.usernameFormat,
        first_name: 'Enter the first name',
        last_name: 'Enter the last name',
        email: 'Enter a valid e-mail address',
        role: STAFF_ACCOUNT_MESSAGES.roleRequired,
      },
    });
  });
});

describe('refusals of the server', () => {
  const refusal = (status: number, msg: string, extra: Record<string, unknown> = {}) => new ApiRequestError(status, { error: 'X', msg, ...extra });

  it('puts a taken username or e-mail under its field, told by its code, in the words of the screen', () => {
    const text = (key: string) => `text:${key}`;
    expect(createRefusals(refusal(409, 'any words', { error: 'USERNAME_TAKEN' }), text)).toEqual({ username: 'text:usernameTaken' });
    expect(createRefusals(refusal(409, 'any words', { error: 'EMAIL_TAKEN' }), text)).toEqual({ email: 'text:emailTaken' });
    // The English of a 409 without its code is not matched.
    expect(createRefusals(refusal(409, STAFF_ACCOUNT_MESSAGES.usernameTaken, { error: 'CONFLICT' }), text)).toEqual({});
  });

  it('keeps the field messages of a 400 that belong to the form', () => {
    expect(createRefusals(refusal(400, 'bad', { details: { email: 'Enter a valid e-mail address', other: 'x' } }), String)).toEqual({
      email: 'Enter a valid e-mail address',
    });
    expect(createRefusals(new Error('offline'), String)).toEqual({});
  });

  it("gives the server's words for a refused change, but not for a failure of the server", () => {
    expect(refusalMessage(refusal(409, STAFF_ACCOUNT_MESSAGES.lastAdminDeactivate))).toBe(STAFF_ACCOUNT_MESSAGES.lastAdminDeactivate);
    expect(refusalMessage(refusal(500, 'Internal error'))).toBeNull();
    expect(refusalMessage(new Error('offline'))).toBeNull();
  });
});
