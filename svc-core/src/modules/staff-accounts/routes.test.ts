import { createHash } from 'node:crypto';
import { ERROR_CODES, EXT_STAFF_GROUP, LOGIN_FAILED_MESSAGE, STAFF_ACCOUNT_MESSAGES as M, weakPasswordMessage, type StaffAccount } from '@clinic/contracts';
import { signToken } from '@clinic/server-kit';
import { changeRole, deactivateAccount, reactivateAccount } from './service';
import { startFakeNotify, startTestCore, TEST_SEED_PASSWORD, type FakeNotify, type TestCore } from '../../test-support';

jest.setTimeout(120_000);

let core: TestCore;
let notify: FakeNotify;
beforeAll(async () => {
  notify = await startFakeNotify();
  core = await startTestCore({ NOTIFY_URL: notify.url });
});
afterAll(async () => {
  await core?.close();
  await notify?.close();
});

interface Answer {
  status: number;
  body: any;
}

async function call(
  method: string,
  path: string,
  { token, body, headers = {} }: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const res = await fetch(core.api + path, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: await res.json() };
}

async function signInWith(username: string, password: string): Promise<Answer> {
  return call('POST', '/auth/login/', { body: { username, password } });
}

async function tokenOf(username: string, password = TEST_SEED_PASSWORD): Promise<string> {
  const res = await signInWith(username, password);
  expect(res.status).toBe(200);
  return res.body.token as string;
}

/** The set-password token of the newest e-mail to `email` (waiting for the outbox's hand-over). */
async function linkTokenFor(email: string): Promise<string> {
  await core.outbox.settled();
  const mail = notify.messages.filter((m) => m.message.to === email).at(-1)?.message;
  expect(mail).toBeDefined();
  const match = /http:\/\/clinic\.test\/set-password\?token=([A-Za-z0-9_-]+)/.exec(mail!.text ?? '');
  expect(match).not.toBeNull();
  return match![1]!;
}

const mailsTo = (email: string) => notify.messages.filter((m) => m.message.to === email).length;

async function auditOf(accountId: number | null, action: string) {
  const query = core.knex('audit_log').where({ entity: 'staff_account', action }).orderBy('id', 'desc');
  if (accountId !== null) query.where({ entity_id: String(accountId) });
  return query.first();
}

let admin: string;
let adminId: number;

beforeAll(async () => {
  const res = await signInWith('admin', TEST_SEED_PASSWORD);
  admin = res.body.token;
  adminId = res.body.user.id;
});

let serial = 0;
/** An account created by the admin whose owner has set `password` with the e-mailed link. */
async function readyAccount(
  role: 'admin' | 'staff' | 'ext_staff',
  password = 'Lantern-Orchard-Violet-42',
): Promise<{ id: number; username: string; email: string; password: string }> {
  serial += 1;
  const username = `person${serial}.${role.replace('_', '')}`;
  const email = `pat.tester${serial}@example.com`;
  const created = await call('POST', '/admin/staff-accounts/', {
    token: admin,
    body: { username, first_name: 'Pat', last_name: `Tester${serial}`, email, role },
  });
  expect(created.status).toBe(201);
  const set = await call('POST', '/auth/set-password/', { body: { token: await linkTokenFor(email), password } });
  expect(set.status).toBe(200);
  return { id: created.body.id, username, email, password };
}

