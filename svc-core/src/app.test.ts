import { SignJWT, UnsecuredJWT } from 'jose';
import {
  ERROR_CODES,
  EXT_STAFF_GROUP,
  LOGIN_FAILED_MESSAGE,
  PAYMENTS_PAGE_SIZE,
  STAFF_TOKEN_TTL_SECONDS,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
  loginResponseSchema,
  paginatedSchema,
  paymentSchema,
  userProfileSchema,
} from '@clinic/contracts';
import { signToken, verifyToken } from '@clinic/server-kit';
import { recordAudit, auditEntriesFor } from './modules/audit/repo';
import { insertPayment, type NewPayment } from './modules/payments/repo';
import { startTestCore, TEST_SEED_PASSWORD, type TestCore } from './test-support';

jest.setTimeout(60_000);

let core: TestCore;

beforeAll(async () => {
  core = await startTestCore();
});

afterAll(() => core.close());

async function post(path: string, body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  const res = await fetch(core.api + path, { method: 'POST', headers, body });
  return { status: res.status, body: await res.json() };
}

async function get(path: string, token?: string) {
  const res = await fetch(core.api + path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, body: await res.json() };
}

async function loginAs(username: string, password = TEST_SEED_PASSWORD) {
  return post('/auth/login/', JSON.stringify({ username, password }));
}

async function tokenOf(username: string): Promise<string> {
  const res = await loginAs(username);
  expect(res.status).toBe(200);
  return res.body.token as string;
}

describe('POST /auth/login/', () => {
  it('signs the admin in with a staff token and the profile flags', async () => {
    const res = await loginAs('admin');
    expect(res.status).toBe(200);
    const body = loginResponseSchema.parse(res.body);
    expect(body.user).toMatchObject({ username: 'admin', first_name: 'Admin', a: true, s: true, g: null });
    const claims = await verifyToken<{ a: boolean; s: boolean }>('staff', body.token, core.keys.verifyKey);
    expect(claims).toMatchObject({ sub: String(body.user.id), a: true, s: true, aud: TOKEN_AUDIENCE.staff });
    expect(claims.exp! - claims.iat!).toBe(STAFF_TOKEN_TTL_SECONDS);
    const header = JSON.parse(Buffer.from(body.token.split('.')[0]!, 'base64url').toString());
    expect(header.alg).toBe('ES256');
  });

  it('gives staff s without a, and the external staff user the ext_staff group', async () => {
    expect((await loginAs('staff')).body.user).toMatchObject({ a: false, s: true, g: null });
    expect((await loginAs('ext')).body.user).toMatchObject({ username: 'ext', a: false, s: true, g: EXT_STAFF_GROUP });
  });

  it('refuses a wrong password with 401 and no token', async () => {
    const res = await loginAs('admin', 'wrong-password');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: ERROR_CODES.invalidCredentials, msg: LOGIN_FAILED_MESSAGE });
    expect(res.body.token).toBeUndefined();
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const unknown = await loginAs('nobody-here', 'whatever');
    const wrong = await loginAs('staff', 'whatever');
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses a deactivated account the same way, even with the right password', async () => {
    await core.knex('users').where({ username: 'ext' }).update({ is_active: false });
    try {
      const res = await loginAs('ext');
      expect(res).toEqual({ status: 401, body: { error: ERROR_CODES.invalidCredentials, msg: LOGIN_FAILED_MESSAGE } });
    } finally {
      await core.knex('users').where({ username: 'ext' }).update({ is_active: true });
    }
  });

  it('answers malformed JSON with a JSON 400', async () => {
    const res = await post('/auth/login/', '{"username": "admin", ');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: ERROR_CODES.badJson, msg: expect.any(String) });
  });

  it('answers missing fields with 400 VALIDATION_ERROR and field details', async () => {
    const res = await post('/auth/login/', JSON.stringify({ username: 'admin' }));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(ERROR_CODES.validation);
    expect(res.body.details).toEqual({ password: 'Password is required' });
    const empty = await post('/auth/login/', JSON.stringify({ username: '  ', password: '' }));
    expect(empty.body.details).toEqual({ username: 'Username is required', password: 'Password is required' });
  });

  it('treats a body that is not JSON as missing fields, not as a server error', async () => {
    const res = await post('/auth/login/', 'username=admin&password=x', { 'content-type': 'text/plain' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(ERROR_CODES.validation);
  });
});

