import { createKnex, createLogger, createTestKeys, loadConfig, startHttpServer, type RunningServer, type TestKeys } from '@clinic/server-kit';
import type { Knex } from '@clinic/server-kit';
import { createApp } from './app';
import { coreDeps } from './deps';

/**
 * svc-core is only reached through the gateway, which sends the client address it determined as the
 * one X-Forwarded-For entry: svc-core's ctx.ip (audit, any per-IP rule) is that entry and nothing a
 * client put in front of it. The app is svc-core's own; a last middleware answers ctx.ip on one path
 * (no database is reached on the way).
 */
let keys: TestKeys;
let knex: Knex;
let server: RunningServer;

beforeAll(async () => {
  keys = await createTestKeys();
  const logger = createLogger('svc-core-test');
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: keys.dataDir });
  knex = createKnex('postgres://127.0.0.1:9/unused', { poolMax: 1 });
  const app = createApp(coreDeps({ config, knex, keys, logger }));
  app.use(async (ctx, next) => {
    if (ctx.path !== '/client-address-probe') return next();
    ctx.body = { ip: ctx.ip };
  });
  server = await startHttpServer(app, { port: 0 });
});

afterAll(async () => {
  await server?.close();
  await knex?.destroy();
  keys?.cleanup();
});

async function ipSeen(headers: Record<string, string> = {}): Promise<string> {
  const res = await fetch(`${server.url}/client-address-probe`, { headers });
  expect(res.status).toBe(200);
  return ((await res.json()) as { ip: string }).ip;
}

describe("svc-core's client address", () => {
  it('is the address the gateway forwarded', async () => {
    expect(await ipSeen({ 'x-forwarded-for': '203.0.113.5' })).toBe('203.0.113.5');
  });

  it("trusts only the last hop: an address in front of the gateway's entry is ignored", async () => {
    expect(await ipSeen({ 'x-forwarded-for': '198.51.100.66, 203.0.113.5' })).toBe('203.0.113.5');
  });

  it('is the socket address without X-Forwarded-For (a call from svc-notify or a probe)', async () => {
    expect(await ipSeen()).toBe('127.0.0.1');
  });
});