describe('who may call what', () => {
  it('lets only admins manage accounts: 401 without a token, 403 for staff and external staff', async () => {
    const staff = await tokenOf('staff');
    const ext = await tokenOf('ext');
    const someone = (await call('GET', '/admin/staff-accounts/', { token: admin })).body.find((a: StaffAccount) => a.username === 'staff').id;
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/admin/staff-accounts/'],
      ['POST', '/admin/staff-accounts/', { username: 'nobody', first_name: 'No', last_name: 'Body', email: 'nobody@example.com', role: 'admin' }],
      ['PUT', `/admin/staff-accounts/${someone}/role/`, { role: 'admin' }],
      ['POST', `/admin/staff-accounts/${someone}/deactivate/`],
      ['POST', `/admin/staff-accounts/${someone}/reactivate/`],
      ['POST', `/admin/staff-accounts/${someone}/password-reset/`],
    ];
    for (const [method, path, body] of routes) {
      expect(await call(method, path, { body })).toMatchObject({ status: 401, body: { error: ERROR_CODES.unauthorized } });
      expect(await call(method, path, { token: staff, body })).toMatchObject({ status: 403, body: { error: ERROR_CODES.forbidden } });
      expect((await call(method, path, { token: ext, body })).status).toBe(403);
    }
    expect(await core.knex('users').where({ username: 'nobody' }).first()).toBeUndefined();
    expect(await core.knex('users').where({ username: 'staff' }).first()).toMatchObject({ is_admin: false, is_active: true });
    expect((await call('POST', '/auth/change-password/', { body: { current_password: 'x', new_password: 'y' } })).status).toBe(401);
  });

  it('lists every account with its role, two-factor switch, last sign-in and state', async () => {
    const res = await call('GET', '/admin/staff-accounts/', { token: admin });
    expect(res.status).toBe(200);
    const byName = Object.fromEntries((res.body as StaffAccount[]).map((a) => [a.username, a]));
    expect(byName.admin).toMatchObject({
      role: 'admin',
      first_name: 'Admin',
      email: 'admin@clinic.local',
      two_factor: false,
      is_active: true,
      has_password: true,
      last_login_on: expect.any(String),
    });
    expect(byName.staff).toMatchObject({ role: 'staff', two_factor: false });
    expect(byName.ext).toMatchObject({ role: 'ext_staff' });
    expect(JSON.stringify(res.body)).not.toMatch(/password_hash|argon2/);
  });

  it('answers an id that names no account with 404', async () => {
    for (const id of ['999999', '0', 'abc', '99999999999']) {
      expect((await call('POST', `/admin/staff-accounts/${id}/deactivate/`, { token: admin })).status).toBe(404);
    }
  });
});

