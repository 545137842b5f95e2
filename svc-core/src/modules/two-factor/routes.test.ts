import { generate } from 'otplib';
import {
  DEMO_PRACTICE_SETTINGS,
  ERROR_CODES,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_PATTERN,
  STAFF_ACCOUNT_MESSAGES,
  TWO_FACTOR_ERROR_CODES,
  TWO_FACTOR_MESSAGES as M,
  type StaffAccount,
  type StaffMfaMode,
} from '@clinic/contracts';
import { signToken, verifyToken } from '@clinic/server-kit';
import { hashPassword } from '../credentials/passwords';
import { signIn, startTestCore, type TestCore } from '../../test-support';

jest.setTimeout(120_000);

const PASSWORD = 'Lantern-Orchard-Violet-42';
let core: TestCore;
let passwordHash: string;
let admin: string;

beforeAll(async () => {
  core = await startTestCore();
  passwordHash = await hashPassword(PASSWORD);
  admin = await signIn(core, 'admin');
});
afterAll(() => core?.close());

interface Answer {
  status: number;
  body: any;
}

async function call(method: string, path: string, { token, body }: { token?: string; body?: unknown } = {}): Promise<Answer> {
  const res = await fetch(core.api + path, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** STAFF_MFA for the following requests: the running app reads the same config object. */
function staffMfa(mode: StaffMfaMode): void {
  core.config.staffMfa = mode;
}
afterEach(() => staffMfa('optional'));

let serial = 0;
async function newAccount(role: 'admin' | 'staff' = 'staff'): Promise<{ id: number; username: string }> {
  serial += 1;
  const username = `mfa${serial}.${role}`;
  const [row] = await core
    .knex('users')
    .insert({
      username,
      password_hash: passwordHash,
      first_name: 'Mo',
      last_name: `Tester${serial}`,
      email: `${username}@example.com`,
      is_admin: role === 'admin',
      is_staff: true,
      group: null,
    })
    .returning(['id', 'username']);
  return row;
}

const login = (username: string, password = PASSWORD) => call('POST', '/auth/login/', { body: { username, password } });

async function tokenOf(username: string): Promise<string> {
  const res = await login(username);
  expect(res.status).toBe(200);
  expect(res.body.token).toEqual(expect.any(String));
  return res.body.token;
}

/** A code of the secret for now, or `steps` periods away. */
const codeOf = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** Enrols the signed-in account: the set-up, then its first code. Answers the secret, the recovery codes and the fresh token. */
async function enrol(token: string): Promise<{ secret: string; codes: string[]; token: string }> {
  const setup = await call('POST', '/auth/two-factor/setup/', { token });
  expect(setup.status).toBe(200);
  const confirmed = await call('POST', '/auth/two-factor/confirm/', { token, body: { code: await codeOf(setup.body.secret) } });
  expect(confirmed.status).toBe(200);
  return { secret: setup.body.secret, codes: confirmed.body.recovery_codes, token: confirmed.body.token };
}

async function challengeOf(username: string): Promise<string> {
  const res = await login(username);
  expect(res).toMatchObject({ status: 200, body: { two_factor_required: true, challenge: expect.any(String) } });
  expect(res.body.token).toBeUndefined();
  return res.body.challenge;
}

const withCode = (challenge: string, code: string) => call('POST', '/auth/login/two-factor/', { body: { challenge, code } });

async function auditActions(userId: number): Promise<string[]> {
  return core
    .knex('audit_log')
    .where({ entity: 'staff_account', entity_id: String(userId) })
    .orderBy('id')
    .pluck('action');
}

describe('enrolment', () => {
  it('shows a QR code and the secret, turns on with the first code, and gives ten recovery codes once', async () => {
    const { id, username } = await newAccount();
    const token = await tokenOf(username);
    const other = await tokenOf(username);

    const setup = await call('POST', '/auth/two-factor/setup/', { token });
    expect(setup.status).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    // The app lists the account under the practice's name from the settings.
    const [label, query] = (setup.body.otpauth_url as string).split('?');
    expect(decodeURIComponent(label!)).toBe(`otpauth://totp/${DEMO_PRACTICE_SETTINGS.practice_name}:${username}`);
    expect(new URLSearchParams(query).get('secret')).toBe(setup.body.secret);
    expect(new URLSearchParams(query).get('issuer')).toBe(DEMO_PRACTICE_SETTINGS.practice_name);
    expect(setup.body.qr_svg).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s);
    const stored = await core.knex('staff_two_factor').where({ user_id: id }).first();
    expect(stored.pending_secret_enc).toEqual(expect.any(String));
    expect(JSON.stringify(stored)).not.toContain(setup.body.secret);

    const wrong = await call('POST', '/auth/two-factor/confirm/', { token, body: { code: await codeOf(setup.body.secret, 10) } });
    expect(wrong).toMatchObject({ status: 400, body: { error: ERROR_CODES.validation, msg: M.setupCodeWrong, details: { code: M.setupCodeWrong } } });
    expect(await core.knex('users').where({ id }).first()).toMatchObject({ two_factor_enabled: false });

    const confirmed = await call('POST', '/auth/two-factor/confirm/', { token, body: { code: await codeOf(setup.body.secret) } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.recovery_codes).toHaveLength(RECOVERY_CODE_COUNT);
    for (const code of confirmed.body.recovery_codes) expect(code).toMatch(RECOVERY_CODE_PATTERN);
    expect(new Set(confirmed.body.recovery_codes).size).toBe(RECOVERY_CODE_COUNT);
    const hashes = await core.knex('staff_recovery_codes').where({ user_id: id }).pluck('code_hash');
    expect(hashes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(hashes).not.toContain(confirmed.body.recovery_codes[0]);

    // This session goes on with the fresh token (same session); every other session ended.
    const fresh = confirmed.body.token as string;
    expect((await verifyToken('staff', fresh, core.keys.verifyKey)).sid).toBe((await verifyToken('staff', token, core.keys.verifyKey)).sid);
    expect((await call('GET', '/users/', { token: fresh })).status).toBe(200);
    expect((await call('GET', '/users/', { token })).status).toBe(401);
    expect((await call('GET', '/users/', { token: other })).status).toBe(401);
    expect(await call('GET', '/auth/session/', { token: fresh })).toMatchObject({
      status: 200,
      body: { two_factor_enabled: true, recovery_codes_left: 10, idle_minutes: 30, idle_warning_seconds: 120 },
    });

    const listed = (await call('GET', '/admin/staff-accounts/', { token: admin })).body as StaffAccount[];
    expect(listed.find((a) => a.id === id)).toMatchObject({ two_factor: true });
    expect(await auditActions(id)).toEqual(expect.arrayContaining(['two_factor_setup_started', 'two_factor_code_wrong', 'two_factor_enabled']));
  });

  it('refuses a confirmation without a set-up waiting for a code', async () => {
    const { username } = await newAccount();
    const token = await tokenOf(username);
    expect(await call('POST', '/auth/two-factor/confirm/', { token, body: { code: '123456' } })).toMatchObject({
      status: 409,
      body: { error: ERROR_CODES.twoFactorSetupNotStarted, msg: M.setupNotStarted },
    });
    expect(await call('POST', '/auth/two-factor/confirm/', { token, body: { code: 'abc' } })).toMatchObject({
      status: 400,
      body: { error: ERROR_CODES.validation },
    });
  });

  it('replaces the authenticator app with the current password: the old secret works until the new one is confirmed', async () => {
    const { id, username } = await newAccount();
    const first = await enrol(await tokenOf(username));
    const setup = await call('POST', '/auth/two-factor/setup/', { token: first.token, body: { password: PASSWORD } });
    expect(setup.status).toBe(200);
    expect(setup.body.secret).not.toBe(first.secret);
    expect((await withCode(await challengeOf(username), await codeOf(first.secret, 1))).status).toBe(200);
    const confirmed = await call('POST', '/auth/two-factor/confirm/', { token: first.token, body: { code: await codeOf(setup.body.secret) } });
    expect(confirmed.status).toBe(200);
    expect((await withCode(await challengeOf(username), await codeOf(first.secret, -1))).status).toBe(401);
    expect((await withCode(await challengeOf(username), first.codes[0]!)).status).toBe(401);
    expect((await withCode(await challengeOf(username), await codeOf(setup.body.secret, 1))).status).toBe(200);
    const started = await core
      .knex('audit_log')
      .where({ entity_id: String(id), action: 'two_factor_setup_started' })
      .orderBy('id')
      .pluck('details');
    expect(started).toEqual([{ replacing: false }, { replacing: true }]);
  });

  it('refuses to prepare a replacement app without the right current password (a signed-in session alone is not enough)', async () => {
    const { id, username } = await newAccount();
    const first = await enrol(await tokenOf(username));
    const before = await core.knex('staff_two_factor').where({ user_id: id }).first();
    const auditedBefore = await auditActions(id);

    const missing = { status: 400, body: { error: ERROR_CODES.validation, details: { password: M.passwordRequired } } };
    expect(await call('POST', '/auth/two-factor/setup/', { token: first.token })).toMatchObject(missing);
    expect(await call('POST', '/auth/two-factor/setup/', { token: first.token, body: {} })).toMatchObject(missing);
    expect(await call('POST', '/auth/two-factor/setup/', { token: first.token, body: { password: 'not-the-password' } })).toMatchObject({
      status: 400,
      body: {
        error: ERROR_CODES.validation,
        msg: STAFF_ACCOUNT_MESSAGES.currentPasswordWrong,
        details: { password: STAFF_ACCOUNT_MESSAGES.currentPasswordWrong },
      },
    });

    // Nothing changed: no secret waits for a code, the app in use and the recovery codes still work.
    expect(await core.knex('staff_two_factor').where({ user_id: id }).first()).toEqual(before);
    expect(before.pending_secret_enc).toBeNull();
    expect(await auditActions(id)).toEqual(auditedBefore);
    expect(await call('POST', '/auth/two-factor/confirm/', { token: first.token, body: { code: '123456' } })).toMatchObject({
      status: 409,
      body: { error: ERROR_CODES.twoFactorSetupNotStarted, msg: M.setupNotStarted },
    });
    expect((await withCode(await challengeOf(username), await codeOf(first.secret, 1))).status).toBe(200);
    expect((await withCode(await challengeOf(username), first.codes[0]!)).status).toBe(200);
  });
});

describe('sign-in with two-factor', () => {
  let account: { id: number; username: string };
  let secret: string;
  let codes: string[];
  beforeAll(async () => {
    account = await newAccount();
    ({ secret, codes } = await enrol(await tokenOf(account.username)));
  });

  it('asks for the code after the password and exchanges it for a working token, once per time step', async () => {
    // The confirming code's time step is spent: the same code cannot sign in.
    const { last_used_step: spent } = await core.knex('staff_two_factor').where({ user_id: account.id }).first();
    expect(await withCode(await challengeOf(account.username), await generate({ secret, epoch: Number(spent) * 30 }))).toMatchObject({
      status: 401,
      body: { error: ERROR_CODES.invalidCode, msg: M.codeWrong, details: { code: M.codeWrong } },
    });
    const next = await codeOf(secret, 1);
    const signedIn = await withCode(await challengeOf(account.username), ` ${next.slice(0, 3)} ${next.slice(3)} `);
    expect(signedIn).toMatchObject({ status: 200, body: { token: expect.any(String), user: { id: account.id, username: account.username } } });
    expect((await call('GET', '/users/', { token: signedIn.body.token })).status).toBe(200);
    // A replay of the same code, with a new challenge, is refused.
    expect((await withCode(await challengeOf(account.username), next)).status).toBe(401);
    const actions = await auditActions(account.id);
    expect(actions).toEqual(expect.arrayContaining(['sign_in', 'two_factor_code_wrong']));
    const signInEntry = await core
      .knex('audit_log')
      .where({ entity_id: String(account.id), action: 'sign_in' })
      .orderBy('id', 'desc')
      .first();
    expect(signInEntry.details).toMatchObject({ two_factor: 'totp' });
  });

  it('accepts each recovery code once', async () => {
    const [code] = codes;
    const first = await withCode(await challengeOf(account.username), code!.toUpperCase());
    expect(first.status).toBe(200);
    expect((await withCode(await challengeOf(account.username), code!)).status).toBe(401);
    expect(await call('GET', '/auth/session/', { token: first.body.token })).toMatchObject({ body: { recovery_codes_left: RECOVERY_CODE_COUNT - 1 } });
    const used = await core
      .knex('audit_log')
      .where({ entity_id: String(account.id), action: 'two_factor_recovery_code_used' })
      .first();
    expect(used.details).toEqual({ left: RECOVERY_CODE_COUNT - 1 });
  });

  it('renews the recovery codes with the current password: the old ones stop working', async () => {
    const token = (await withCode(await challengeOf(account.username), codes[1]!)).body.token;
    expect(await call('POST', '/auth/two-factor/recovery-codes/', { token, body: { password: 'not-it' } })).toMatchObject({
      status: 400,
      body: { details: { password: STAFF_ACCOUNT_MESSAGES.currentPasswordWrong } },
    });
    expect(await call('POST', '/auth/two-factor/recovery-codes/', { token, body: {} })).toMatchObject({
      status: 400,
      body: { details: { password: M.passwordRequired } },
    });
    const renewed = await call('POST', '/auth/two-factor/recovery-codes/', { token, body: { password: PASSWORD } });
    expect(renewed.status).toBe(200);
    expect(renewed.body.recovery_codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect((await withCode(await challengeOf(account.username), codes[2]!)).status).toBe(401);
    expect((await withCode(await challengeOf(account.username), renewed.body.recovery_codes[0])).status).toBe(200);
    codes = renewed.body.recovery_codes.slice(1);
  });

  it('refuses an expired, altered or outdated challenge with "sign in again"', async () => {
    const expired = await signToken(
      'twoFactorChallenge',
      { sub: String(account.id), username: account.username, tv: 0 },
      { key: core.keys.signingKey, ttlSeconds: -10 },
    );
    const again = { status: 401, body: { error: ERROR_CODES.tokenExpired, msg: M.challengeExpired } };
    expect(await withCode(expired, codes[0]!)).toMatchObject(again);
    const challenge = await challengeOf(account.username);
    const [header, payload, signature] = challenge.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
    const altered = [header, Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url'), signature].join('.');
    expect(await withCode(altered, codes[0]!)).toMatchObject(again);
    // A staff token is not a challenge (audiences apart).
    expect(await withCode(admin, codes[0]!)).toMatchObject(again);
    // The account changed since the password step (here its password): the challenge is void.
    await core.knex('users').where({ id: account.id }).increment('token_version', 1);
    expect(await withCode(challenge, codes[0]!)).toMatchObject(again);
    expect(await withCode(await challengeOf(account.username), codes[0]!)).toMatchObject({ status: 200 });
  });
});

describe('STAFF_MFA', () => {
  it('admins: an admin without two-factor gets a token for the set-up routes only, until the enrolment is confirmed', async () => {
    staffMfa('admins');
    const { username } = await newAccount('admin');
    const res = await login(username);
    expect(res).toMatchObject({ status: 200, body: { token: expect.any(String), two_factor_setup_required: true, user: { a: true } } });
    const limited = res.body.token as string;
    expect((await call('GET', '/users/', { token: limited })).status).toBe(200);
    expect(await call('GET', '/auth/session/', { token: limited })).toMatchObject({
      status: 200,
      body: { two_factor_required: true, two_factor_setup_required: true, two_factor_enabled: false },
    });
    for (const [method, path] of [
      ['GET', '/admin/staff-accounts/'],
      ['GET', '/users/dashboard/'],
      ['GET', '/appointments/misc/leads/'],
      ['POST', '/auth/two-factor/recovery-codes/'],
    ] as const) {
      expect(await call(method, path, { token: limited, body: method === 'POST' ? { password: PASSWORD } : undefined })).toMatchObject({
        status: 403,
        body: { error: TWO_FACTOR_ERROR_CODES.setupRequired, msg: M.setupRequired },
      });
    }
    const { token } = await enrol(limited);
    expect((await call('GET', '/admin/staff-accounts/', { token })).status).toBe(200);
    expect(await call('GET', '/auth/session/', { token })).toMatchObject({ body: { two_factor_setup_required: false, two_factor_enabled: true } });
    // Staff accounts are not asked in this mode.
    const staff = await newAccount('staff');
    const staffLogin = await login(staff.username);
    expect(staffLogin.body.two_factor_setup_required).toBeUndefined();
    expect((await call('GET', '/appointments/misc/leads/', { token: staffLogin.body.token })).status).toBe(200);
  });

  it('required: everyone enrols; two-factor can be replaced but not removed', async () => {
    staffMfa('required');
    const { username } = await newAccount('staff');
    const first = await login(username);
    expect(first.body.two_factor_setup_required).toBe(true);
    expect((await call('GET', '/appointments/misc/leads/', { token: first.body.token })).status).toBe(403);
    const { token } = await enrol(first.body.token);
    expect((await call('GET', '/appointments/misc/leads/', { token })).status).toBe(200);
    expect(await call('POST', '/auth/two-factor/disable/', { token, body: { password: PASSWORD } })).toMatchObject({
      status: 409,
      body: { msg: M.requiredCannotDisable },
    });
  });

  it('optional: the owner turns two-factor off with the current password; the next sign-in asks no code', async () => {
    const { id, username } = await newAccount('staff');
    const { token } = await enrol(await tokenOf(username));
    expect((await call('POST', '/auth/two-factor/disable/', { token, body: { password: 'wrong-password' } })).status).toBe(400);
    const off = await call('POST', '/auth/two-factor/disable/', { token, body: { password: PASSWORD } });
    expect(off).toMatchObject({ status: 200, body: { two_factor_enabled: false, recovery_codes_left: 0 } });
    expect(await call('POST', '/auth/two-factor/disable/', { token, body: { password: PASSWORD } })).toMatchObject({
      status: 409,
      body: { msg: M.notEnabled },
    });
    expect((await login(username)).body).toMatchObject({ token: expect.any(String) });
    expect(await core.knex('staff_recovery_codes').where({ user_id: id })).toHaveLength(0);
    expect(await auditActions(id)).toContain('two_factor_disabled');
  });
});

describe('admin reset of two-factor', () => {
  it('clears the account’s two-factor and recovery codes and ends its sessions; audited with the admin', async () => {
    const { id, username } = await newAccount('staff');
    const { token } = await enrol(await tokenOf(username));
    const staffToken = await signIn(core, 'staff');
    expect((await call('POST', `/admin/staff-accounts/${id}/two-factor/reset/`, { token: staffToken })).status).toBe(403);
    expect((await call('POST', '/admin/staff-accounts/999999/two-factor/reset/', { token: admin })).status).toBe(404);
    const reset = await call('POST', `/admin/staff-accounts/${id}/two-factor/reset/`, { token: admin });
    expect(reset).toMatchObject({ status: 200, body: { id, two_factor: false } });
    expect((await call('GET', '/users/', { token })).status).toBe(401);
    expect(await core.knex('staff_recovery_codes').where({ user_id: id })).toHaveLength(0);
    expect(await core.knex('staff_sessions').where({ user_id: id }).whereNull('ended_on')).toHaveLength(0);
    expect((await login(username)).body).toMatchObject({ token: expect.any(String) });
    const entry = await core
      .knex('audit_log')
      .where({ entity_id: String(id), action: 'two_factor_reset' })
      .first();
    expect(entry).toMatchObject({ actor_user_id: (await core.knex('users').where({ username: 'admin' }).first()).id, details: { was_enabled: true } });
  });
});
