import diagnostics from 'node:diagnostics_channel';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startGateway, testConfig, testKeys, testLogger, type Listening, type TestKeys } from './test-support';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from './upstream-proxy';

/**
 * A svc-core replica that can be stopped and started again on the same port: counts what it was sent,
 * answers /readyz with 200 unless `ready` is false.
 */
class Replica {
  readonly seen: Array<{ method: string; url: string; body: string }> = [];
  ready = true;
  /** Drops the connection of a POST once it has arrived whole (a crash mid-request). */
  dropPosts = false;
  port = 0;
  private server?: http.Server;

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        if (req.url === '/readyz') {
          res.writeHead(this.ready ? 200 : 503, { 'content-type': 'application/json' }).end(JSON.stringify({ status: this.ready ? 'ok' : 'unavailable' }));
          return;
        }
        this.seen.push({ method: req.method!, url: req.url!, body: Buffer.concat(chunks).toString('latin1') });
        if (this.dropPosts && req.method === 'POST') {
          req.socket.destroy();
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ port: this.port }));
      });
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
    return this;
  }

  /** Gone as after a crash: every connection cut, the port refusing new ones. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** Every request the gateway's undici starts towards `origin`, /readyz probes apart. */
function attemptsTo(origin: string): { count: number; stop(): void } {
  const counter = {
    count: 0,
    stop: () => diagnostics.unsubscribe('undici:request:create', listener),
  };
  const listener = (message: unknown) => {
    const request = (message as { request: { origin?: string | URL; path: string } }).request;
    if (String(request.origin) === origin && !request.path.endsWith('/readyz')) counter.count += 1;
  };
  diagnostics.subscribe('undici:request:create', listener);
  return counter;
}

async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

let keys: TestKeys;
let a: Replica;
let b: Replica;
let notify: Replica;
let gateway: (Listening & { app: import('./app').GatewayApp }) | undefined;

beforeAll(async () => {
  keys = await testKeys();
  notify = await new Replica().start();
});

beforeEach(async () => {
  a = await new Replica().start();
  b = await new Replica().start();
});

afterEach(async () => {
  await gateway?.close();
  gateway = undefined;
  await a.stop();
  await b.stop();
});

afterAll(async () => {
  await notify.stop();
});

async function gatewayOver(urls: string[], probeIntervalMs: number) {
  gateway = await startGateway({
    config: testConfig({ CORE_URL: urls.join(','), NOTIFY_URL: notify.url }),
    verifyKey: keys.verifyKey,
    logger: testLogger,
    upstreamProbeIntervalMs: probeIntervalMs,
    upstreamProbeTimeoutMs: 500,
    loginLimits: { ipPoints: 1000, accountPoints: 1000 },
  });
  return gateway;
}

async function getUsers(url: string, token: string, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) {
    const res = await fetch(`${url}/api/v1/users/`, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    statuses.push(res.status);
  }
  return statuses;
}

const all200 = (n: number) => Array.from({ length: n }, () => 200);