describe('a new account: created by an admin, its owner sets the password with the e-mailed link', () => {
  const email = 'nina.park@example.com';
  let id: number;
  let token: string;

  it('creates the account without a password and e-mails a set-password link on PUBLIC_URL', async () => {
    const res = await call('POST', '/admin/staff-accounts/', {
      token: admin,
      body: { username: 'nina.park', first_name: 'Nina', last_name: 'Park', email: ' Nina.Park@Example.com ', role: 'staff' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      username: 'nina.park',
      email,
      role: 'staff',
      two_factor: false,
      last_login_on: null,
      is_active: true,
      has_password: false,
    });
    id = res.body.id;
    token = await linkTokenFor(email);
    const mail = notify.messages.filter((m) => m.message.to === email).at(-1)!.message;
    expect(mail).toMatchObject({ channel: 'email', subject: expect.stringContaining('staff account'), meta: { kind: 'staff_account_invite' } });
    expect(mail.text).toContain('Your username is nina.park.');
    expect(mail.text).toContain('24 hours');
    expect(mail.html).toContain(`href="http://clinic.test/set-password?token=${token}"`);
    // Only the token's hash is stored.
    const links = await core.knex('staff_password_links').where({ user_id: id });
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({ purpose: 'invite', token_hash: createHash('sha256').update(token).digest('hex'), used_on: null, created_by: adminId });
    expect(JSON.stringify(await core.knex('users').where({ id }).first())).not.toContain(token);
  });

  it('refuses to sign the account in before a password is set, as for a wrong password', async () => {
    expect(await signInWith('nina.park', '')).toMatchObject({ status: 400 });
    expect(await signInWith('nina.park', 'anything-at-all')).toEqual({
      status: 401,
      body: { error: ERROR_CODES.invalidCredentials, msg: LOGIN_FAILED_MESSAGE },
    });
  });

  it.each([
    ['password1234', weakPasswordMessage('This is similar to a commonly used password.')],
    ['qwertyuiopasdf', expect.stringMatching(/^This password is too easy to guess\./)],
    ['short-pass', M.passwordTooShort],
    ['Nina.Park-Lantern-42', M.passwordHasUsername],
  ])('refuses the weak password %p with its message and keeps the link usable', async (password, message) => {
    const res = await call('POST', '/auth/set-password/', { body: { token, password } });
    expect(res).toEqual({ status: 400, body: { error: ERROR_CODES.validation, msg: message, details: { password: message } } });
    expect(await core.knex('staff_password_links').where({ user_id: id }).whereNull('used_on').first()).toBeDefined();
  });

  it('sets the password once; the link is spent; the owner signs in', async () => {
    const res = await call('POST', '/auth/set-password/', { body: { token, password: 'Lantern-Orchard-Violet-42' } });
    expect(res).toEqual({ status: 200, body: { msg: expect.any(String), username: 'nina.park' } });
    expect(await call('POST', '/auth/set-password/', { body: { token, password: 'Another-Orchard-Violet-43' } })).toEqual({
      status: 400,
      body: { error: ERROR_CODES.validation, msg: M.linkInvalid, details: { token: M.linkInvalid } },
    });
    const signedIn = await signInWith('nina.park', 'Lantern-Orchard-Violet-42');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({ username: 'nina.park', a: false, s: true, g: null });
    const listed = (await call('GET', '/admin/staff-accounts/', { token: admin })).body.find((a: StaffAccount) => a.id === id);
    expect(listed).toMatchObject({ has_password: true, last_login_on: expect.any(String) });
  });

  it('refuses a taken username or e-mail (without case) with 409 and bad fields with 400', async () => {
    const base = { first_name: 'N', last_name: 'P', role: 'staff' };
    expect(await call('POST', '/admin/staff-accounts/', { token: admin, body: { ...base, username: 'nina.park', email: 'other@example.com' } })).toMatchObject({
      status: 409,
      body: { error: ERROR_CODES.usernameTaken, msg: M.usernameTaken },
    });
    expect(
      await call('POST', '/admin/staff-accounts/', { token: admin, body: { ...base, username: 'nina.two', email: 'NINA.PARK@example.com' } }),
    ).toMatchObject({ status: 409, body: { error: ERROR_CODES.emailTaken, msg: M.emailTaken } });
    const bad = await call('POST', '/admin/staff-accounts/', { token: admin, body: { ...base, username: 'Nina Two', email: 'x', role: 'root' } });
    expect(bad).toMatchObject({
      status: 400,
      body: { error: ERROR_CODES.validation, details: { username: M.usernameFormat, email: expect.any(String), role: M.roleRequired } },
    });
  });

  it('refuses unknown, malformed and expired links', async () => {
    expect((await call('POST', '/auth/set-password/', { body: { token: 'A'.repeat(43), password: 'Lantern-Orchard-Violet-42' } })).body.msg).toBe(
      M.linkInvalid,
    );
    expect((await call('POST', '/auth/set-password/', { body: { token: 'not a token!', password: 'Lantern-Orchard-Violet-42' } })).status).toBe(400);
    await call('POST', `/admin/staff-accounts/${id}/password-reset/`, { token: admin });
    const fresh = await linkTokenFor(email);
    await core
      .knex('staff_password_links')
      .where({ token_hash: createHash('sha256').update(fresh).digest('hex') })
      .update({ expires_at: core.knex.raw(`now() - interval '1 second'`) });
    expect((await call('POST', '/auth/set-password/', { body: { token: fresh, password: 'Expired-Orchard-Violet-44' } })).body.msg).toBe(M.linkInvalid);
  });
});

describe('password reset', () => {
  it('e-mails a new link that voids the older one; the current password works until it is used', async () => {
    const account = await readyAccount('staff');
    const before = mailsTo(account.email);
    expect(await call('POST', `/admin/staff-accounts/${account.id}/password-reset/`, { token: admin })).toEqual({
      status: 200,
      body: { msg: `A link to set a new password was sent to ${account.email}.` },
    });
    const first = await linkTokenFor(account.email);
    await call('POST', `/admin/staff-accounts/${account.id}/password-reset/`, { token: admin });
    const second = await linkTokenFor(account.email);
    expect(mailsTo(account.email)).toBe(before + 2);
    expect(second).not.toBe(first);
    expect(notify.messages.at(-1)!.message).toMatchObject({ subject: expect.stringContaining('new password'), meta: { kind: 'staff_password_reset' } });

    expect((await signInWith(account.username, account.password)).status).toBe(200);
    expect((await call('POST', '/auth/set-password/', { body: { token: first, password: 'Reset-Harbor-Maple-77' } })).body.msg).toBe(M.linkInvalid);
    expect((await call('POST', '/auth/set-password/', { body: { token: second, password: 'Reset-Harbor-Maple-77' } })).status).toBe(200);
    expect((await signInWith(account.username, account.password)).status).toBe(401);
    expect((await signInWith(account.username, 'Reset-Harbor-Maple-77')).status).toBe(200);
  });

  it('is refused for a deactivated account', async () => {
    const account = await readyAccount('staff');
    await call('POST', `/admin/staff-accounts/${account.id}/deactivate/`, { token: admin });
    const before = mailsTo(account.email);
    expect(await call('POST', `/admin/staff-accounts/${account.id}/password-reset/`, { token: admin })).toMatchObject({
      status: 409,
      body: { msg: M.accountInactive },
    });
    expect(mailsTo(account.email)).toBe(before);
  });
});

describe('the last active admin', () => {
  it('cannot be deactivated or demoted', async () => {
    expect(await core.knex('users').where({ is_admin: true, is_active: true }).pluck('username')).toEqual(['admin']);
    expect(await call('POST', `/admin/staff-accounts/${adminId}/deactivate/`, { token: admin })).toEqual({
      status: 409,
      body: { error: ERROR_CODES.conflict, msg: M.lastAdminDeactivate },
    });
    for (const role of ['staff', 'ext_staff']) {
      expect(await call('PUT', `/admin/staff-accounts/${adminId}/role/`, { token: admin, body: { role } })).toEqual({
        status: 409,
        body: { error: ERROR_CODES.conflict, msg: M.lastAdminDemote },
      });
    }
    expect((await call('GET', '/users/', { token: admin })).status).toBe(200);
  });

  it('holds when two admins deactivate or demote each other at the same moment', async () => {
    const second = await readyAccount('admin');
    const secondToken = await tokenOf(second.username, second.password);
    const tokens: Record<number, string> = { [adminId]: admin, [second.id]: secondToken };
    for (const [action, body] of [
      ['deactivate', undefined],
      ['demote', { role: 'staff' }],
    ] as const) {
      const request = (actor: number, target: number) =>
        action === 'deactivate'
          ? call('POST', `/admin/staff-accounts/${target}/deactivate/`, { token: tokens[actor] })
          : call('PUT', `/admin/staff-accounts/${target}/role/`, { token: tokens[actor], body });
      const answers = await Promise.all([request(adminId, second.id), request(second.id, adminId)]);
      // One wins; the other is refused by the rule (409), or, when it arrives after the winner's
      // change voided its own token, as signed out (401).
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses[0]).toBe(200);
      expect([401, 409]).toContain(statuses[1]);
      const survivors = await core.knex('users').where({ is_admin: true, is_active: true }).pluck('id');
      expect(survivors).toHaveLength(1);
      // The survivor restores the other, who signs in again (its tokens were voided).
      const survivor = survivors[0] as number;
      const other = survivor === adminId ? second.id : adminId;
      const restore =
        action === 'deactivate'
          ? await call('POST', `/admin/staff-accounts/${other}/reactivate/`, { token: tokens[survivor] })
          : await call('PUT', `/admin/staff-accounts/${other}/role/`, { token: tokens[survivor], body: { role: 'admin' } });
      expect(restore.status).toBe(200);
      tokens[other] = other === adminId ? await tokenOf('admin') : await tokenOf(second.username, second.password);
    }
    admin = tokens[adminId]!;
    // Straight at the service (no session check in front): two transactions racing to remove the
    // two remaining admins; the admins' lock lets exactly one through, every time.
    for (let round = 0; round < 5; round += 1) {
      const actor = { userId: null, clientIp: null };
      const [a, b] = await Promise.allSettled([deactivateAccount(core.knex, adminId, actor), deactivateAccount(core.knex, second.id, actor)]);
      expect([a.status, b.status].sort()).toEqual(['fulfilled', 'rejected']);
      const refused = (a.status === 'rejected' ? a.reason : (b as PromiseRejectedResult).reason) as { status: number; msg: string };
      expect(refused).toMatchObject({ status: 409, msg: M.lastAdminDeactivate });
      const remaining = a.status === 'fulfilled' ? second.id : adminId;
      const [c, d] = await Promise.allSettled([changeRole(core.knex, remaining, 'staff', actor), deactivateAccount(core.knex, remaining, actor)]);
      expect([c.status, d.status]).toEqual(['rejected', 'rejected']);
      await reactivateAccount(core.knex, a.status === 'fulfilled' ? adminId : second.id, actor);
    }
    admin = await tokenOf('admin');
    // Back to one admin for the other tests.
    expect((await call('POST', `/admin/staff-accounts/${second.id}/deactivate/`, { token: admin })).status).toBe(200);
  });
});

