import http from 'node:http';
import Koa from 'koa';
import { loadConfig } from './config';
import { healthApp, healthRoutes } from './health';
import { startHttpServer, type RunningServer } from './http';
import { gracefulShutdown, serviceRole, shutdownDelayMs } from './lifecycle';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** GET over a keep-alive agent, answering status, body and whether the server asked to close. */
function get(url: string, agent?: http.Agent): Promise<{ status: number; body: string; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
      })
      .on('error', reject);
  });
}

describe('graceful shutdown of an HTTP service', () => {
  let server: RunningServer;
  let exitCode: number | undefined;
  const stopped: string[] = [];

  function start(delayMs: number) {
    exitCode = undefined;
    stopped.length = 0;
    const shutdown = gracefulShutdown({ logger: quiet, delayMs, signals: [], exit: (code) => (exitCode = code) });
    const app = new Koa();
    app.use(healthRoutes({ name: 'svc-test', checks: { database: async () => undefined }, lifecycle: shutdown }));
    app.use(async (ctx) => {
      if (ctx.path === '/slow') await sleep(700);
      ctx.body = { done: ctx.path };
    });
    return { shutdown, app };
  }

  afterEach(async () => {
    await server?.close({ graceMs: 0 });
  });

  it('fails readiness at once, finishes the request in flight with 200, refuses new connections, then exits 0', async () => {
    const { shutdown, app } = start(300);
    server = await startHttpServer(app, { port: 0 });
    shutdown.plan([
      [{ name: 'http', run: () => server.close({ graceMs: 5_000 }).then(() => void stopped.push('http')) }],
      [{ name: 'database', run: async () => void stopped.push('database') }],
    ]);
    expect((await get(`${server.url}/readyz`)).status).toBe(200);

    const inFlight = get(`${server.url}/slow`);
    await sleep(100);
    const ending = shutdown.shutdown('SIGTERM');
    expect(shutdown.shuttingDown).toBe(true);
    // During the delay (SHUTDOWN_DELAY_MS) the server still answers: readiness says no, liveness yes.
    const ready = await get(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toEqual({ status: 'unavailable', service: 'svc-test', failing: ['shutting-down'] });
    expect((await get(`${server.url}/healthz`)).status).toBe(200);
    expect((await get(`${server.url}/livez`)).status).toBe(200);

    await sleep(350); // past the delay: the listener is closed
    await expect(get(`${server.url}/readyz`)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    const slow = await inFlight;
    expect(slow.status).toBe(200);
    expect(JSON.parse(slow.body)).toEqual({ done: '/slow' });
    await ending;
    expect(stopped).toEqual(['http', 'database']);
    expect(exitCode).toBe(0);
  });

  it('closes idle keep-alive connections and answers requests in flight with Connection: close', async () => {
    const { app } = start(0);
    server = await startHttpServer(app, { port: 0 });
    const agent = new http.Agent({ keepAlive: true });
    try {
      expect((await get(`${server.url}/fast`, agent)).status).toBe(200); // leaves an idle kept-alive socket
      const inFlight = get(`${server.url}/slow`, agent);
      await sleep(100);
      const closed = server.close({ graceMs: 5_000 });
      const slow = await inFlight;
      expect(slow.status).toBe(200);
      expect(slow.connection).toBe('close');
      // Resolves once every connection is gone, well before the drain limit.
      const t0 = Date.now();
      await closed;
      expect(Date.now() - t0).toBeLessThan(2_000);
    } finally {
      agent.destroy();
    }
  });

  it('cuts requests still running at the drain limit', async () => {
    const { app } = start(0);
    server = await startHttpServer(app, { port: 0 });
    const inFlight = get(`${server.url}/slow`).catch((err: NodeJS.ErrnoException) => err.code);
    await sleep(50);
    await server.close({ graceMs: 100 });
    expect(await inFlight).toBe('ECONNRESET');
  });

  it('exits with 1 when a step fails, after running the other steps, and at the hard limit', async () => {
    const codes: number[] = [];
    const failing = gracefulShutdown({ logger: quiet, signals: [], exit: (c) => codes.push(c) });
    const ran: string[] = [];
    failing.plan([
      [
        {
          name: 'a',
          run: async () => {
            throw new Error('boom');
          },
        },
      ],
      [{ name: 'b', run: async () => void ran.push('b') }],
    ]);
    await failing.shutdown('test');
    expect(ran).toEqual(['b']);
    expect(codes).toEqual([1]);

    const stuck = gracefulShutdown({ logger: quiet, signals: [], timeoutMs: 100, exit: (c) => codes.push(c) });
    stuck.plan([[{ name: 'never', run: () => sleep(400) }]]);
    const done = stuck.shutdown('test');
    await sleep(200);
    expect(codes).toEqual([1, 1]);
    await done;
  });
});

describe('probes', () => {
  it('service: /healthz and /livez are liveness (no dependency check), /readyz checks the dependencies', async () => {
    let up = false;
    const server = await startHttpServer(
      healthApp({
        name: 'svc-x',
        checks: {
          database: async () => {
            if (!up) throw new Error('down');
          },
        },
      }),
      { port: 0 },
    );
    try {
      expect((await get(`${server.url}/healthz`)).status).toBe(200);
      expect((await get(`${server.url}/livez`)).status).toBe(200);
      const ready = await get(`${server.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.body)).toMatchObject({ failing: ['database'] });
      up = true;
      expect((await get(`${server.url}/readyz`)).status).toBe(200);
      expect((await get(`${server.url}/api/v1/anything`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('aggregate (the gateway): /healthz names the failing services, /readyz only its own state', async () => {
    const state = { shuttingDown: false };
    const server = await startHttpServer(
      healthApp({
        name: 'gw',
        mode: 'aggregate',
        lifecycle: state,
        checks: {
          'svc-core': async () => {
            throw new Error('down');
          },
        },
      }),
      { port: 0 },
    );
    try {
      const health = await get(`${server.url}/healthz`);
      expect(health.status).toBe(503);
      expect(JSON.parse(health.body)).toMatchObject({ failing: ['svc-core'] });
      expect((await get(`${server.url}/readyz`)).status).toBe(200);
      expect((await get(`${server.url}/livez`)).status).toBe(200);
      state.shuttingDown = true;
      expect((await get(`${server.url}/readyz`)).status).toBe(503);
    } finally {
      await server.close();
    }
  });
});

describe('settings', () => {
  it('reads the role from --role, then ROLE, default all', () => {
    expect(serviceRole([], {})).toBe('all');
    expect(serviceRole(['--role=api'], { ROLE: 'worker' })).toBe('api');
    expect(serviceRole(['--role', 'worker'], {})).toBe('worker');
    expect(serviceRole([], { ROLE: 'Worker' })).toBe('worker');
    expect(() => serviceRole(['--role=web'], {})).toThrow(/api, worker, all/);
  });

  it('reads HOST (default 127.0.0.1) and SHUTDOWN_DELAY_MS', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '::' }).host).toBe('::');
    expect(() => loadConfig({ HOST: 'bad host!' })).toThrow(/HOST/);
    expect(shutdownDelayMs({})).toBe(0);
    expect(shutdownDelayMs({ SHUTDOWN_DELAY_MS: '5000' })).toBe(5000);
    expect(shutdownDelayMs({ SHUTDOWN_DELAY_MS: 'x' })).toBe(0);
  });
});
