import http from 'node:http';
import net from 'node:net';
import { fakeUpstream, listen, startGateway, testConfig, testKeys, testLogger, type FakeUpstream, type Listening, type TestKeys } from './test-support';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from './upstream-proxy';

let core: FakeUpstream;
let notify: FakeUpstream;
let keys: TestKeys;
let gateway: Listening;

beforeAll(async () => {
  keys = await testKeys();
  core = await fakeUpstream((req, res) => {
    if (req.url.includes('hang=1')) return; // never answers
    if (req.url.includes('trickle=1')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"part":');
      setTimeout(() => res.end('1}'), 100);
      return;
    }
    if (req.url.includes('soon=1')) {
      setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{"late":true}'), Math.random() * 4);
      return;
    }
    if (req.url === '/api/v1/auth/login/' && req.headers['content-type']?.startsWith('multipart/')) {
      res.writeHead(201, { 'content-type': 'application/octet-stream' });
      res.end(req.body);
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json', 'x-upstream': 'core' });
    res.end(
      JSON.stringify({
        method: req.method,
        url: req.url,
        body: req.body.toString('utf8'),
        requestId: req.headers['x-request-id'],
        auth: req.headers.authorization ?? null,
      }),
    );
  });
  notify = await fakeUpstream();
  const config = testConfig({ CORE_URL: core.url, NOTIFY_URL: notify.url });
  gateway = await startGateway({
    config,
    verifyKey: keys.verifyKey,
    logger: testLogger,
    upstreamTimeoutMs: 300,
    loginLimits: { ipPoints: 1000, accountPoints: 1000 },
  });
});

afterAll(async () => {
  await gateway?.close();
  await core?.close();
  await notify?.close();
});

beforeEach(() => {
  core.seen.length = 0;
  notify.seen.length = 0;
});

describe('proxying', () => {
  it('passes a staff request to svc-core with its method, query, headers and request id', async () => {
    const token = await keys.staff();
    const res = await fetch(`${gateway.url}/api/v1/users/?page=2`, { headers: { authorization: `Bearer ${token}`, 'x-request-id': 'req-abc-123' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-upstream')).toBe('core');
    expect(res.headers.get('x-request-id')).toBe('req-abc-123');
    expect(await res.json()).toEqual({ method: 'GET', url: '/api/v1/users/?page=2', body: '', requestId: 'req-abc-123', auth: `Bearer ${token}` });
  });

  it('gives a request without an id one, and passes it upstream', async () => {
    const res = await fetch(`${gateway.url}/api/v1/users/`, { headers: { authorization: `Bearer ${await keys.staff()}` } });
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(((await res.json()) as { requestId: string }).requestId).toBe(id);
  });

  it('sends /api/v1/dev/** to svc-notify', async () => {
    const res = await fetch(`${gateway.url}/api/v1/dev/outbox/?to=a@example.com`);
    expect(res.status).toBe(200);
    expect(notify.seen.map((r) => r.url)).toEqual(['/api/v1/dev/outbox/?to=a@example.com']);
    expect(core.seen).toHaveLength(0);
  });

  it('re-sends a checked JSON body byte for byte', async () => {
    const body = '{ "username": "admin",\n  "password": "p\\u00e4ss" }';
    const res = await fetch(`${gateway.url}/api/v1/auth/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(res.status).toBe(200);
    expect(core.seen[0]?.body.toString('utf8')).toBe(body);
    expect(core.seen[0]?.method).toBe('POST');
  });

  it('streams a multipart body through untouched', async () => {
    const form = new FormData();
    form.append('note', 'not json {');
    form.append('file', new Blob([new Uint8Array([0, 1, 2, 255, 254])]), 'x.bin');
    const res = await fetch(`${gateway.url}/api/v1/auth/login/`, { method: 'POST', body: form });
    expect(res.status).toBe(201);
    const echoed = Buffer.from(await res.arrayBuffer());
    expect(echoed.equals(core.seen[0]!.body)).toBe(true);
    expect(echoed.includes(Buffer.from([0, 1, 2, 255, 254]))).toBe(true);
  });
});

describe('API policy at the gateway', () => {
  it('answers JSON 404 for an undeclared API path without calling a service', async () => {
    const res = await fetch(`${gateway.url}/api/v1/no-such-thing/`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'NOT_FOUND', msg: expect.any(String) });
    expect(core.seen).toHaveLength(0);
  });

  it('answers JSON 405 for a declared path with another method', async () => {
    const res = await fetch(`${gateway.url}/api/v1/users/`, { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(await res.json()).toMatchObject({ error: 'METHOD_NOT_ALLOWED', allowed: ['GET'] });
    expect(core.seen).toHaveLength(0);
  });

  it('answers 400 for malformed JSON, which never reaches the service', async () => {
    const res = await fetch(`${gateway.url}/api/v1/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username": "admin", ',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'BAD_REQUEST' });
    expect(core.seen).toHaveLength(0);
  });

  it('answers 413 for a JSON body over the limit', async () => {
    const res = await fetch(`${gateway.url}/api/v1/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'x', password: 'y'.repeat(1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: 'PAYLOAD_TOO_LARGE' });
    expect(core.seen).toHaveLength(0);
  });

  it('answers 401 without a token, with a token of another key, and with an expired token', async () => {
    const other = await testKeys();
    const expired = await keys.staff({ ttlSeconds: -60 });
    for (const authorization of [undefined, `Bearer ${await other.staff()}`, `Bearer ${expired}`, 'Bearer not.a.jwt']) {
      const res = await fetch(`${gateway.url}/api/v1/users/`, { headers: authorization ? { authorization } : {} });
      expect(res.status).toBe(401);
      expect(((await res.json()) as { error: string }).error).toMatch(/^(UNAUTHORIZED|TOKEN_EXPIRED)$/);
    }
    expect(core.seen).toHaveLength(0);
  });

  it('answers 403 to staff on an admin-only route and lets an admin through', async () => {
    const denied = await fetch(`${gateway.url}/api/v1/payments/?page=1`, { headers: { authorization: `Bearer ${await keys.staff({ s: true })}` } });
    expect(denied.status).toBe(403);
    expect(await denied.json()).toMatchObject({ error: 'FORBIDDEN' });
    expect(core.seen).toHaveLength(0);
    const allowed = await fetch(`${gateway.url}/api/v1/payments/?page=1`, { headers: { authorization: `Bearer ${await keys.staff({ a: true })}` } });
    expect(allowed.status).toBe(200);
    expect(core.seen).toHaveLength(1);
  });

  it('hides dev-only routes in production', async () => {
    const production = await startGateway({
      config: { ...testConfig({ CORE_URL: core.url, NOTIFY_URL: notify.url }), isProduction: true, nodeEnv: 'production' },
      verifyKey: keys.verifyKey,
      logger: testLogger,
    });
    try {
      const res = await fetch(`${production.url}/api/v1/dev/outbox/`);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: 'NOT_FOUND' });
      expect(notify.seen).toHaveLength(0);
    } finally {
      await production.close();
    }
  });
});

describe('upstream failures', () => {
  it('answers 504 JSON when the service does not answer in time', async () => {
    const res = await fetch(`${gateway.url}/api/v1/users/?hang=1`, { headers: { authorization: `Bearer ${await keys.staff()}` } });
    expect(res.status).toBe(504);
    expect(await res.json()).toMatchObject({ error: 'GATEWAY_TIMEOUT', msg: expect.any(String) });
  });

  it('keeps serving after a client gives up on a slow request', async () => {
    const token = await keys.staff();
    const controller = new AbortController();
    const slow = fetch(`${gateway.url}/api/v1/users/?hang=1`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
    while (!core.seen.some((r) => r.url.includes('hang=1'))) await new Promise((r) => setTimeout(r, 5));
    controller.abort();
    await expect(slow).rejects.toThrow();
    const next = await fetch(`${gateway.url}/api/v1/users/`, { headers: { authorization: `Bearer ${token}` } });
    expect(next.status).toBe(200);
  });

  it('keeps serving when a client goes away while the answer streams', async () => {
    const token = await keys.staff();
    const controller = new AbortController();
    const res = await fetch(`${gateway.url}/api/v1/users/?trickle=1`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
    expect(res.status).toBe(200);
    controller.abort();
    await new Promise((r) => setTimeout(r, 200));
    const next = await fetch(`${gateway.url}/api/v1/users/`, { headers: { authorization: `Bearer ${token}` } });
    expect(next.status).toBe(200);
  });

  it('keeps serving when clients go away just as their answers arrive', async () => {
    const token = await keys.staff();
    const { port } = new URL(gateway.url);
    const request = `GET /api/v1/users/?soon=1 HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\n\r\n`;
    for (let round = 0; round < 10; round++) {
      await Promise.all(
        Array.from(
          { length: 50 },
          () =>
            new Promise<void>((resolve) => {
              const socket = net.connect(Number(port), '127.0.0.1', () => {
                socket.write(request);
                setTimeout(() => socket.destroy(), Math.random() * 6);
              });
              socket.on('error', () => undefined).on('close', () => resolve());
            }),
        ),
      );
    }
    const next = await fetch(`${gateway.url}/api/v1/users/`, { headers: { authorization: `Bearer ${token}` } });
    expect(next.status).toBe(200);
  });

  it('delivers an answer the service gave before reading the whole body, and keeps the client connection usable', async () => {
    // A service that refuses a request from its headers alone, never reading the body.
    const hasty = await listen((_req, res) => {
      res.writeHead(415, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'UNSUPPORTED_MEDIA_TYPE', msg: 'Send JSON.' }));
    });
    const front = await startGateway({
      config: testConfig({ CORE_URL: hasty.url, NOTIFY_URL: hasty.url }),
      verifyKey: keys.verifyKey,
      logger: testLogger,
      formLimits: { points: 1000 },
    });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const post = (body: Buffer) =>
      new Promise<{ status: number; text: string }>((resolve, reject) => {
        const { hostname, port } = new URL(front.url);
        const req = http.request(
          {
            hostname,
            port,
            agent,
            method: 'POST',
            path: '/api/v1/appointments/',
            headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(body.length) },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    try {
      for (const size of [4 * 1024 * 1024, 16, 4 * 1024 * 1024]) {
        const answer = await post(Buffer.alloc(size, 'a'));
        expect(answer).toEqual({ status: 415, text: JSON.stringify({ error: 'UNSUPPORTED_MEDIA_TYPE', msg: 'Send JSON.' }) });
      }
    } finally {
      agent.destroy();
      await front.close();
      await hasty.close();
    }
  });

  it('sends a GET again on a new connection when the first is lost before any answer, and never a POST', async () => {
    const seen: string[] = [];
    let dropNext = true;
    const dropping = await listen((req, res) => {
      seen.push(req.method!);
      if (dropNext) {
        dropNext = false;
        req.socket.destroy();
        return;
      }
      res.setHeader('content-type', 'application/json');
      res.end('{"ok":true}');
    });
    const gw = await startGateway({ config: testConfig({ CORE_URL: dropping.url, NOTIFY_URL: notify.url }), verifyKey: keys.verifyKey, logger: testLogger });
    try {
      const get = await fetch(`${gw.url}/api/v1/users/`, { headers: { authorization: `Bearer ${await keys.staff()}` } });
      expect(get.status).toBe(200);
      expect(seen).toEqual(['GET', 'GET']);

      dropNext = true;
      const post = await fetch(`${gw.url}/api/v1/auth/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"username":"a","password":"b"}',
      });
      expect(post.status).toBe(502);
      expect(seen).toEqual(['GET', 'GET', 'POST']);
    } finally {
      await gw.close();
      await dropping.close();
    }
  });

  it('answers 503 with Retry-After to a GET a dying service drops twice without answering, and 502 to a POST it dropped', async () => {
    const seen: string[] = [];
    // A process being killed: it still takes connections for a moment, and drops them unanswered.
    const dying = await listen((req) => {
      if (req.url !== '/readyz') seen.push(req.method!);
      req.socket.destroy();
    });
    const gw = await startGateway({ config: testConfig({ CORE_URL: dying.url, NOTIFY_URL: notify.url }), verifyKey: keys.verifyKey, logger: testLogger });
    try {
      const get = await fetch(`${gw.url}/api/v1/users/`, { headers: { authorization: `Bearer ${await keys.staff()}` } });
      expect(get.status).toBe(503);
      expect(get.headers.get('retry-after')).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      expect(await get.json()).toMatchObject({ error: 'SERVICE_UNAVAILABLE' });
      expect(seen).toEqual(['GET', 'GET']);

      const post = await fetch(`${gw.url}/api/v1/auth/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"username":"a","password":"b"}',
      });
      expect(post.status).toBe(502);
      expect(seen).toEqual(['GET', 'GET', 'POST']);
    } finally {
      await gw.close();
      await dying.close();
    }
  });

  it('answers 503 JSON with Retry-After when the service is down (restarting)', async () => {
    const gone: Listening = await listen(() => undefined);
    await gone.close();
    const down = await startGateway({ config: testConfig({ CORE_URL: gone.url, NOTIFY_URL: notify.url }), verifyKey: keys.verifyKey, logger: testLogger });
    try {
      const res = await fetch(`${down.url}/api/v1/users/`, { headers: { authorization: `Bearer ${await keys.staff()}` } });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      expect(await res.json()).toMatchObject({ error: 'SERVICE_UNAVAILABLE' });
    } finally {
      await down.close();
    }
  });
});

describe('health', () => {
  it('is ok only while both services are ready', async () => {
    const state = { ready: true };
    const flaky = await fakeUpstream(undefined, state);
    const gw = await startGateway({ config: testConfig({ CORE_URL: core.url, NOTIFY_URL: flaky.url }), verifyKey: keys.verifyKey, logger: testLogger });
    try {
      for (const path of ['/healthz', '/readyz']) {
        const ok = await fetch(`${gw.url}${path}`);
        expect(ok.status).toBe(200);
        expect(await ok.json()).toEqual({ status: 'ok' });
      }
      state.ready = false;
      const notReady = await fetch(`${gw.url}/healthz`);
      expect(notReady.status).toBe(503);
      expect(await notReady.json()).toMatchObject({ status: 'unavailable', failing: ['svc-notify'] });
      state.ready = true;
      await flaky.close();
      const down = await fetch(`${gw.url}/healthz`);
      expect(down.status).toBe(503);
    } finally {
      await gw.close();
    }
  });
});

describe('security headers', () => {
  it('sends a CSP and the helmet headers on API and error replies', async () => {
    for (const path of ['/api/v1/no-such-thing/', '/healthz']) {
      const res = await fetch(`${gateway.url}${path}`);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("frame-src 'self' https://www.youtube-nocookie.com");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data: blob: https:");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-request-id')).toBeTruthy();
    }
  });
});