describe('tokens stop working at once', () => {
  it("refuses a deactivated account's existing token on its next call and its sign-in like a wrong password", async () => {
    const account = await readyAccount('ext_staff');
    const token = await tokenOf(account.username, account.password);
    expect((await call('GET', '/users/', { token })).status).toBe(200);
    expect((await call('GET', '/appointments/misc/leads/', { token })).status).toBe(200);
    const res = await call('POST', `/admin/staff-accounts/${account.id}/deactivate/`, { token: admin });
    expect(res).toMatchObject({ status: 200, body: { is_active: false, role: 'ext_staff' } });
    expect(await call('GET', '/users/', { token })).toEqual({ status: 401, body: { error: ERROR_CODES.unauthorized, msg: M.sessionEnded } });
    expect((await call('GET', '/appointments/misc/leads/', { token })).status).toBe(401);
    expect(await signInWith(account.username, account.password)).toEqual({
      status: 401,
      body: { error: ERROR_CODES.invalidCredentials, msg: LOGIN_FAILED_MESSAGE },
    });

    expect((await call('POST', `/admin/staff-accounts/${account.id}/reactivate/`, { token: admin })).body).toMatchObject({ is_active: true });
    expect((await call('GET', '/users/', { token })).status).toBe(401);
    expect((await call('GET', '/users/', { token: await tokenOf(account.username, account.password) })).status).toBe(200);
  });

  it('voids the tokens of an account whose role changes; the next sign-in carries the new role', async () => {
    const account = await readyAccount('staff');
    const token = await tokenOf(account.username, account.password);
    const res = await call('PUT', `/admin/staff-accounts/${account.id}/role/`, { token: admin, body: { role: 'ext_staff' } });
    expect(res).toMatchObject({ status: 200, body: { role: 'ext_staff' } });
    expect((await call('GET', '/users/', { token })).status).toBe(401);
    expect((await signInWith(account.username, account.password)).body.user).toMatchObject({ a: false, s: true, g: EXT_STAFF_GROUP });
    // The same role again changes nothing.
    const fresh = await tokenOf(account.username, account.password);
    expect((await call('PUT', `/admin/staff-accounts/${account.id}/role/`, { token: admin, body: { role: 'ext_staff' } })).status).toBe(200);
    expect((await call('GET', '/users/', { token: fresh })).status).toBe(200);
  });

  it('changes the own password with the current one, voids every other token and answers a new one', async () => {
    const account = await readyAccount('staff');
    const first = await tokenOf(account.username, account.password);
    const second = await tokenOf(account.username, account.password);
    const change = (body: unknown) => call('POST', '/auth/change-password/', { token: first, body });

    expect(await change({ current_password: 'not-my-password', new_password: 'Copper-Meadow-Sparrow-19' })).toEqual({
      status: 400,
      body: { error: ERROR_CODES.validation, msg: M.currentPasswordWrong, details: { current_password: M.currentPasswordWrong } },
    });
    const weak = await change({ current_password: account.password, new_password: 'password1234' });
    expect(weak).toMatchObject({
      status: 400,
      body: { msg: weakPasswordMessage('This is similar to a commonly used password.'), details: { new_password: expect.any(String) } },
    });
    expect((await change({ current_password: account.password, new_password: `${account.username}-Copper-19` })).body.msg).toBe(M.passwordHasUsername);
    expect(
      (await change({ current_password: account.password, new_password: 'Copper-person-Sparrow-19'.replace('person', account.email.split('@')[0]!) })).body.msg,
    ).toBe(M.passwordHasEmail);
    expect((await call('GET', '/users/', { token: second })).status).toBe(200);

    const ok = await change({ current_password: account.password, new_password: 'Copper-Meadow-Sparrow-19' });
    expect(ok).toMatchObject({ status: 200, body: { token: expect.any(String), user: { username: account.username } } });
    expect((await call('GET', '/users/', { token: second })).status).toBe(401);
    expect((await call('GET', '/users/', { token: first })).status).toBe(401);
    expect((await call('GET', '/users/', { token: ok.body.token })).status).toBe(200);
    expect((await signInWith(account.username, account.password)).status).toBe(401);
    expect((await signInWith(account.username, 'Copper-Meadow-Sparrow-19')).status).toBe(200);
    expect(await core.knex('users').where({ id: account.id }).first()).toMatchObject({ password_changed_at: expect.any(Date) });
  });

  it('refuses tokens signed before staff sessions existed (no session id), so everyone signs in again after the upgrade', async () => {
    const staff = await core.knex('users').where({ username: 'staff' }).first();
    const old = await signToken(
      'staff',
      { sub: String(staff.id), username: 'staff', first_name: 'Staff', a: false, s: true, g: null },
      { key: core.keys.signingKey, ttlSeconds: 600 },
    );
    expect(await call('GET', '/users/', { token: old })).toMatchObject({ status: 401, body: { error: ERROR_CODES.unauthorized } });
    const ghost = await signToken('staff', { sub: '999999', a: true, s: true, g: null }, { key: core.keys.signingKey, ttlSeconds: 600 });
    expect((await call('GET', '/admin/staff-accounts/', { token: ghost })).status).toBe(401);
  });
});

