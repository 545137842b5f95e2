import { EXT_STAFF_GROUP } from './access';
import {
  changePasswordRequestSchema,
  emailLocalPart,
  flagsOfRole,
  passwordProblem,
  passwordUserInputs,
  roleOfFlags,
  setPasswordRequestSchema,
  setPasswordUrl,
  staffAccountCreateSchema,
  staffAccountRoleSchema,
  STAFF_ACCOUNT_MESSAGES as M,
  STAFF_ROLES,
  weakPasswordMessage,
  type PasswordEstimator,
} from './staff-accounts';

const account = { username: 'jdoe', email: 'john.doe@example.com', first_name: 'John', last_name: 'Doe' };

/** A stand-in for zxcvbn: the score is given per password, anything else scores 4. */
const scores: Record<string, { score: number; warning: string | null }> = {
  password1234: { score: 1, warning: 'This is similar to a commonly used password.' },
  abcabcabcabc: { score: 0, warning: 'Repeated character patterns like "abcabcabc" are easy to guess' },
  'fairly-ok-phrase': { score: 2, warning: null },
  'Summer2024!!': { score: 3, warning: null },
};
const estimate: PasswordEstimator = (password) => scores[password] ?? { score: 4, warning: null };

describe('the password rule', () => {
  it.each([
    ['', M.passwordRequired],
    ['short-pass1', M.passwordTooShort],
    ['x'.repeat(257), M.passwordTooLong],
    ['my-JDOE-secret-words', M.passwordHasUsername],
    ['john.doe-likes-long-words', M.passwordHasEmail],
    ['JOHN.DOE-likes-long-words', M.passwordHasEmail],
    ['password1234', weakPasswordMessage('This is similar to a commonly used password.')],
    ['abcabcabcabc', weakPasswordMessage('Repeated character patterns like "abcabcabc" are easy to guess')],
    ['fairly-ok-phrase', weakPasswordMessage(null)],
    ['Summer2024!!', null],
    ['correct horse battery staple', null],
    // 12 characters counted as characters, not UTF-16 units.
    ['😀😀😀😀😀😀😀😀😀😀😀', M.passwordTooShort],
    ['😀😀😀😀😀😀😀😀😀😀😀😀', null],
  ])('%p -> %p', (password, problem) => {
    expect(passwordProblem(password, account, estimate)).toBe(problem);
  });

  it.each([
    // Parts shorter than 3 characters are left to the estimator, which counts them as known words.
    [{ username: 'al', email: 'al@example.com' }, 'al-is-my-longer-phrase', null],
    [{ username: 'ann', email: 'x@example.com' }, 'joANNa-long-phrase', M.passwordHasUsername],
    [{ username: 'zed', email: 'mary@example.com' }, 'Rosemary-long-phrase', M.passwordHasEmail],
  ])('%p with %p -> %p', (context, password, problem) => {
    expect(passwordProblem(password, context, estimate)).toBe(problem);
  });

  it('runs without an estimator (length and context only)', () => {
    expect(passwordProblem('password1234', account)).toBeNull();
    expect(passwordProblem('tiny', account)).toBe(M.passwordTooShort);
  });

  it('gives the estimator the account words', () => {
    expect(passwordUserInputs(account)).toEqual(['jdoe', 'john.doe', 'john.doe@example.com', 'john', 'doe']);
    expect(emailLocalPart(' Mary.Major@Example.com ')).toBe('mary.major');
  });

  it.each([
    [null, 'This password is too easy to guess. Use a longer password, for example several unrelated words.'],
    ['Dates are easy to guess', 'This password is too easy to guess. Dates are easy to guess. Use a longer password, for example several unrelated words.'],
    [
      'This is a top-10 common password.',
      'This password is too easy to guess. This is a top-10 common password. Use a longer password, for example several unrelated words.',
    ],
  ])('words the weak-password refusal with the warning %p', (warning, message) => {
    expect(weakPasswordMessage(warning)).toBe(message);
  });
});

describe('roles and flags', () => {
  it.each([
    ['admin', { is_admin: true, is_staff: true, group: null }],
    ['staff', { is_admin: false, is_staff: true, group: null }],
    ['ext_staff', { is_admin: false, is_staff: true, group: EXT_STAFF_GROUP }],
  ] as const)('%s <-> %p', (role, flags) => {
    expect(flagsOfRole(role)).toEqual(flags);
    expect(roleOfFlags(flags)).toBe(role);
  });

  it('reads an account without flags as no role', () => {
    expect(roleOfFlags({ is_admin: false, is_staff: false, group: null })).toBeNull();
    expect(STAFF_ROLES).toEqual(['admin', 'staff', 'ext_staff']);
  });
});

describe('request schemas', () => {
  const valid = { username: 'jdoe', first_name: ' John ', last_name: 'Doe', email: ' John.Doe@Example.COM ', role: 'staff' };

  it('takes a new account and normalises names and e-mail', () => {
    expect(staffAccountCreateSchema.parse(valid)).toEqual({
      username: 'jdoe',
      first_name: 'John',
      last_name: 'Doe',
      email: 'john.doe@example.com',
      role: 'staff',
    });
  });

  it.each([
    [{ username: 'JDoe' }, 'username', M.usernameFormat],
    [{ username: 'jd' }, 'username', M.usernameFormat],
    [{ username: '.jdoe' }, 'username', M.usernameFormat],
    [{ username: 'j doe' }, 'username', M.usernameFormat],
    [{ username: 'a'.repeat(151) }, 'username', M.usernameFormat],
    [{ first_name: '  ' }, 'first_name', 'Enter the first name'],
    [{ last_name: 'x'.repeat(151) }, 'last_name', 'The last name is at most 150 characters'],
    [{ email: 'not-an-email' }, 'email', 'Enter a valid e-mail address'],
    [{ role: 'root' }, 'role', M.roleRequired],
    [{ role: undefined }, 'role', M.roleRequired],
    [{ first_name: 'a\u0000b' }, 'first_name', expect.stringContaining('cannot be saved')],
  ])('refuses %p on %s', (change, field, message) => {
    const result = staffAccountCreateSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error!.issues.find((i) => i.path[0] === field)?.message).toEqual(message);
  });

  const schemas = { role: staffAccountRoleSchema, 'set-password': setPasswordRequestSchema, 'change-password': changePasswordRequestSchema };
  it.each([
    ['role', { role: 'ext_staff' }, true],
    ['role', { role: 'ADMIN' }, false],
    ['set-password', { token: 'A'.repeat(43), password: 'x' }, true],
    ['set-password', { token: 'short', password: 'long enough password' }, false],
    ['set-password', { token: `${'A'.repeat(40)}%2F`, password: 'long enough password' }, false],
    ['set-password', { token: 'A'.repeat(43), password: '' }, false],
    ['set-password', { token: 'A'.repeat(43), password: 'x'.repeat(257) }, false],
    ['change-password', { current_password: 'old', new_password: 'new one' }, true],
    ['change-password', { current_password: '', new_password: 'new one' }, false],
    ['change-password', { current_password: 'old' }, false],
  ] as const)('%s body %j is accepted: %p', (name, body, ok) => {
    expect(schemas[name].safeParse(body).success).toBe(ok);
  });
});

it('builds the set-password link on the public address', () => {
  expect(setPasswordUrl('https://clinic.example.com/', 'abc_DEF-123')).toBe('https://clinic.example.com/set-password?token=abc_DEF-123');
  expect(setPasswordUrl('http://127.0.0.1:8080', 'x')).toBe('http://127.0.0.1:8080/set-password?token=x');
});
