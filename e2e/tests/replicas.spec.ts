/**
 * The distributed set-up (issue 21, point 5): the compiled services as separate processes on
 * PostgreSQL and Redis — two svc-core API replicas, one svc-core worker, one svc-notify (all) and the
 * gateway balancing over both API replicas — on a database, Redis prefix, ports (E2E_PORT+500…+504)
 * and DATA_DIR of their own. Under ~100 requests per second of mixed reads and public bookings through
 * the gateway:
 *  a) kill -9 of one API replica: only requests in flight on it may fail, each retried once by the client;
 *  b) a rolling restart (SIGTERM, wait for the exit, start, wait /readyz; then the other): 0 failures, no retries;
 *  c) a 200-PDF batch with the worker killed (kill -9) halfway and started again: completes, each PDF made once;
 *  d) e-mails queued while svc-notify is killed (kill -9) are sent once after it comes back.
 * Every count is printed. Runs only on the PostgreSQL+Redis set-up: the embedded one is one `npm start`.
 */
import { closeSync, openSync, readdirSync, readFileSync, readSync } from 'node:fs';
import path from 'node:path';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { BOOKING_LINK_TEXTS, I693_GENERATED_FORM_KIND } from '@clinic/contracts';
import JSZip from 'jszip';
import { Client } from 'pg';
import { E2E_PORT } from '../playwright.config';
import { startReplicaStack, type ReplicaStack } from '../stack';
import { apiToken, bookableFamily, bookingCode, mailsTo, readsOwnDevOutbox, submitI693Application, uniqueTag } from './helpers';

const serverSetup = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
/** Requests per second of the load, and one booking among this many requests. */
const RATE = 100;
const BOOKING_EVERY = 50;
const BATCH_SIZE = 200;
const MAILS = 5;

test.describe.configure({ mode: 'serial' });
test.skip(
  !serverSetup,
  'needs PostgreSQL and Redis (DATABASE_URL and REDIS_URL): replicas share them; the embedded set-up is one npm start, tested by supervision.spec.ts',
);

let stack: ReplicaStack;
let api: APIRequestContext;
let db: Client;
let staffAuth: { authorization: string };

interface Booking {
  token: string;
  applicant: string;
  office: string;
  date: string;
  time: string;
}
/** PDFs the worker makes at a time: at most this many are in flight when it is killed. */
const BATCH_PDF_WORKERS = 2;

/** Applicants ready to book (each booked once) and distinct free slots, used up by the load's bookings. */
const bookings: Booking[] = [];
/** The family whose confirmation e-mails scenario d counts. */
let mailFamily: { email: string; token: string; applicants: string[] };

test.beforeAll(async () => {
  test.setTimeout(240_000);
  stack = await startReplicaStack({
    basePort: E2E_PORT + 500,
    label: 'e2e-replicas',
    topology: [
      { name: 'core-api-1', service: 'svc-core', role: 'api', offset: 1 },
      { name: 'core-api-2', service: 'svc-core', role: 'api', offset: 2 },
      { name: 'core-worker', service: 'svc-core', role: 'worker', offset: 3 },
      { name: 'notify', service: 'svc-notify', role: 'all', offset: 4 },
    ],
    env: { BATCH_PDF_WORKERS: String(BATCH_PDF_WORKERS) },
  });
  api = readsOwnDevOutbox(await playwrightRequest.newContext({ baseURL: stack.baseUrl }));
  db = new Client({ connectionString: stack.databaseUrl });
  await db.connect();
  staffAuth = { authorization: `Bearer ${await apiToken(api, 'admin')}` };

  // Families ready to book, each with a booking token from the public code flow (the code from the dev outbox).
  const families = await inParallel(
    Array.from({ length: 14 }, (_, i) => i),
    4,
    async () => {
      const family = await bookableFamily(api, ['Ana', 'Beto', 'Carla', 'Dario', 'Elena', 'Fabio']);
      const sent = await api.post('/api/v1/booking/request-otp/', { data: { email: family.email } });
      expect(sent.status(), await sent.text()).toBe(200);
      const verified = await api.post('/api/v1/booking/verify-otp/', { data: { email: family.email, otp_code: await bookingCode(api, family.email) } });
      expect(verified.status(), await verified.text()).toBe(200);
      const token = ((await verified.json()) as { access_token: string }).access_token;
      const data = await api.get('/api/v1/booking/my-booking-data/', { headers: { authorization: `Bearer ${token}` } });
      expect(data.status()).toBe(200);
      const body = (await data.json()) as {
        bookable_applicants: Array<{ uuid: string }>;
        availability: Record<string, { uuid: string; dates: Record<string, Array<{ start_time: string; is_available: boolean }>> }>;
      };
      expect(body.bookable_applicants).toHaveLength(6);
      return { email: family.email, token, applicants: body.bookable_applicants.map((a) => a.uuid), availability: body.availability };
    },
  );
  // Free slots of the next 10 days (within the labs' 14-day window), every office, in an order that spreads them.
  const slots: Array<{ office: string; date: string; time: string }> = [];
  const lastDay = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  for (const office of Object.values(families[0]!.availability)) {
    for (const [date, times] of Object.entries(office.dates)) {
      if (date > lastDay) continue;
      for (const t of times) if (t.is_available) slots.push({ office: office.uuid, date, time: t.start_time });
    }
  }
  const [reserved, ...rest] = families;
  mailFamily = reserved!;
  for (const family of rest) for (const applicant of family.applicants) bookings.push({ token: family.token, applicant, ...slots.pop()! });
  expect(slots.length).toBeGreaterThan(MAILS);
  mailSlots = slots.splice(0, MAILS);
  console.log(`replica stack ready: ${bookings.length} applicants ready to book at distinct free slots, ${slots.length} slots left`);
});

