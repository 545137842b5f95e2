import { ERROR_CODES, STAFF_ACCOUNT_MESSAGES as M, weakPasswordMessage } from '@clinic/contracts';
import { assertAcceptablePassword, zxcvbnEstimator, ZXCVBN_MAX_LENGTH } from './password-rule';

const account = { username: 'jdoe', email: 'john.doe@example.com', first_name: 'John', last_name: 'Doe' };

const refusal = async (password: string, field?: string) => {
  try {
    await assertAcceptablePassword(password, account, field);
    return null;
  } catch (err) {
    return err as { status: number; code: string; msg: string; extra: Record<string, unknown> };
  }
};

describe('the password rule with zxcvbn (common and English dictionaries)', () => {
  const WEAK = 'too easy to guess';
  it.each([
    ['password1234', weakPasswordMessage('This is similar to a commonly used password.')],
    ['P@ssw0rd1234', WEAK],
    ['qwertyuiopasdf', WEAK],
    ['johnjohnjohnjohn', WEAK],
    ['JohnDoeJohnDoe1', WEAK],
    ['jdoe-Lantern-42-x', M.passwordHasUsername],
    ['short', M.passwordTooShort],
    // Only the first 64 characters are judged: a weak start is not saved by a strong tail.
    [`${'a'.repeat(ZXCVBN_MAX_LENGTH)}Lantern-Orchard-Violet-42`, WEAK],
  ])('refuses %p: %s', async (password, expected) => {
    const message = expected === WEAK ? expect.stringMatching(/^This password is too easy to guess\./) : expected;
    expect(await refusal(password)).toMatchObject({ status: 400, code: ERROR_CODES.validation, msg: message, extra: { details: { password: message } } });
  });

  it.each(['Lantern-Orchard-Violet-42', 'correct horse battery staple', 'Tr0ub4dor&3xyz', `${'Lantern-Orchard-Violet-42 '.repeat(9)}`.trim()])(
    'accepts %p',
    async (password) => {
      expect(await refusal(password)).toBeNull();
    },
  );

  it('names the field the password came in', async () => {
    expect((await refusal('password1234', 'new_password'))?.extra).toEqual({ details: { new_password: expect.any(String) } });
  });

  it('counts the account words as known to an attacker', async () => {
    // An invented surname is strong by itself, weak once it is the account's own name.
    const estimate = await zxcvbnEstimator();
    expect(estimate('Zyxwarbleton-1815', []).score).toBeGreaterThanOrEqual(3);
    expect(estimate('Zyxwarbleton-1815', ['zyxwarbleton']).score).toBeLessThan(3);
    expect(await refusal('Zyxwarbleton-1815')).toBeNull();
    try {
      await assertAcceptablePassword('Zyxwarbleton-1815', { username: 'ada', email: 'ada@example.com', last_name: 'Zyxwarbleton' });
      throw new Error('accepted');
    } catch (err) {
      expect((err as { msg: string }).msg).toMatch(/^This password is too easy to guess\./);
    }
  });
});