describe('GET /users/', () => {
  it('returns the caller profile', async () => {
    const res = await get('/users/', await tokenOf('staff'));
    expect(res.status).toBe(200);
    expect(userProfileSchema.parse(res.body)).toMatchObject({ username: 'staff', first_name: 'Staff', a: false, s: true, g: null });
  });

  it('answers 401 without a token', async () => {
    const res = await get('/users/');
    expect(res).toMatchObject({ status: 401, body: { error: ERROR_CODES.unauthorized } });
  });

  it('answers 401 TOKEN_EXPIRED for an expired token', async () => {
    const expired = await signToken('staff', { sub: '1', a: true, s: true }, { key: core.keys.signingKey, ttlSeconds: -60 });
    expect(await get('/users/', expired)).toMatchObject({ status: 401, body: { error: ERROR_CODES.tokenExpired } });
  });

  it('answers 401 for a token whose payload was changed', async () => {
    const token = await tokenOf('staff');
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = [header, Buffer.from(JSON.stringify({ ...claims, a: true })).toString('base64url'), signature].join('.');
    expect((await get('/users/', forged)).status).toBe(401);
    expect((await get('/payments/', forged)).status).toBe(401);
  });

  it('answers 401 for alg none', async () => {
    const none = new UnsecuredJWT({ a: true, s: true })
      .setSubject('1')
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE.staff)
      .setExpirationTime('1h')
      .encode();
    expect((await get('/users/', none)).status).toBe(401);
  });

  it('answers 401 for a token of another audience (booking)', async () => {
    const booking = await signToken('booking', { sub: '1', email: 'a@example.com', a: true, s: true }, { key: core.keys.signingKey, ttlSeconds: 600 });
    expect((await get('/users/', booking)).status).toBe(401);
  });

  it('answers 401 for a token signed by another key', async () => {
    const { generateKeyPair } = await import('jose');
    const other = await generateKeyPair('ES256');
    const foreign = await new SignJWT({ a: true, s: true })
      .setProtectedHeader({ alg: 'ES256' })
      .setSubject('1')
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE.staff)
      .setExpirationTime('1h')
      .sign(other.privateKey);
    expect((await get('/users/', foreign)).status).toBe(401);
  });

  it('answers 401 once the account is deactivated, even with a valid token', async () => {
    const token = await tokenOf('ext');
    await core.knex('users').where({ username: 'ext' }).update({ is_active: false });
    try {
      expect((await get('/users/', token)).status).toBe(401);
    } finally {
      await core.knex('users').where({ username: 'ext' }).update({ is_active: true });
    }
  });
});

