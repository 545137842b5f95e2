import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { LOGIN_RATE_LIMITED_MESSAGE } from '@clinic/contracts';
import { SIGN_IN_STEP_HEADER, signToken } from '@clinic/server-kit';
import type { LoginLimitOptions } from './login-limit';
import { fakeUpstream, startGateway, testConfig, testKeys, testLogger, type FakeUpstream, type Listening } from './test-support';

const redisUrl = process.env.REDIS_URL?.trim();
let core: FakeUpstream;

beforeAll(async () => {
  // A stand-in svc-core: the password "right" signs in, anything else is refused with 401.
  core = await fakeUpstream((req, res) => {
    const { password } = JSON.parse(req.body.toString('utf8') || '{}') as { password?: string };
    if (password === undefined) {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'VALIDATION_ERROR', msg: 'Password is required' }));
      return;
    }
    res.writeHead(password === 'right' ? 200 : 401, { 'content-type': 'application/json' });
    res.end(JSON.stringify(password === 'right' ? { token: 't', user: {} } : { error: 'INVALID_CREDENTIALS', msg: 'no' }));
  });
});

afterAll(() => core?.close());

const stores: { label: string; redis: boolean }[] = [{ label: 'memory', redis: false }, ...(redisUrl ? [{ label: 'redis', redis: true }] : [])];

