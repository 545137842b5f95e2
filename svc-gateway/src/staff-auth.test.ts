/**
 * The gateway in front of the real svc-core (its own migrated, seeded database): staff sign-in and
 * the token rules, which must hold both through the gateway and when svc-core is called directly.
 */
import { signToken } from '@clinic/server-kit';
import { ERROR_CODES, LOGIN_FAILED_MESSAGE } from '@clinic/contracts';
import { startTestCore, TEST_SEED_PASSWORD, type TestCore } from '@clinic/svc-core/src/test-support';
import { startGateway, testConfig, testLogger, type Listening } from './test-support';

jest.setTimeout(60_000);

let core: TestCore;
let gateway: Listening;

beforeAll(async () => {
  core = await startTestCore();
  const config = testConfig({ CORE_URL: core.url, NOTIFY_URL: 'http://127.0.0.1:9' });
  gateway = await startGateway({ config, verifyKey: core.keys.verifyKey, logger: testLogger });
});

afterAll(async () => {
  await gateway?.close();
  await core?.close();
});

async function login(username: string, password: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${gateway.url}/api/v1/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function tokenOf(username: string): Promise<string> {
  const { status, body } = await login(username, TEST_SEED_PASSWORD);
  expect(status).toBe(200);
  return body.token as string;
}

/** The status of GET `path` with `token`, through the gateway and straight at svc-core. */
async function statuses(path: string, token?: string): Promise<[number, number]> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const [viaGateway, direct] = await Promise.all([fetch(`${gateway.url}/api/v1${path}`, { headers }), fetch(`${core.api}${path}`, { headers })]);
  return [viaGateway.status, direct.status];
}

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('staff sign-in through the gateway', () => {
  it('signs in an admin whose token then reads the profile', async () => {
    const token = await tokenOf('admin');
    const res = await fetch(`${gateway.url}/api/v1/users/`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ username: 'admin', a: true, s: true, g: null });
  });

  it('answers a wrong password and an unknown user alike, with no token', async () => {
    const wrong = await login('staff', 'not-the-password');
    const unknown = await login('nobody-here', 'not-the-password');
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.body).toEqual({ error: ERROR_CODES.invalidCredentials, msg: LOGIN_FAILED_MESSAGE });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('gives external staff the ext_staff group', async () => {
    const { body } = await login('ext', TEST_SEED_PASSWORD);
    expect(body.user).toMatchObject({ username: 'ext', a: false, s: true, g: 'ext_staff' });
  });
});

describe('token rules, at the gateway and at svc-core alike', () => {
  it('refuses a request without a token', async () => {
    expect(await statuses('/users/')).toEqual([401, 401]);
  });

  it('refuses an expired token', async () => {
    const expired = await signToken('staff', { sub: '1', a: true, s: true }, { key: core.keys.signingKey, ttlSeconds: -60 });
    expect(await statuses('/users/', expired)).toEqual([401, 401]);
  });

  it('refuses a token whose payload was changed after signing', async () => {
    const [header, , signature] = (await tokenOf('staff')).split('.');
    const forged = `${header}.${b64url({ sub: '1', a: true, s: true, aud: 'clinic:staff', iss: 'clinic:svc-core', exp: 4_000_000_000 })}.${signature}`;
    expect(await statuses('/payments/', forged)).toEqual([401, 401]);
  });

  it('refuses an unsigned token (alg none)', async () => {
    const unsigned = `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url({ sub: '1', a: true, s: true, aud: 'clinic:staff', iss: 'clinic:svc-core', exp: 4_000_000_000 })}.`;
    expect(await statuses('/users/', unsigned)).toEqual([401, 401]);
  });

  it('refuses a token of another audience (a booking token)', async () => {
    const booking = await signToken('booking', { sub: 'someone@example.com', a: true, s: true }, { key: core.keys.signingKey, ttlSeconds: 600 });
    expect(await statuses('/users/', booking)).toEqual([401, 401]);
  });

  it('forbids staff an admin-only route and lets an admin through', async () => {
    expect(await statuses('/payments/', await tokenOf('staff'))).toEqual([403, 403]);
    expect(await statuses('/payments/', await tokenOf('admin'))).toEqual([200, 200]);
  });
});
