import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { PUBLIC_FORM_RATE_LIMITED_MESSAGE } from '@clinic/contracts';
import { fakeUpstream, startGateway, testConfig, testKeys, testLogger, type FakeUpstream, type Listening } from './test-support';
import { formLimitPoints } from './form-limit';

const redisUrl = process.env.REDIS_URL?.trim();
const stores: { label: string; redis: boolean }[] = [{ label: 'memory', redis: false }, ...(redisUrl ? [{ label: 'redis', redis: true }] : [])];

let upstream: FakeUpstream;
beforeAll(async () => {
  upstream = await fakeUpstream((_req, res) => {
    res.writeHead(201, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ msg: 'ok' }));
  });
});
afterAll(() => upstream?.close());

describe.each(stores)('public form limit per IP ($label store)', ({ redis: useRedis }) => {
  let gateway: Listening;
  let redis: Redis | undefined;
  const keyPrefix = `gateway-forms-test-${randomUUID()}`;

  beforeAll(async () => {
    if (useRedis) redis = new Redis(redisUrl!, { enableOfflineQueue: true, maxRetriesPerRequest: 1 });
    gateway = await startGateway({
      config: testConfig({ CORE_URL: upstream.url, NOTIFY_URL: upstream.url }),
      verifyKey: (await testKeys()).verifyKey,
      logger: testLogger,
      formLimits: { points: 3, keyPrefix },
      redis,
    });
  });
  afterAll(async () => {
    await gateway?.close();
    if (redis) {
      const keys = await redis.keys(`${keyPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
  });

  const post = (path: string) => fetch(`${gateway.url}/api/v1${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });

  it('counts the checker e-mail, appointment requests and lab payments together, then answers 429 without calling the service', async () => {
    const statuses = [];
    for (const path of ['/notifications/customer/trigger/conversation/', '/appointments/', '/payments/labs/initiate/']) {
      statuses.push((await post(path)).status);
    }
    expect(statuses).toEqual([201, 201, 201]);
    const seen = upstream.seen.length;

    const refused = await post('/appointments/');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ error: 'RATE_LIMITED', msg: PUBLIC_FORM_RATE_LIMITED_MESSAGE });
    expect(upstream.seen.length).toBe(seen);
  });

  it('leaves the other public routes alone', async () => {
    const products = await fetch(`${gateway.url}/api/v1/payments/labs/products/`);
    expect(products.status).toBe(201);
  });
});

describe('PUBLIC_FORM_LIMIT', () => {
  it('sets the calls per IP address, and refuses to start on anything but a positive whole number', () => {
    expect(formLimitPoints(undefined)).toEqual({});
    expect(formLimitPoints(' ')).toEqual({});
    expect(formLimitPoints('120')).toEqual({ points: 120 });
    for (const bad of ['0', '-5', '2.5', 'many']) expect(() => formLimitPoints(bad)).toThrow('PUBLIC_FORM_LIMIT must be a positive whole number');
  });
});