describe.each(stores)('sign-in rate limits ($label store)', ({ redis: useRedis }) => {
  let gateway: Listening;
  let redis: Redis | undefined;
  let keyPrefix: string;

  async function start(limits: Partial<LoginLimitOptions>) {
    keyPrefix = `gateway-login-test-${randomUUID()}`;
    gateway = await startGateway({
      config: testConfig({ CORE_URL: core.url, NOTIFY_URL: core.url }),
      verifyKey: (await testKeys()).verifyKey,
      logger: testLogger,
      loginLimits: { ...limits, keyPrefix },
      redis,
    });
  }

  beforeAll(() => {
    if (useRedis) redis = new Redis(redisUrl!, { enableOfflineQueue: true, maxRetriesPerRequest: 1 });
  });
  afterEach(async () => {
    await gateway?.close();
    if (redis) {
      const keys = await redis.keys(`${keyPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
    }
  });
  afterAll(async () => {
    await redis?.quit();
  });

  const login = (username: string, password: string) =>
    fetch(`${gateway.url}/api/v1/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });

  it('locks an account after N failed sign-ins, whatever the username case, and not other accounts', async () => {
    await start({ accountPoints: 3, ipPoints: 100 });
    for (let i = 0; i < 3; i++) expect((await login(i % 2 ? 'ALICE' : 'alice', 'wrong')).status).toBe(401);
    if (redis) expect(await redis.keys(`${keyPrefix}:account:alice`)).toHaveLength(1);
    const callsBefore = core.seen.length;
    const locked = await login('Alice', 'right');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await locked.json()).toEqual({ error: 'RATE_LIMITED', msg: LOGIN_RATE_LIMITED_MESSAGE });
    expect(core.seen.length).toBe(callsBefore);
    expect((await login('bob', 'right')).status).toBe(200);
  });

  it('clears the account count after a successful sign-in', async () => {
    await start({ accountPoints: 3, ipPoints: 100 });
    for (let i = 0; i < 2; i++) expect((await login('carol', 'wrong')).status).toBe(401);
    expect((await login('carol', 'right')).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await login('carol', 'wrong')).status).toBe(401);
    expect((await login('carol', 'wrong')).status).toBe(429);
  });

  it('limits unsuccessful sign-ins from one IP across accounts; successful ones do not use it up', async () => {
    await start({ accountPoints: 100, ipPoints: 3 });
    const statuses: number[] = [];
    for (const [user, password] of [
      ['u1', 'right'],
      ['u2', 'wrong'],
      ['u3', 'right'],
      ['u4', 'wrong'],
      ['u5', 'right'],
      ['u6', 'wrong'],
      ['u7', 'right'],
    ] as const) {
      statuses.push((await login(user, password)).status);
    }
    expect(statuses).toEqual([200, 401, 200, 401, 200, 401, 429]);
  });

  it('does not count a request the service rejected for another reason against the account', async () => {
    await start({ accountPoints: 2, ipPoints: 100 });
    for (let i = 0; i < 3; i++) {
      const incomplete = await fetch(`${gateway.url}/api/v1/auth/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"username": "dave"}',
      });
      expect(incomplete.status).toBe(400);
    }
    expect((await login('dave', 'wrong')).status).toBe(401);
    expect((await login('dave', 'wrong')).status).toBe(401);
    expect((await login('dave', 'right')).status).toBe(429);
  });
});

describe.each(stores)('two-factor codes count against the sign-in lockout ($label store)', ({ redis: useRedis }) => {
  let gateway: Listening;
  let twoFactorCore: FakeUpstream;
  let redis: Redis | undefined;
  let keyPrefix: string;
  let keys: Awaited<ReturnType<typeof testKeys>>;

  beforeAll(async () => {
    if (useRedis) redis = new Redis(redisUrl!, { enableOfflineQueue: true, maxRetriesPerRequest: 1 });
    keys = await testKeys();
    // A stand-in svc-core: password "right" asks for the code (a challenge naming the account, as svc-core signs it); code 123456 signs in.
    twoFactorCore = await fakeUpstream((req, res) => {
      const body = JSON.parse(req.body.toString('utf8') || '{}') as { username?: string; password?: string; code?: string };
      const json = (status: number, answer: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(JSON.stringify(answer));
      };
      if (req.url.endsWith('/auth/login/')) {
        if (body.password !== 'right') return json(401, { error: 'INVALID_CREDENTIALS', msg: 'no' });
        void signToken('twoFactorChallenge', { sub: '1', username: body.username, tv: 0 }, { key: keys.signingKey, ttlSeconds: 300 }).then((challenge) =>
          json(200, { two_factor_required: true, challenge }, { [SIGN_IN_STEP_HEADER]: 'two-factor' }),
        );
        return;
      }
      if (body.code === '123456') return json(200, { token: 't', user: {} });
      return json(401, { error: 'INVALID_CODE', msg: 'wrong code' });
    });
  });
  afterEach(async () => {
    await gateway?.close();
    if (redis) {
      const found = await redis.keys(`${keyPrefix}*`);
      if (found.length > 0) await redis.del(...found);
    }
  });
  afterAll(async () => {
    await twoFactorCore?.close();
    await redis?.quit();
  });

  async function start(limits: Partial<LoginLimitOptions>) {
    keyPrefix = `gateway-login-2fa-test-${randomUUID()}`;
    gateway = await startGateway({
      config: testConfig({ CORE_URL: twoFactorCore.url, NOTIFY_URL: twoFactorCore.url }),
      verifyKey: keys.verifyKey,
      logger: testLogger,
      loginLimits: { ...limits, keyPrefix },
      redis,
    });
  }
  const post = (path: string, body: unknown) =>
    fetch(`${gateway.url}/api/v1${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  async function challengeFor(username: string): Promise<string> {
    const res = await post('/auth/login/', { username, password: 'right' });
    expect(res.status).toBe(200);
    expect(res.headers.has(SIGN_IN_STEP_HEADER)).toBe(false);
    return ((await res.json()) as { challenge: string }).challenge;
  }

  it('locks the account after wrong codes as after wrong passwords, even for the right code and the right password', async () => {
    await start({ accountPoints: 3, ipPoints: 100 });
    const challenge = await challengeFor('erin');
    for (let i = 0; i < 3; i++) expect((await post('/auth/login/two-factor/', { challenge, code: '000000' })).status).toBe(401);
    expect((await post('/auth/login/two-factor/', { challenge, code: '123456' })).status).toBe(429);
    expect((await post('/auth/login/', { username: 'Erin', password: 'right' })).status).toBe(429);
    expect((await post('/auth/login/', { username: 'frank', password: 'right' })).status).toBe(200);
  });

  it('a right password does not clear the count: the code is still to come', async () => {
    await start({ accountPoints: 3, ipPoints: 100 });
    for (let i = 0; i < 2; i++) expect((await post('/auth/login/', { username: 'gina', password: 'wrong' })).status).toBe(401);
    const challenge = await challengeFor('gina');
    expect((await post('/auth/login/two-factor/', { challenge, code: '000000' })).status).toBe(401);
    expect((await post('/auth/login/two-factor/', { challenge, code: '123456' })).status).toBe(429);
  });

  it('a completed two-factor sign-in clears the count', async () => {
    await start({ accountPoints: 3, ipPoints: 100 });
    expect((await post('/auth/login/', { username: 'hank', password: 'wrong' })).status).toBe(401);
    const again = await challengeFor('hank');
    expect((await post('/auth/login/two-factor/', { challenge: again, code: '000000' })).status).toBe(401);
    expect((await post('/auth/login/two-factor/', { challenge: again, code: '123456' })).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await post('/auth/login/two-factor/', { challenge: again, code: '000000' })).status).toBe(401);
    expect((await post('/auth/login/two-factor/', { challenge: again, code: '123456' })).status).toBe(429);
  });

  it('counts codes sent with a forged challenge against the address only', async () => {
    await start({ accountPoints: 1, ipPoints: 3 });
    const forged = await signToken('twoFactorChallenge', { sub: '1', username: 'ivan', tv: 0 }, { key: (await testKeys()).signingKey, ttlSeconds: 300 });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await post('/auth/login/two-factor/', { challenge: forged, code: '000000' })).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