let mailSlots: Array<{ office: string; date: string; time: string }> = [];

test.afterAll(async () => {
  await db?.end();
  await api?.dispose();
  await stack?.stop();
});

async function inParallel<T, R>(items: T[], width: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await run(items[i]!);
      }
    }),
  );
  return results;
}

/**
 * An open-loop load: RATE requests per second whatever the answers take, of public reads, a staff list
 * and, one in BOOKING_EVERY, a public booking of the next applicant at the next free slot. A read is
 * right with 200, a booking with 201 or 409 (a retried booking whose first try went through finds its
 * applicant booked). With `retry`, a request that got no answer or a 5xx is sent once more (counted).
 */
class Load {
  sent = 0;
  failed = 0;
  retried = 0;
  booked = 0;
  conflicts = 0;
  readonly failures: string[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  private timer?: NodeJS.Timeout;

  /** `bookings`: this phase's applicants and slots (used up; then its booking turns are reads). */
  constructor(
    private readonly retry: boolean,
    private readonly bookings: Booking[],
  ) {}

  start(): void {
    const began = Date.now();
    let issued = 0;
    this.timer = setInterval(() => {
      const due = Math.floor(((Date.now() - began) / 1000) * RATE);
      for (; issued < due; issued++) {
        const done = this.one(issued).finally(() => this.inFlight.delete(done));
        this.inFlight.add(done);
      }
    }, 10);
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await Promise.all([...this.inFlight]);
  }

  private async one(n: number): Promise<void> {
    const booking = n % BOOKING_EVERY === 0 ? this.bookings.shift() : undefined;
    const call = (): Promise<Response> => {
      if (booking) {
        return fetch(`${stack.baseUrl}/api/v1/booking/book/`, {
          method: 'POST',
          headers: { authorization: `Bearer ${booking.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ applicant_uuids: [booking.applicant], office_uuid: booking.office, appointment_date: booking.date, start_time: booking.time }),
          signal: AbortSignal.timeout(30_000),
        });
      }
      const reads = ['/api/v1/site/settings/', '/api/v1/payments/labs/products/', '/api/v1/reviews/g', '/api/v1/i693-application/?page=1'];
      const read = reads[n % reads.length]!;
      return fetch(stack.baseUrl + read, { headers: read.startsWith('/api/v1/i693') ? staffAuth : {}, signal: AbortSignal.timeout(30_000) });
    };
    const what = booking ? 'POST /booking/book/' : 'GET';
    this.sent++;
    for (let attempt = 1; ; attempt++) {
      let outcome: string;
      try {
        const res = await call();
        const text = await res.text();
        if (booking ? res.status === 201 || res.status === 409 : res.status === 200) {
          if (res.status === 201) this.booked++;
          if (res.status === 409) this.conflicts++;
          return;
        }
        outcome = `${res.status} ${text.slice(0, 200)}`;
        if (res.status < 500) {
          this.fail(`${what}: ${outcome}`);
          return;
        }
      } catch (err) {
        outcome = (err as Error).cause
          ? `${(err as Error).message}: ${String(((err as Error).cause as Error).message ?? (err as Error).cause)}`
          : (err as Error).message;
      }
      if (!this.retry || attempt === 2) {
        this.fail(`${what} (try ${attempt}): ${outcome}`);
        return;
      }
      this.retried++;
    }
  }

  private fail(why: string): void {
    this.failed++;
    if (this.failures.length < 20) this.failures.push(why);
  }

  report(phase: string): void {
    console.log(
      `[${phase}] requests sent ${this.sent}, failed ${this.failed}, retried ${this.retried}; bookings made ${this.booked}, conflicts (409) ${this.conflicts}`,
    );
    if (this.failures.length > 0) console.log(`[${phase}] failures:\n  ${this.failures.join('\n  ')}`);
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

test('a) kill -9 of an API replica under load: only requests in flight on it fail, each retried once', async () => {
  test.setTimeout(150_000);
  const load = new Load(true, bookings.splice(0, Math.floor(bookings.length / 2)));
  load.start();
  await sleep(2_000);
  const replica = stack.services['core-api-1']!;
  expect(await replica.stop('SIGKILL')).toBeNull();
  await sleep(2_000);
  await replica.start();
  await sleep(2_000);
  await load.stop();
  load.report('kill -9 of an API replica');
  expect(load.sent).toBeGreaterThan(500);
  expect(load.booked).toBeGreaterThan(5);
  expect(load.failures).toEqual([]);
  expect(load.failed).toBe(0);
  // Only what was in flight on the killed replica can have needed a retry.
  expect(load.retried).toBeLessThan(20);
  // The gateway had it in its rotation and took it out when it died.
  expect(readFileSync(path.join(stack.logDir, 'gateway.log'), 'utf8')).toContain(`"upstream":"${replica.url}"`);
});

test('b) rolling restart under load (SIGTERM, start, /readyz, then the other): 0 failed requests, no retries', async () => {
  test.setTimeout(150_000);
  const load = new Load(false, bookings.splice(0));
  load.start();
  await sleep(2_000);
  for (const name of ['core-api-1', 'core-api-2']) {
    const replica = stack.services[name]!;
    expect(await replica.stop('SIGTERM'), `${name} exits 0 after SIGTERM`).toBe(0);
    await replica.start();
    await sleep(2_000);
  }
  await load.stop();
  load.report('rolling restart');
  expect(load.sent).toBeGreaterThan(500);
  expect(load.booked).toBeGreaterThan(5);
  expect(load.failures).toEqual([]);
  expect(load.failed).toBe(0);
  expect(load.retried).toBe(0);
});

/** The stored files that are PDFs (DATA_DIR/files, local storage shared by the svc-core processes). */
function storedPdfs(): number {
  const dir = path.join(stack.dataDir, 'files');
  let count = 0;
  const head = Buffer.alloc(5);
  for (const name of readdirSync(dir)) {
    const fd = openSync(path.join(dir, name), 'r');
    try {
      if (readSync(fd, head, 0, 5, 0) === 5 && head.toString('latin1') === '%PDF-') count++;
    } finally {
      closeSync(fd);
    }
  }
  return count;
}

test(`c) a ${BATCH_SIZE}-PDF batch with the worker killed halfway and started again completes, each PDF made once`, async () => {
  test.setTimeout(240_000);
  const last = `Batch${uniqueTag()}`;
  await inParallel(
    Array.from({ length: BATCH_SIZE }, (_, i) => i),
    4,
    (i) =>
      submitI693Application(api, {
        first: `Person${'abcdefghij'[Math.floor(i / 26) % 10]}${'abcdefghijklmnopqrstuvwxyz'[i % 26]}`,
        last,
        dob: `19${60 + (i % 40)}-0${1 + (i % 9)}-1${i % 10}`,
        email: `${last.toLowerCase()}.${i}@example.com`,
      }),
  );
  const uuids = (await db.query<{ uuid: string }>('select uuid from i693_applications where last_name = $1', [last])).rows.map((r) => r.uuid);
  expect(uuids).toHaveLength(BATCH_SIZE);
  const pdfsBefore = storedPdfs();

  const started = await api.post('/api/v1/i693-application/batch-pdf/', {
    headers: staffAuth,
    data: { application_uuids: uuids, office: 'fremont', appointment_date: '04/20/2026', force_regenerate: false },
  });
  expect(started.status(), await started.text()).toBe(202);
  const { task_id: taskId } = (await started.json()) as { task_id: string };
  const progress = async () => {
    const res = await api.get(`/api/v1/i693-application/batch-pdf/${taskId}/`, { headers: staffAuth });
    expect(res.status()).toBe(200);
    return (await res.json()) as {
      status: string;
      progress: { completed: number; successful: number; failed: number };
      result: { folder_link: string | null } | null;
    };
  };

  let atKill = 0;
  await expect
    .poll(async () => (atKill = (await progress()).progress.completed), { timeout: 150_000, intervals: [200] })
    .toBeGreaterThanOrEqual(BATCH_SIZE / 2);
  const worker = stack.services['core-worker']!;
  expect(await worker.stop('SIGKILL')).toBeNull();
  const whenKilled = (await progress()).progress.completed;
  console.log(`[batch] worker killed with kill -9 at ${whenKilled}/${BATCH_SIZE} PDFs (poll saw ${atKill})`);
  await sleep(1_000);
  expect((await progress()).progress.completed, 'no PDF is made while no worker runs').toBe(whenKilled);
  await worker.start();

  let finished = await progress();
  await expect.poll(async () => (finished = await progress()).status, { timeout: 180_000, intervals: [500] }).toBe('completed');
  expect(finished.progress).toMatchObject({ completed: BATCH_SIZE, successful: BATCH_SIZE, failed: 0 });

  const items = await db.query<{ status: string; n: number }>('select status, count(*)::int as n from i693_batch_items where task_uuid = $1 group by status', [
    taskId,
  ]);
  const made = await db.query<{ times: number; n: number }>(
    `select times, count(*)::int as n from (select entity_id, count(*)::int as times from audit_log where entity = 'i693_application' and action = 'generate_i693_pdf' and entity_id = any($1) group by entity_id) t group by times`,
    [uuids],
  );
  const documents = await db.query<{ n: number }>('select count(*)::int as n from i693_documents where application_uuid = any($1::uuid[]) and kind = $2', [
    uuids,
    I693_GENERATED_FORM_KIND,
  ]);
  const pdfsMade = storedPdfs() - pdfsBefore;
  const zipRes = await api.get(finished.result!.folder_link!);
  expect(zipRes.status()).toBe(200);
  const zip = await JSZip.loadAsync(await zipRes.body());
  const entries = Object.values(zip.files)
    .filter((f) => !f.dir)
    .map((f) => f.name);
  console.log(
    `[batch] PDFs made ${made.rows.reduce((sum, r) => sum + r.times * r.n, 0)} (generation audit entries; applications by times made: ${JSON.stringify(made.rows)}), items ${JSON.stringify(items.rows)}, ` +
      `documents ${documents.rows[0]!.n}, new PDF files in storage ${pdfsMade} (${pdfsMade - BATCH_SIZE} left unrecorded by the killed worker), zip entries ${entries.length} (${new Set(entries).size} distinct names)`,
  );
  expect(items.rows).toEqual([{ status: 'done', n: BATCH_SIZE }]);
  expect(made.rows).toEqual([{ times: 1, n: BATCH_SIZE }]);
  expect(documents.rows[0]!.n).toBe(BATCH_SIZE);
  // A PDF the killed worker had written but not yet recorded stays as unused bytes (at most one per item
  // it was working on); the item's PDF was made again and recorded once, as the audit entries show.
  expect(pdfsMade).toBeGreaterThanOrEqual(BATCH_SIZE);
  expect(pdfsMade - BATCH_SIZE).toBeLessThanOrEqual(BATCH_PDF_WORKERS);
  expect(entries).toHaveLength(BATCH_SIZE);
  expect(new Set(entries).size).toBe(BATCH_SIZE);
  for (const name of entries.slice(0, 3)) expect((await zip.file(name)!.async('nodebuffer')).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('d) e-mails queued while svc-notify is killed are sent once after it comes back', async () => {
  test.setTimeout(150_000);
  // The booking confirmations: not the booking codes, nor the booking link sent when the family became bookable.
  const bookingLink = BOOKING_LINK_TEXTS.en.subject;
  const notCode = async () => (await mailsTo(api, mailFamily.email, /./)).filter((m) => !/booking code$/.test(m.subject) && m.subject !== bookingLink);
  expect(await notCode()).toEqual([]);
  const notify = stack.services.notify!;
  expect(await notify.stop('SIGKILL')).toBeNull();
  // Each booking records its confirmation e-mail in svc-core's outbox; the hand-over to svc-notify fails and waits for a retry.
  for (const [i, slot] of mailSlots.entries()) {
    const res = await api.post('/api/v1/booking/book/', {
      headers: { authorization: `Bearer ${mailFamily.token}` },
      data: { applicant_uuids: [mailFamily.applicants[i]], office_uuid: slot.office, appointment_date: slot.date, start_time: slot.time },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  const waiting = await db.query<{ n: number }>(`select count(*)::int as n from outbox where delivered_on is null`);
  console.log(`[e-mail] svc-notify killed; ${MAILS} bookings made, outbox entries not yet delivered: ${waiting.rows[0]!.n}`);
  await sleep(2_000);
  await notify.start();
  await expect.poll(async () => (await notCode()).length, { timeout: 120_000, intervals: [1000] }).toBeGreaterThanOrEqual(MAILS);
  // A little longer: a second delivery of any of them would show now.
  await sleep(5_000);
  const mails = await notCode();
  const sent = await db.query<{ status: string; n: number }>(
    `select status, count(*)::int as n from messages where "to" = $1 and channel = 'email' and subject not like '%booking code' and subject <> $2 group by status`,
    [mailFamily.email, bookingLink],
  );
  console.log(
    `[e-mail] e-mails sent after svc-notify came back: ${mails.length} (${mails.map((m) => m.subject).join(' | ')}); messages by status ${JSON.stringify(sent.rows)}`,
  );
  expect(mails).toHaveLength(MAILS);
  expect(sent.rows).toEqual([{ status: 'sent', n: MAILS }]);
});