describe('several replicas of a service (CORE_URL as a list)', () => {
  it('spreads requests over every replica', async () => {
    const gw = await gatewayOver([a.url, b.url], 100);
    const token = await keys.staff();
    expect(await getUsers(gw.url, token, 20)).toEqual(all200(20));
    expect(a.seen.length + b.seen.length).toBe(20);
    expect(a.seen.length).toBeGreaterThanOrEqual(8);
    expect(b.seen.length).toBeGreaterThanOrEqual(8);
  });

  it('sends every request to the other replica when one dies, takes the dead one out at its first refused connection, and never tries it again', async () => {
    // Probes far apart: only the passive detection (the refused connection) is at work here.
    const gw = await gatewayOver([a.url, b.url], 60_000);
    const token = await keys.staff();
    expect(await getUsers(gw.url, token, 4)).toEqual(all200(4));
    await b.stop();
    const attempts = attemptsTo(b.url);
    try {
      a.seen.length = 0;
      expect(await getUsers(gw.url, token, 20)).toEqual(all200(20));
      expect(a.seen).toHaveLength(20);
      // The one request that found it dead went on to the other replica; no request tried it after.
      expect(attempts.count).toBe(1);
      expect(gw.app.upstreams.state().core).toEqual([
        { url: a.url, up: true },
        { url: b.url, up: false },
      ]);
    } finally {
      attempts.stop();
    }
  });

  it('takes a dead replica out from its probe within a second, and back in once it answers again', async () => {
    const gw = await gatewayOver([a.url, b.url], 100);
    const token = await keys.staff();
    await b.stop();
    await until(() => gw.app.upstreams.state().core[1]?.up === false, 1_000);
    const attempts = attemptsTo(b.url);
    try {
      expect(await getUsers(gw.url, token, 10)).toEqual(all200(10));
      expect(attempts.count).toBe(0);
    } finally {
      attempts.stop();
    }

    await b.start(); // the same port again
    await until(() => gw.app.upstreams.state().core[1]?.up === true, 1_000);
    b.seen.length = 0;
    expect(await getUsers(gw.url, token, 10)).toEqual(all200(10));
    expect(b.seen.length).toBeGreaterThanOrEqual(4);
  });

  it('stops sending new requests to a draining replica (its /readyz answers 503) while /healthz stays ok', async () => {
    const gw = await gatewayOver([a.url, b.url], 100);
    const token = await keys.staff();
    b.ready = false;
    await until(() => gw.app.upstreams.state().core[1]?.up === false, 1_000);
    b.seen.length = 0;
    expect(await getUsers(gw.url, token, 10)).toEqual(all200(10));
    expect(b.seen).toHaveLength(0);
    const health = await fetch(`${gw.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 with Retry-After when every replica is down, /healthz naming the service', async () => {
    const gw = await gatewayOver([a.url, b.url], 100);
    const token = await keys.staff();
    await a.stop();
    await b.stop();
    const res = await fetch(`${gw.url}/api/v1/users/`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    expect(await res.json()).toMatchObject({ error: 'SERVICE_UNAVAILABLE', msg: expect.any(String) });
    const health = await fetch(`${gw.url}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'unavailable', failing: ['svc-core'] });

    // Marked down by the probes, they are still tried: the first request after a restart succeeds.
    await until(() => gw.app.upstreams.state().core.every((u) => !u.up), 1_000);
    await a.start();
    expect(await getUsers(gw.url, token, 1)).toEqual([200]);
  });

  it('sends a POST to the live replica when the one it chose refuses the connection, its JSON or streamed body once', async () => {
    const json = '{"username":"someone","password":"secret"}';
    const bytes = Buffer.alloc(256 * 1024, 7);
    const bodies: Array<[string, () => RequestInit]> = [
      ['json', () => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: json })],
      [
        'multipart',
        () => {
          const form = new FormData();
          form.append('file', new Blob([bytes]), 'x.bin');
          return { method: 'POST', body: form };
        },
      ],
    ];
    for (const [kind, init] of bodies) {
      // b first in the list, so the first request picks it; the probes (far apart) have seen it up.
      const gw = await gatewayOver([b.url, a.url], 60_000);
      await new Promise((r) => setTimeout(r, 100));
      await b.stop();
      a.seen.length = 0;
      const attempts = attemptsTo(b.url);
      try {
        const res = await fetch(`${gw.url}/api/v1/auth/login/`, init());
        expect([kind, res.status]).toEqual([kind, 200]);
        expect(attempts.count).toBe(1);
      } finally {
        attempts.stop();
      }
      expect(a.seen).toHaveLength(1);
      expect(a.seen[0]!.method).toBe('POST');
      if (kind === 'json') expect(a.seen[0]!.body).toBe(json);
      else expect(a.seen[0]!.body).toContain(bytes.toString('latin1'));
      await gw.close();
      gateway = undefined;
      await b.start();
    }
  });

  it('never sends a POST twice when the connection is lost after sending it', async () => {
    const gw = await gatewayOver([a.url, b.url], 60_000);
    a.dropPosts = true;
    b.dropPosts = true;
    const res = await fetch(`${gw.url}/api/v1/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username":"a","password":"b"}',
    });
    expect(res.status).toBe(502);
    expect([...a.seen, ...b.seen].filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('sends a GET whose connection was lost once more, to the other replica', async () => {
    const gw = await gatewayOver([a.url, b.url], 60_000);
    const token = await keys.staff();
    const drop = (replica: Replica) => {
      const server = (replica as unknown as { server: http.Server }).server;
      server.removeAllListeners('request');
      server.on('request', (req: http.IncomingMessage) => {
        replica.seen.push({ method: req.method!, url: req.url!, body: '' });
        req.socket.destroy();
      });
    };
    drop(a);
    const statuses = await getUsers(gw.url, token, 4);
    expect(statuses).toEqual(all200(4));
    // a lost each connection it got; each of those GETs went on to b once.
    expect(a.seen.length).toBeGreaterThanOrEqual(1);
    expect(b.seen).toHaveLength(4);
  });
});

describe('CORE_URL and NOTIFY_URL lists', () => {
  it('reads one address or several separated by commas', () => {
    expect(testConfig({}).coreUrls).toEqual(['http://127.0.0.1:8081']);
    const config = testConfig({ CORE_URL: 'http://core-1:8081/, http://core-2:8081,', NOTIFY_URL: 'https://notify.internal/base/' });
    expect(config.coreUrls).toEqual(['http://core-1:8081', 'http://core-2:8081']);
    expect(config.coreUrl).toBe('http://core-1:8081');
    expect(config.notifyUrls).toEqual(['https://notify.internal/base']);
    expect(config.notifyUrl).toBe('https://notify.internal/base');
  });

  it('refuses to start with an entry that is not an http(s) base URL, or one listed twice, naming it', () => {
    expect(() => testConfig({ CORE_URL: 'http://core-1:8081,core-2:8081' })).toThrow(/CORE_URL .*"core-2:8081"/);
    expect(() => testConfig({ CORE_URL: 'http://core-1:8081,not a url' })).toThrow(/CORE_URL .*"not a url" is not an absolute URL/);
    expect(() => testConfig({ NOTIFY_URL: 'ftp://notify:21' })).toThrow(/NOTIFY_URL .*"ftp:\/\/notify:21"/);
    expect(() => testConfig({ CORE_URL: 'http://core:8081/?x=1' })).toThrow(/without query/);
    expect(() => testConfig({ CORE_URL: 'http://core:8081,http://core:8081/' })).toThrow(/CORE_URL lists "http:\/\/core:8081" twice/);
    expect(() => testConfig({ CORE_URL: ' , ' })).toThrow(/CORE_URL must be one or more/);
  });
});