describe('GET /payments/ (admin only)', () => {
  const people: NewPayment[] = Array.from({ length: 23 }, (_, i) => ({
    first_name: i === 0 ? 'Maria' : `First${i}`,
    middle_name: i === 0 ? 'Luisa' : '',
    last_name: i === 0 ? 'Gonzalez' : `Last${i}`,
    gender: i % 2 ? 'male' : 'female',
    email: i === 1 ? 'percent%sign@example.com' : `person${i}@example.com`,
    phone: i === 2 ? '4085550199' : `510555${String(1000 + i)}`,
    amount_cents: 12_550 + i,
    tests: ['Quantiferon TB', 'RPR'],
    status: 'paid',
    created_on: new Date(Date.UTC(2025, 0, 1 + i)),
  }));

  beforeAll(async () => {
    // These tests count and page their own orders, not the demo lab orders of the seed.
    await core.knex('payments').del();
    for (const p of people) await insertPayment(core.knex, p);
  });

  it('answers 403 to a staff token and 401 without one', async () => {
    expect(await get('/payments/', await tokenOf('staff'))).toMatchObject({ status: 403, body: { error: ERROR_CODES.forbidden } });
    expect((await get('/payments/', await tokenOf('ext'))).status).toBe(403);
    expect((await get('/payments/')).status).toBe(401);
  });

  it('pages 20 at a time, newest first, with count, next and previous', async () => {
    const admin = await tokenOf('admin');
    const first = await get('/payments/', admin);
    expect(first.status).toBe(200);
    const page1 = paginatedSchema(paymentSchema).parse(first.body);
    expect(page1.count).toBe(23);
    expect(page1.results).toHaveLength(PAYMENTS_PAGE_SIZE);
    expect(page1.previous).toBeNull();
    expect(page1.next).toBe('http://clinic.test/api/v1/payments/?page=2');
    expect(page1.results[0]).toMatchObject({ first_name: 'First22', amount: 125.72, tests: ['Quantiferon TB', 'RPR'] });

    const page2 = paginatedSchema(paymentSchema).parse((await get('/payments/?page=2', admin)).body);
    expect(page2.results.map((p) => p.first_name)).toEqual(['First2', 'First1', 'Maria']);
    expect(page2.next).toBeNull();
    expect(page2.previous).toBe('http://clinic.test/api/v1/payments/?page=1');
    expect(page2.results[2]).toMatchObject({ middle_name: 'Luisa', amount: 125.5, gender: 'female' });
  });

  it('searches names, full name, e-mail and phone, case-insensitively, with literal % and _', async () => {
    const admin = await tokenOf('admin');
    const names = async (search: string) =>
      ((await get(`/payments/?search=${encodeURIComponent(search)}`, admin)).body.results as { email: string }[]).map((p) => p.email);
    expect(await names('gonz')).toEqual(['person0@example.com']);
    expect(await names('maria gonzalez')).toEqual(['person0@example.com']);
    expect(await names('LUISA')).toEqual(['person0@example.com']);
    expect(await names('4085550199')).toEqual(['person2@example.com']);
    expect(await names('%sign')).toEqual(['percent%sign@example.com']);
    expect(await names('%')).toEqual(['percent%sign@example.com']);
    expect(await names('_')).toEqual([]);
    const paged = await get('/payments/?search=example.com&page=2', admin);
    expect(paged.body).toMatchObject({ count: 23, next: null, previous: 'http://clinic.test/api/v1/payments/?page=1&search=example.com' });
  });

  it('answers an invalid page with 400 and a page past the end with an empty page', async () => {
    const admin = await tokenOf('admin');
    for (const page of ['0', '-1', 'abc', '1.5', '']) {
      const res = await get(`/payments/?page=${page}`, admin);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: ERROR_CODES.validation, details: { page: expect.any(String) } });
    }
    const beyond = await get('/payments/?page=9', admin);
    expect(beyond).toMatchObject({ status: 200, body: { count: 23, next: null, results: [] } });
  });

  it('writes each listing to the audit log with the admin as actor', async () => {
    const admin = await loginAs('admin');
    const before = (await auditEntriesFor(core.knex, 'payments')).length;
    await get('/payments/?search=gonz', admin.body.token);
    const entries = await auditEntriesFor(core.knex, 'payments');
    expect(entries).toHaveLength(before + 1);
    expect(entries.at(-1)).toMatchObject({ actor_user_id: admin.body.user.id, action: 'list', details: { page: 1, search: 'gonz', returned: 1 } });
    await recordAudit(core.knex, { actorUserId: null, action: 'read', entity: 'payments', entityId: 'x' });
    expect((await auditEntriesFor(core.knex, 'payments')).at(-1)).toMatchObject({ actor_user_id: null, entity_id: 'x', details: {} });
  });
});

describe('errors and health', () => {
  it('answers unknown paths with a JSON 404', async () => {
    for (const path of ['/api/v1/nope/', '/something']) {
      const res = await fetch(core.url + path);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: ERROR_CODES.notFound });
    }
  });

  it('answers a wrong method on a known path with a JSON 405', async () => {
    const res = await fetch(`${core.api}/auth/login/`);
    expect(res.status).toBe(405);
    expect(await res.json()).toMatchObject({ error: 'METHOD_NOT_ALLOWED' });
  });

  it('is healthy and ready while the database answers', async () => {
    for (const path of ['/healthz', '/readyz']) {
      const res = await fetch(core.url + path);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok' });
    }
  });
});
