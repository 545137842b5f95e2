import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { addDays, practiceDay, type CalendarLog, type OutboxEntry, type Paginated } from '@clinic/contracts';
import {
  createKnex,
  createLogger,
  createTestDatabase,
  createTestKeys,
  loadConfig,
  startHttpServer,
  type Config,
  type Knex,
  type TestKeys,
} from '@clinic/server-kit';
import { startNotify, type NotifyService } from '@clinic/svc-notify/src/notify';
import { createNotifyTestEnv } from '@clinic/svc-notify/src/test-support';
import { createApp } from '../../app';
import { migrateCore } from '../../db/migrate';
import { runSeeds } from '../../db/seeds';
import { coreDeps } from '../../deps';
import { signIn, TEST_SEED_PASSWORD } from '../../test-support';
import { createGoogleCalendar } from './google-calendar';
import { googleCalendarSettings } from './settings';
import { CALENDAR_SYNC_QUEUE, createCalendarSync, type CalendarSync, type SyncPolicy } from './sync';

/** svc-core with its calendar sync worker, and a real svc-notify whose dev outbox receives the client e-mails. */
export interface SyncTestStack {
  api: string;
  knex: Knex;
  config: Config;
  keys: TestKeys;
  calendarSync: CalendarSync;
  notify: NotifyService;
  /** Tokens of the demo admin and staff users. */
  admin: string;
  staff: string;
  /** GET an API path (after /api/v1) with a token (admin by default, '' for none). */
  get(path: string, token?: string): Promise<{ status: number; body: any; type: string; text: string }>;
  post(path: string, body: unknown, token?: string): Promise<{ status: number; body: any }>;
  outbox(to: string): Promise<OutboxEntry[]>;
  logs(query?: string): Promise<Paginated<CalendarLog>>;
  close(): Promise<void>;
}

export interface SyncTestOptions {
  /** GOOGLE_* variables: Google Calendar configured as in production, pointed at a fake. */
  googleEnv?: Record<string, string>;
  policy?: Partial<SyncPolicy>;
}

