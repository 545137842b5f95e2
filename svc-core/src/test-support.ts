import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { IDEMPOTENCY_KEY_HEADER, type NotifyMessage } from '@clinic/contracts';
import {
  createKnex,
  createLogger,
  createTestDatabase,
  createTestKeys,
  loadConfig,
  startHttpServer,
  type Config,
  type Knex,
  type Logger,
  type TestDatabase,
  type TestKeys,
} from '@clinic/server-kit';
import { createApp } from './app';
import { coreDeps, type CoreDeps } from './deps';
import { officialI693FromConfig } from './modules/documents/official-i693';
import { migrateCore } from './db/migrate';
import { runSeeds } from './db/seeds';
import type { Outbox, OutboxPolicy } from './modules/outbox';

export const TEST_SEED_PASSWORD = 'test-seed-password';

export interface TestCore {
  url: string;
  api: string;
  knex: Knex;
  keys: TestKeys;
  config: Config;
  /** Its worker is not started: a test runs `deliverDue()` to retry what failed. */
  outbox: Outbox;
  /** What its app is built from (a test builds routes or another replica from them). */
  deps: CoreDeps;
  close(): Promise<void>;
}

export interface TestCoreOptions {
  /** Default: silent. */
  logger?: Logger;
  /** Keys made beforehand (for a svc-notify that must verify svc-core's service tokens); cleaned up on close. */
  keys?: TestKeys;
  /** Default: retries due at once (no backoff), so a test's deliverDue() retries what just failed. */
  outboxPolicy?: Partial<OutboxPolicy>;
}

/** svc-core on port 0 against a database of its own (migrated and seeded), for integration tests. */
export async function startTestCore(env: Record<string, string> = {}, options: TestCoreOptions = {}): Promise<TestCore> {
  const logger = options.logger ?? createLogger('svc-core-test');
  const db: TestDatabase = await createTestDatabase();
  const keys = options.keys ?? (await createTestKeys());
  const config = loadConfig({ DATABASE_URL: db.url, DATA_DIR: keys.dataDir, SEED_PASSWORD: TEST_SEED_PASSWORD, PUBLIC_URL: 'http://clinic.test', ...env });
  const knex = createKnex(db.url, { poolMax: 5 });
  await migrateCore(knex);
  await runSeeds(knex, config);
  const officialI693 = await officialI693FromConfig(config, logger);
  const deps = coreDeps({ config, knex, keys, logger, officialI693, outboxPolicy: { backoffMs: 0, ...options.outboxPolicy } });
  const { outbox } = deps;
  const server = await startHttpServer(createApp(deps), { port: 0 });
  return {
    url: server.url,
    api: `${server.url}/api/v1`,
    knex,
    keys,
    config,
    outbox,
    deps,
    close: async () => {
      await server.close();
      await outbox.close();
      await knex.destroy();
      await db.drop();
      keys.cleanup();
    },
  };
}

/** Signs a demo user (admin, staff or ext) in to the test core and answers the staff token. */
export async function signIn(core: Pick<TestCore, 'api'>, username: 'admin' | 'staff' | 'ext', password = TEST_SEED_PASSWORD): Promise<string> {
  const res = await fetch(`${core.api}/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (res.status !== 200) throw new Error(`${username} could not sign in: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/**
 * svc-notify's internal send and conversation list, faked: records what svc-core sends (once per
 * idempotency key, as svc-notify keeps it), lists it back, and can be made to fail.
 */
export interface FakeNotify {
  url: string;
  messages: Array<{ message: NotifyMessage; token: string; idempotencyKey: string | undefined }>;
  failing: boolean;
  close(): Promise<void>;
}

export async function startFakeNotify(): Promise<FakeNotify> {
  const fake = { messages: [] as FakeNotify['messages'], failing: false };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'GET' && !fake.failing) {
        // The conversation of an address: the e-mails sent to it with that conversation_email, newest first.
        const email = new URL(req.url ?? '/', 'http://fake').searchParams.get('email');
        const entries = fake.messages
          .map(({ message }, i) => ({ message, i }))
          .filter(({ message }) => message.channel === 'email' && message.conversation_email === email)
          .reverse()
          .map(({ message, i }) => ({
            uuid: `fake-${i}`,
            created_on: new Date().toISOString(),
            status: 'sent',
            kind: String(message.meta?.kind ?? 'email'),
            conversation: message.html ?? '',
          }));
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(JSON.stringify(entries));
      }
      if (fake.failing) {
        res.writeHead(503, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ error: 'SERVICE_UNAVAILABLE', msg: 'down' }));
      }
      const idempotencyKey = req.headers[IDEMPOTENCY_KEY_HEADER] as string | undefined;
      const earlier = idempotencyKey ? fake.messages.findIndex((m) => m.idempotencyKey === idempotencyKey) : -1;
      if (earlier < 0)
        fake.messages.push({
          message: JSON.parse(Buffer.concat(chunks).toString('utf8')),
          token: String(req.headers.authorization).replace(/^Bearer /, ''),
          idempotencyKey,
        });
      res.writeHead(202, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id: String(earlier < 0 ? fake.messages.length : earlier + 1) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(fake, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
