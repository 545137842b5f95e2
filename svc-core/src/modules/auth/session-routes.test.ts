import { ERROR_CODES, IDLE_WARNING_SECONDS, STAFF_ACCOUNT_MESSAGES, TWO_FACTOR_ERROR_CODES, TWO_FACTOR_MESSAGES } from '@clinic/contracts';
import { verifyToken } from '@clinic/server-kit';
import { hashPassword } from '../credentials/passwords';
import { deactivateAccount } from '../staff-accounts/service';
import { signIn, startTestCore, type TestCore } from '../../test-support';

jest.setTimeout(120_000);

const PASSWORD = 'Lantern-Orchard-Violet-42';
let core: TestCore;
let passwordHash: string;

beforeAll(async () => {
  core = await startTestCore({ STAFF_IDLE_MINUTES: '30' });
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(() => core?.close());

async function call(method: string, path: string, { token, body }: { token?: string; body?: unknown } = {}): Promise<{ status: number; body: any }> {
  const res = await fetch(core.api + path, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

let serial = 0;
async function newAccount(): Promise<{ id: number; username: string }> {
  serial += 1;
  const username = `session${serial}`;
  const [row] = await core
    .knex('users')
    .insert({
      username,
      password_hash: passwordHash,
      first_name: 'Sam',
      last_name: `Tester${serial}`,
      email: `${username}@example.com`,
      is_admin: false,
      is_staff: true,
      group: null,
    })
    .returning(['id', 'username']);
  return row;
}

async function tokenOf(username: string): Promise<string> {
  const res = await call('POST', '/auth/login/', { body: { username, password: PASSWORD } });
  expect(res.status).toBe(200);
  return res.body.token;
}

const sessionOf = async (token: string) => (await verifyToken('staff', token, core.keys.verifyKey)).sid as string;

/** The session's last activity, moved `minutes` into the past (instead of waiting). */
async function idleFor(token: string, minutes: number): Promise<void> {
  await core
    .knex('staff_sessions')
    .where({ id: await sessionOf(token) })
    .update({ last_active_on: core.knex.raw(`now() - make_interval(secs => ?)`, [minutes * 60]) });
}

const lastActive = async (token: string): Promise<Date> =>
  (
    await core
      .knex('staff_sessions')
      .where({ id: await sessionOf(token) })
      .first()
  ).last_active_on;

describe('automatic logoff after STAFF_IDLE_MINUTES without activity', () => {
  it('ends a session idle for longer: 401 SESSION_IDLE once, then the token stays refused; audited', async () => {
    const { id, username } = await newAccount();
    const token = await tokenOf(username);
    const other = await tokenOf(username);
    await idleFor(token, 31);
    expect(await call('GET', '/users/', { token })).toMatchObject({
      status: 401,
      body: { error: TWO_FACTOR_ERROR_CODES.sessionIdle, msg: TWO_FACTOR_MESSAGES.sessionIdle },
    });
    expect((await call('POST', '/auth/keepalive/', { token })).status).toBe(401);
    expect(
      await core
        .knex('staff_sessions')
        .where({ id: await sessionOf(token) })
        .first(),
    ).toMatchObject({ end_reason: 'idle', ended_on: expect.any(Date) });
    expect(await core.knex('audit_log').where({ entity_id: String(id), action: 'session_idle_end' })).toHaveLength(1);
    // The account's other session was active: it goes on.
    expect((await call('GET', '/users/', { token: other })).status).toBe(200);
  });

  it('keeps a session that had a request within the time, and moves its activity forward at most once a minute', async () => {
    const { username } = await newAccount();
    const token = await tokenOf(username);
    await idleFor(token, 29);
    expect((await call('GET', '/users/', { token })).status).toBe(200);
    const touched = await lastActive(token);
    expect(Date.now() - touched.getTime()).toBeLessThan(60_000);
    await idleFor(token, 0.5);
    const before = await lastActive(token);
    expect((await call('GET', '/users/', { token })).status).toBe(200);
    expect(await lastActive(token)).toEqual(before);
  });

  it('"stay signed in": keepalive records activity and answers the session settings', async () => {
    const { username } = await newAccount();
    const token = await tokenOf(username);
    await idleFor(token, 28);
    const kept = await call('POST', '/auth/keepalive/', { token });
    expect(kept).toMatchObject({
      status: 200,
      body: { idle_minutes: 30, idle_warning_seconds: IDLE_WARNING_SECONDS, two_factor_enabled: false, two_factor_setup_required: false },
    });
    await idleFor(token, 0.2);
    expect((await call('POST', '/auth/keepalive/', { token })).status).toBe(200);
    expect(Date.now() - (await lastActive(token)).getTime()).toBeLessThan(5_000);
  });
});

describe('logout and other ends of a session', () => {
  it('logout ends the session: its token gets 401 at once; the other sessions go on', async () => {
    const { id, username } = await newAccount();
    const token = await tokenOf(username);
    const other = await tokenOf(username);
    expect(await call('POST', '/auth/logout/', { token })).toEqual({ status: 204, body: null });
    expect(await call('GET', '/users/', { token })).toMatchObject({
      status: 401,
      body: { error: ERROR_CODES.unauthorized, msg: STAFF_ACCOUNT_MESSAGES.sessionEnded },
    });
    expect((await call('POST', '/auth/logout/', { token })).status).toBe(401);
    expect((await call('GET', '/users/', { token: other })).status).toBe(200);
    expect(await core.knex('audit_log').where({ entity_id: String(id), action: 'logout' })).toHaveLength(1);
  });

  it('a deactivation ends every session of the account', async () => {
    const { id, username } = await newAccount();
    const token = await tokenOf(username);
    await deactivateAccount(core.knex, id, { userId: null, clientIp: null });
    expect((await call('GET', '/users/', { token })).status).toBe(401);
    expect(await core.knex('staff_sessions').where({ user_id: id }).pluck('end_reason')).toEqual(['deactivated']);
  });

  it('a password change answers a token of the same session that works, and ends the others', async () => {
    const { username } = await newAccount();
    const token = await tokenOf(username);
    const other = await tokenOf(username);
    const changed = await call('POST', '/auth/change-password/', { token, body: { current_password: PASSWORD, new_password: 'Quartz-Meadow-Harbor-77' } });
    expect(changed.status).toBe(200);
    expect(await sessionOf(changed.body.token)).toBe(await sessionOf(token));
    expect((await call('GET', '/users/', { token: changed.body.token })).status).toBe(200);
    expect((await call('GET', '/users/', { token: other })).status).toBe(401);
    expect(
      await core
        .knex('staff_sessions')
        .where({ id: await sessionOf(other) })
        .first(),
    ).toMatchObject({ end_reason: 'password_changed' });
  });

  it('records each sign-in as a session with the client address', async () => {
    const token = await signIn(core, 'staff');
    expect(
      await core
        .knex('staff_sessions')
        .where({ id: await sessionOf(token) })
        .first(),
    ).toMatchObject({ ended_on: null, client_ip: '127.0.0.1' });
  });
});
