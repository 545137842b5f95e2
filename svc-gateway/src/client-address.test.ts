import { randomUUID } from 'node:crypto';
import { fakeUpstream, startGateway, testConfig, testKeys, testLogger, type FakeUpstream, type Listening } from './test-support';

/**
 * The client address (TRUST_PROXY): what the rate limits count and what the services are told in
 * X-Forwarded-For. Behind n proxies it is the n-th address from the right of X-Forwarded-For; with
 * none (TRUST_PROXY=0) it is the socket's, whatever X-Forwarded-For the client sends.
 */

let upstream: FakeUpstream;
beforeAll(async () => {
  // A stand-in service: every sign-in is refused (so each counts against the IP), anything else is created.
  upstream = await fakeUpstream((req, res) => {
    const login = req.url.startsWith('/api/v1/auth/login/');
    res.writeHead(login ? 401 : 201, { 'content-type': 'application/json' });
    res.end(JSON.stringify(login ? { error: 'INVALID_CREDENTIALS', msg: 'no' } : { msg: 'ok' }));
  });
});
afterAll(() => upstream?.close());

let gateway: Listening | undefined;
afterEach(async () => {
  await gateway?.close();
  gateway = undefined;
});

async function start(trustProxy: string): Promise<Listening> {
  gateway = await startGateway({
    config: testConfig({ CORE_URL: upstream.url, NOTIFY_URL: upstream.url, TRUST_PROXY: trustProxy }),
    verifyKey: (await testKeys()).verifyKey,
    logger: testLogger,
    formLimits: { points: 2, keyPrefix: `client-address-forms-${randomUUID()}` },
    loginLimits: { ipPoints: 2, accountPoints: 100, keyPrefix: `client-address-login-${randomUUID()}` },
  });
  return gateway;
}

/** A public form call (rate limited per client address) with the given X-Forwarded-For; answers the status and what the service saw. */
async function submitForm(gw: Listening, forwardedFor?: string) {
  const seen = upstream.seen.length;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (forwardedFor !== undefined) headers['x-forwarded-for'] = forwardedFor;
  const res = await fetch(`${gw.url}/api/v1/appointments/`, { method: 'POST', headers, body: '{}' });
  await res.arrayBuffer();
  const reached = upstream.seen.length > seen ? upstream.seen[upstream.seen.length - 1] : undefined;
  return { status: res.status, forwardedFor: reached?.headers['x-forwarded-for'] };
}

async function signIn(gw: Listening, forwardedFor: string, username: string) {
  const res = await fetch(`${gw.url}/api/v1/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ username, password: 'wrong' }),
  });
  await res.arrayBuffer();
  return res.status;
}

describe('TRUST_PROXY=0 (the default): the socket address, a client-sent X-Forwarded-For is ignored', () => {
  it('counts every call from one socket address together, whatever X-Forwarded-For each one claims', async () => {
    const gw = await start('0');
    const first = await submitForm(gw, '198.51.100.1');
    const second = await submitForm(gw, '198.51.100.2');
    const third = await submitForm(gw, '198.51.100.3');
    expect([first.status, second.status, third.status]).toEqual([201, 201, 429]);
  });

  it('tells the service the socket address, not the address the client wrote', async () => {
    const gw = await start('0');
    expect((await submitForm(gw, '198.51.100.9, 10.0.0.1')).forwardedFor).toBe('127.0.0.1');
    expect((await submitForm(gw)).forwardedFor).toBe('127.0.0.1');
  });

  it('limits sign-ins by the socket address, whatever X-Forwarded-For each one claims', async () => {
    const gw = await start('0');
    const statuses = [await signIn(gw, '198.51.100.1', 'a'), await signIn(gw, '198.51.100.2', 'b'), await signIn(gw, '198.51.100.3', 'c')];
    expect(statuses).toEqual([401, 401, 429]);
  });
});

describe('TRUST_PROXY=1 (one load balancer appending the address it saw)', () => {
  it('limits each client by the address the balancer appended, not by the part the client wrote', async () => {
    const gw = await start('1');
    // Client A tries a fresh spoofed address on each call; the balancer appends A's real address.
    const a = [await submitForm(gw, '10.9.9.1, 203.0.113.5'), await submitForm(gw, '10.9.9.2, 203.0.113.5'), await submitForm(gw, '10.9.9.3, 203.0.113.5')];
    expect(a.map((r) => r.status)).toEqual([201, 201, 429]);
    // Client B behind the same balancer (same socket address) has its own count.
    const b = await submitForm(gw, '203.0.113.6');
    expect(b.status).toBe(201);
  });

  it('tells the service the client address it determined, not the balancer nor the spoofed part', async () => {
    const gw = await start('1');
    expect((await submitForm(gw, '10.9.9.1, 203.0.113.7')).forwardedFor).toBe('203.0.113.7');
    // A request that reached the gateway without the balancer's header: the socket address.
    expect((await submitForm(gw)).forwardedFor).toBe('127.0.0.1');
  });

  it('limits sign-ins by the client address the balancer appended', async () => {
    const gw = await start('1');
    const statuses = [
      await signIn(gw, '10.0.0.1, 203.0.113.8', 'a'),
      await signIn(gw, '10.0.0.2, 203.0.113.8', 'b'),
      await signIn(gw, '10.0.0.3, 203.0.113.8', 'c'),
    ];
    expect(statuses).toEqual([401, 401, 429]);
    expect(await signIn(gw, '203.0.113.9', 'd')).toBe(401);
  });
});

describe('TRUST_PROXY=2 (a CDN in front of the load balancer)', () => {
  it('takes the second address from the right', async () => {
    const gw = await start('2');
    expect((await submitForm(gw, '10.9.9.1, 203.0.113.10, 192.0.2.44')).forwardedFor).toBe('203.0.113.10');
  });
});