describe('the audit log', () => {
  it('records every account change, sign-in and failed sign-in with who, when and the client address', async () => {
    const from = { 'x-forwarded-for': '203.0.113.7' };
    const created = await call('POST', '/admin/staff-accounts/', {
      token: admin,
      headers: from,
      body: { username: 'audit.me', first_name: 'Audit', last_name: 'Me', email: 'audit.me@example.com', role: 'ext_staff' },
    });
    const id = created.body.id as number;
    expect(await auditOf(id, 'create')).toMatchObject({
      actor_user_id: adminId,
      client_ip: '203.0.113.7',
      created_on: expect.any(Date),
      details: { username: 'audit.me', role: 'ext_staff' },
    });

    await call('POST', '/auth/set-password/', {
      headers: { 'x-forwarded-for': '198.51.100.4' },
      body: { token: await linkTokenFor('audit.me@example.com'), password: 'Granite-Willow-Comet-58' },
    });
    expect(await auditOf(id, 'set_password')).toMatchObject({ actor_user_id: id, client_ip: '198.51.100.4', details: { purpose: 'invite' } });

    await call('POST', '/auth/login/', { headers: { 'x-forwarded-for': '198.51.100.4' }, body: { username: 'audit.me', password: 'Granite-Willow-Comet-58' } });
    expect(await auditOf(id, 'sign_in')).toMatchObject({ actor_user_id: id, client_ip: '198.51.100.4' });
    await call('POST', '/auth/login/', { headers: { 'x-forwarded-for': '192.0.2.9' }, body: { username: 'audit.me', password: 'wrong-password' } });
    expect(await auditOf(id, 'sign_in_failed')).toMatchObject({
      actor_user_id: null,
      client_ip: '192.0.2.9',
      details: { username: 'audit.me', reason: 'wrong_password' },
    });
    await call('POST', '/auth/login/', { body: { username: 'no.such.user', password: 'whatever' } });
    expect(await auditOf(null, 'sign_in_failed')).toMatchObject({
      entity_id: null,
      client_ip: '127.0.0.1',
      details: { username: 'no.such.user', reason: 'unknown_username' },
    });

    await call('PUT', `/admin/staff-accounts/${id}/role/`, { token: admin, headers: from, body: { role: 'staff' } });
    expect(await auditOf(id, 'change_role')).toMatchObject({ actor_user_id: adminId, client_ip: '203.0.113.7', details: { from: 'ext_staff', to: 'staff' } });
    await call('POST', `/admin/staff-accounts/${id}/password-reset/`, { token: admin, headers: from });
    expect(await auditOf(id, 'send_password_reset')).toMatchObject({ actor_user_id: adminId, client_ip: '203.0.113.7' });
    const mine = await tokenOf('audit.me', 'Granite-Willow-Comet-58');
    await call('POST', '/auth/change-password/', {
      token: mine,
      headers: from,
      body: { current_password: 'Granite-Willow-Comet-58', new_password: 'Basalt-Juniper-Nova-63' },
    });
    expect(await auditOf(id, 'change_password')).toMatchObject({ actor_user_id: id, client_ip: '203.0.113.7' });
    await call('POST', `/admin/staff-accounts/${id}/deactivate/`, { token: admin, headers: from });
    expect(await auditOf(id, 'deactivate')).toMatchObject({ actor_user_id: adminId, client_ip: '203.0.113.7' });
    await signInWith('audit.me', 'Basalt-Juniper-Nova-63');
    expect(await auditOf(id, 'sign_in_failed')).toMatchObject({ details: { reason: 'deactivated' } });
    await call('POST', `/admin/staff-accounts/${id}/reactivate/`, { token: admin, headers: from });
    expect(await auditOf(id, 'reactivate')).toMatchObject({ actor_user_id: adminId, client_ip: '203.0.113.7' });
  });
});