export async function startSyncTestStack(options: SyncTestOptions = {}): Promise<SyncTestStack> {
  const logger = createLogger('svc-core-test');
  const notifyEnv = await createNotifyTestEnv();
  const keys = await createTestKeys();
  const notify = await startNotify({
    config: notifyEnv.config,
    logger,
    port: 0,
    verifyKey: keys.verifyKey,
    queuePrefix: notifyEnv.queuePrefix,
    pollIntervalMs: 50,
  });
  const db = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: db.url,
    DATA_DIR: keys.dataDir,
    SEED_PASSWORD: TEST_SEED_PASSWORD,
    PUBLIC_URL: 'http://clinic.test',
    NOTIFY_URL: notify.url,
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
  });
  const knex = createKnex(db.url, { poolMax: 5 });
  await migrateCore(knex);
  await runSeeds(knex, config);
  const prefix = `core-test-${randomUUID()}`;
  const google = options.googleEnv ? googleCalendarSettings(options.googleEnv) : undefined;
  const calendarSync = createCalendarSync({
    knex,
    logger,
    google: google && createGoogleCalendar(google),
    redisUrl: config.redisUrl,
    prefix,
    policy: { attempts: 3, backoffMs: 10, ...options.policy },
    pollIntervalMs: 20,
  });
  const deps = coreDeps({ config, knex, keys, logger, calendarSync });
  const { outbox } = deps;
  const server = await startHttpServer(createApp(deps), { port: 0 });
  const api = `${server.url}/api/v1`;
  const admin = await signIn({ api }, 'admin');
  const staff = await signIn({ api }, 'staff');

  const headers = (token: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});
  const get: SyncTestStack['get'] = async (path, token = admin) => {
    const res = await fetch(`${api}${path}`, { headers: headers(token) });
    const text = await res.text();
    const type = res.headers.get('content-type') ?? '';
    return { status: res.status, type, text, body: type.startsWith('application/json') ? JSON.parse(text) : text };
  };
  return {
    api,
    knex,
    config,
    keys,
    calendarSync,
    notify,
    admin,
    staff,
    get,
    async post(path, body, token = admin) {
      const res = await fetch(`${api}${path}`, {
        method: 'POST',
        headers: { ...headers(token), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    },
    async outbox(to) {
      const res = await fetch(`${notify.url}/api/v1/dev/outbox/?to=${encodeURIComponent(to)}`);
      return (await res.json()) as OutboxEntry[];
    },
    async logs(query = '') {
      const answer = await get(`/admin/calendar-logs${query}`);
      if (answer.status !== 200) throw new Error(`calendar logs answered ${answer.status}: ${answer.text}`);
      return answer.body as Paginated<CalendarLog>;
    },
    async close() {
      await server.close();
      await outbox.close();
      await calendarSync.close();
      if (config.redisUrl) {
        const connection = new Redis(config.redisUrl, { maxRetriesPerRequest: null });
        const queue = new Queue(CALENDAR_SYNC_QUEUE, { connection, prefix });
        await queue.obliterate({ force: true });
        await queue.close();
        await connection.quit();
      }
      await knex.destroy();
      await db.drop();
      await notify.close();
      await notifyEnv.cleanup();
      keys.cleanup();
    },
  };
}

/** A day of the demo availability (Monday to Saturday, 11:00-17:00, the next 21 days) `n` days ahead or later. */
export function demoDay(n: number): string {
  let day = addDays(practiceDay(), n);
  while (new Date(`${day}T12:00:00Z`).getUTCDay() === 0) day = addDays(day, 1);
  return day;
}

/** The uuids of the demo family's bookable applicants: Maria Lopez (primary), Jose Lopez, Ana Lopez. */
export async function demoFamily(knex: Knex): Promise<{ maria: string; jose: string; ana: string }> {
  const rows = (await knex('applicants as a')
    .join('leads as l', 'l.uuid', 'a.lead_uuid')
    .where('l.email', 'demo.family@example.com')
    .select('a.uuid', 'a.first_name')) as Array<{ uuid: string; first_name: string }>;
  const of = (name: string) => rows.find((r) => r.first_name === name)!.uuid;
  return { maria: of('Maria'), jose: of('Jose'), ana: of('Ana') };
}

export const officeUuid = async (knex: Knex, code: string): Promise<string> => (await knex('offices').where({ code }).first('uuid')).uuid as string;

interface FakeEvent {
  calendarId: string;
  id: string;
  body: Record<string, any>;
  deleted: boolean;
}

/** Google's token endpoint and Calendar events API, faked: keeps the events, and can be made to fail. */
export interface FakeGoogle {
  url: string;
  /** The GOOGLE_* variables of a service account and two office calendars pointing at this fake. */
  env: Record<string, string>;
  events: Map<string, FakeEvent>;
  /** Calendar calls as `METHOD calendarId[/eventId]`. */
  calls: string[];
  failing: boolean;
  close(): Promise<void>;
}

export const FAKE_CALENDARS = { fremont: 'fremont-office@group.calendar.google.com', oakland: 'oakland-office@group.calendar.google.com' } as const;
const FAKE_ACCESS_TOKEN = 'fake-access-token';

export async function startFakeGoogle(): Promise<FakeGoogle> {
  const fake = { events: new Map<string, FakeEvent>(), calls: [] as string[], failing: false };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const answer = (status: number, body?: unknown) => {
        res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
        res.end(body === undefined ? undefined : JSON.stringify(body));
      };
      const fail = (status: number, message: string) => answer(status, { error: { code: status, message, errors: [{ message, reason: 'fake' }] } });
      const url = new URL(req.url ?? '/', 'http://fake');
      if (req.method === 'POST' && url.pathname === '/token') {
        const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
        if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer' || !form.get('assertion')) return fail(400, 'invalid_grant');
        return answer(200, { access_token: FAKE_ACCESS_TOKEN, token_type: 'Bearer', expires_in: 3600 });
      }
      const m = /^\/calendar\/v3\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/.exec(url.pathname);
      if (!m) return fail(404, 'Not Found');
      const calendarId = decodeURIComponent(m[1]!);
      const eventId = m[2] ? decodeURIComponent(m[2]) : undefined;
      fake.calls.push(`${req.method} ${calendarId}${eventId ? `/${eventId}` : ''}`);
      if (req.headers.authorization !== `Bearer ${FAKE_ACCESS_TOKEN}`) return fail(401, 'Invalid Credentials');
      if (fake.failing) return fail(503, 'The service is currently unavailable.');
      const key = (id: string) => `${calendarId}/${id}`;
      const body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, any>) : {};
      if (req.method === 'POST' && !eventId) {
        const id = String(body.id);
        if (fake.events.has(key(id))) return fail(409, 'The requested identifier already exists.');
        fake.events.set(key(id), { calendarId, id, body, deleted: false });
        return answer(200, { ...body, id });
      }
      const existing = eventId ? fake.events.get(key(eventId)) : undefined;
      if (!existing) return fail(404, 'Not Found');
      if (req.method === 'PUT') {
        Object.assign(existing, { body, deleted: body.status === 'cancelled' });
        return answer(200, { ...body, id: existing.id });
      }
      if (req.method === 'DELETE') {
        if (existing.deleted) return fail(410, 'Resource has been deleted');
        existing.deleted = true;
        return answer(204);
      }
      return fail(405, 'Method Not Allowed');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return Object.assign(fake, {
    url,
    env: {
      GOOGLE_SERVICE_ACCOUNT_JSON: JSON.stringify({
        type: 'service_account',
        client_email: 'calendar-sync@clinic-test.iam.gserviceaccount.com',
        private_key: privateKey,
        token_uri: `${url}/token`,
      }),
      GOOGLE_CALENDAR_IDS: JSON.stringify(FAKE_CALENDARS),
      GOOGLE_CALENDAR_API_URL: url,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
