import Koa from 'koa';
import { SignJWT, UnsecuredJWT } from 'jose';
import { ERROR_CODES, TOKEN_AUDIENCE, TOKEN_ISSUER, type AccessLevel } from '@clinic/contracts';
import { bearerToken, requireAccess } from './access';
import { errorHandler } from './errors';
import { startHttpServer, type RunningServer } from './http';
import { createLogger } from './logger';
import { createTestKeys, type TestKeys } from './test-support';
import { signToken } from './tokens';

let keys: TestKeys;
let server: RunningServer;

beforeAll(async () => {
  keys = await createTestKeys();
  const app = new Koa();
  app.use(errorHandler(createLogger('test')));
  app.use(async (ctx, next) => {
    const level = ctx.path.slice(1) as AccessLevel;
    await requireAccess(level, keys.verifyKey)(ctx, async () => {
      ctx.body = { level, auth: ctx.state.auth };
    });
    await next();
  });
  server = await startHttpServer(app, { port: 0 });
});

afterAll(async () => {
  await server.close();
  keys.cleanup();
});

async function call(level: AccessLevel, token?: string) {
  const res = await fetch(`${server.url}/${level}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const staffToken = (claims: Record<string, unknown>, ttlSeconds = 600) => signToken('staff', { sub: '1', ...claims }, { key: keys.signingKey, ttlSeconds });

describe('bearerToken', () => {
  it('reads the bearer scheme only', () => {
    const ctx = (value: string) => ({ get: (name: string) => (name === 'authorization' ? value : '') });
    expect(bearerToken(ctx('Bearer abc.def'))).toBe('abc.def');
    expect(bearerToken(ctx('bearer   abc'))).toBe('abc');
    expect(bearerToken(ctx('Basic dXNlcjpw'))).toBeNull();
    expect(bearerToken(ctx('Bearer'))).toBeNull();
    expect(bearerToken(ctx(''))).toBeNull();
  });
});

describe('requireAccess', () => {
  it('lets anyone through a public route', async () => {
    expect((await call('public')).status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const res = await call('staff');
    expect(res.status).toBe(401);
    expect(res.body.error).toBe(ERROR_CODES.unauthorized);
  });

  it('answers 401 for an expired token with TOKEN_EXPIRED', async () => {
    const res = await call('staff', await staffToken({ s: true }, -5));
    expect(res).toMatchObject({ status: 401, body: { error: ERROR_CODES.tokenExpired } });
  });

  it('answers 401 for alg none and for a wrong audience', async () => {
    const none = new UnsecuredJWT({ a: true }).setIssuer(TOKEN_ISSUER).setAudience(TOKEN_AUDIENCE.staff).setExpirationTime('1h').encode();
    expect((await call('admin', none)).status).toBe(401);
    const booking = await signToken('booking', { a: true, s: true }, { key: keys.signingKey, ttlSeconds: 600 });
    expect((await call('staff', booking)).status).toBe(401);
  });

  it('staff level needs a or s; admin level needs a (403 otherwise)', async () => {
    const admin = await staffToken({ a: true, s: true });
    const staff = await staffToken({ a: false, s: true });
    const neither = await staffToken({ a: false, s: false, g: 'ext_staff' });
    expect((await call('staff', admin)).status).toBe(200);
    expect((await call('staff', staff)).status).toBe(200);
    expect(await call('staff', neither)).toMatchObject({ status: 403, body: { error: ERROR_CODES.forbidden } });
    expect((await call('admin', admin)).status).toBe(200);
    expect(await call('admin', staff)).toMatchObject({ status: 403, body: { error: ERROR_CODES.forbidden } });
  });

  it('booking, document and service levels need a token of their own kind', async () => {
    const sign = (kind: 'booking' | 'document' | 'service') => signToken(kind, { sub: 'x' }, { key: keys.signingKey, ttlSeconds: 60 });
    expect((await call('booking', await sign('booking'))).status).toBe(200);
    expect((await call('booking', await sign('document'))).status).toBe(401);
    expect((await call('document', await sign('document'))).status).toBe(200);
    expect((await call('service', await sign('service'))).status).toBe(200);
    expect((await call('service', await staffToken({ a: true }))).status).toBe(401);
  });

  it('puts the verified claims on ctx.state.auth', async () => {
    const res = await call('admin', await staffToken({ a: true, username: 'admin' }));
    expect(res.body.auth).toMatchObject({ sub: '1', a: true, username: 'admin', aud: TOKEN_AUDIENCE.staff });
  });

  it('rejects a token signed with another algorithm', async () => {
    const hs = await new SignJWT({ a: true })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE.staff)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(32)));
    expect((await call('admin', hs)).status).toBe(401);
  });
});
