import type { NotifyMessage, OutboxEntry } from '@clinic/contracts';
import { createKnex, createLogger, createTestDatabase, createTestKeys, loadConfig, type Knex, type TestDatabase, type TestKeys } from '@clinic/server-kit';
import { startNotify, type NotifyService } from '@clinic/svc-notify/src/notify';
import { createNotifyTestEnv, type NotifyTestEnv } from '@clinic/svc-notify/src/test-support';
import { migrateCore } from '../../db/migrate';
import { coreDeps } from '../../deps';
import { createOutbox, type Outbox } from '.';
import { insertOutboxEntry } from './repo';

jest.setTimeout(60_000);

const logger = createLogger('outbox-test', 'silent');
let notifyEnv: NotifyTestEnv;
let notify: NotifyService | undefined;
let notifyPort: number;
let keys: TestKeys;
let db: TestDatabase;
let knex: Knex;
const outboxes: Outbox[] = [];

/** svc-notify on the same port each time, so svc-core's configured address finds it again after a restart. */
async function startSvcNotify(): Promise<void> {
  notify = await startNotify({
    config: notifyEnv.config,
    logger,
    port: notifyPort,
    verifyKey: keys.verifyKey,
    queuePrefix: notifyEnv.queuePrefix,
    pollIntervalMs: 50,
  });
  notifyPort = Number(new URL(notify.url).port);
}

async function stopSvcNotify(): Promise<void> {
  await notify?.close();
  notify = undefined;
}

/** An outbox of a svc-core process of its own; retries are due at once. */
function newOutbox(): Outbox {
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: db.url, DATA_DIR: keys.dataDir, NOTIFY_URL: `http://127.0.0.1:${notifyPort}` });
  const { outbox } = coreDeps({ config, knex, keys, logger, outboxPolicy: { backoffMs: 0 } });
  outboxes.push(outbox);
  return outbox;
}

/** What svc-notify stored for an address (its dev outbox), read from its database so it works while it is stopped. */
async function storedFor(to: string): Promise<Array<Pick<OutboxEntry, 'subject'>>> {
  const notifyKnex = createKnex(notifyEnv.config.databaseUrl!, { poolMax: 1 });
  try {
    return await notifyKnex('messages').select('subject').where({ to }).orderBy('seq');
  } finally {
    await notifyKnex.destroy();
  }
}

const mail = (to: string, subject: string) => ({ channel: 'email' as const, to, subject, text: `${subject} text` });
const entry = (id: string) => knex('outbox').where({ id }).first();

beforeAll(async () => {
  notifyEnv = await createNotifyTestEnv();
  keys = await createTestKeys();
  notifyPort = 0;
  await startSvcNotify();
  db = await createTestDatabase();
  knex = createKnex(db.url, { poolMax: 6 });
  await migrateCore(knex);
  await knex.schema.createTable('outbox_test_changes', (t) => {
    t.string('name').primary();
  });
});

afterAll(async () => {
  for (const outbox of outboxes) await outbox.close();
  await stopSvcNotify();
  await knex?.destroy();
  await db?.drop();
  await notifyEnv?.cleanup();
  keys?.cleanup();
});

describe('the transactional outbox', () => {
  it('hands a committed e-mail to svc-notify once the change commits', async () => {
    const outbox = newOutbox();
    const id = await knex.transaction(async (trx) => {
      await trx('outbox_test_changes').insert({ name: 'committed' });
      return outbox.send(trx, mail('committed@example.com', 'Committed'));
    });
    await outbox.settled();
    expect(await storedFor('committed@example.com')).toEqual([{ subject: 'Committed' }]);
    expect(await entry(id)).toMatchObject({ status: 'delivered', attempts: 1, last_error: null, delivered_on: expect.any(Date) });
  });

  it('sends nothing for a change that fails after its e-mail was recorded', async () => {
    const outbox = newOutbox();
    await knex('outbox_test_changes').insert({ name: 'taken' });
    let recorded: string | undefined;
    await expect(
      knex.transaction(async (trx) => {
        recorded = await outbox.send(trx, mail('rolled.back@example.com', 'Never'));
        // The change itself fails at its end: a unique violation.
        await trx('outbox_test_changes').insert({ name: 'taken' });
      }),
    ).rejects.toThrow(/duplicate key/);
    await outbox.settled();
    await outbox.deliverDue();
    expect(recorded).toEqual(expect.any(String));
    expect(await entry(recorded!)).toBeUndefined();
    expect(await storedFor('rolled.back@example.com')).toEqual([]);
  });

  it('keeps what svc-notify could not take while it was stopped and delivers it once after it started again', async () => {
    const outbox = newOutbox();
    await stopSvcNotify();
    const id = await knex.transaction(async (trx) => {
      await trx('outbox_test_changes').insert({ name: 'while-down' });
      return outbox.send(trx, mail('while.down@example.com', 'While down'));
    });
    await outbox.settled();
    expect(await entry(id)).toMatchObject({ status: 'pending', attempts: 1, last_error: expect.stringContaining('unreachable') });
    await outbox.deliverDue();
    expect(await entry(id)).toMatchObject({ status: 'pending', attempts: 2 });

    await startSvcNotify();
    // Two svc-core processes' workers look at the same time: the entry is delivered by one of them.
    const [a, b] = await Promise.all([outbox.deliverDue(), newOutbox().deliverDue()]);
    expect(a + b).toBe(1);
    expect(await entry(id)).toMatchObject({ status: 'delivered', attempts: 3 });
    expect(await storedFor('while.down@example.com')).toEqual([{ subject: 'While down' }]);
  });

  it('delivers, once, an entry whose process stopped before handing it over, after its lease; a repeated delivery is kept once', async () => {
    const outbox = newOutbox();
    // As a process that crashed right after commit leaves it: recorded, its hand-over never made.
    const id = '6f1de1e2-6d36-4b8e-9f0e-5a3c3a2d8e01';
    await insertOutboxEntry(knex, { id, topic: 'notify', payload: mail('orphan@example.com', 'Orphan') }, 200);
    expect(await outbox.deliverDue()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await outbox.deliverDue()).toBe(1);
    expect(await storedFor('orphan@example.com')).toEqual([{ subject: 'Orphan' }]);

    // svc-notify took it but the process died before recording that: it is delivered again, and kept once.
    await knex('outbox').where({ id }).update({ status: 'pending', next_attempt_at: knex.fn.now() });
    expect(await outbox.deliverDue()).toBe(1);
    expect(await entry(id)).toMatchObject({ status: 'delivered' });
    expect(await storedFor('orphan@example.com')).toEqual([{ subject: 'Orphan' }]);
  });

  it('runs as a worker loop that delivers what is due and deletes delivered entries after a week', async () => {
    const outbox = newOutbox();
    const old = '6f1de1e2-6d36-4b8e-9f0e-5a3c3a2d8e02';
    const recent = '6f1de1e2-6d36-4b8e-9f0e-5a3c3a2d8e03';
    const due = '6f1de1e2-6d36-4b8e-9f0e-5a3c3a2d8e04';
    for (const id of [old, recent]) await insertOutboxEntry(knex, { id, topic: 'notify', payload: mail('kept@example.com', 'x') }, 0);
    await knex('outbox')
      .where({ id: old })
      .update({ status: 'delivered', delivered_on: knex.raw(`now() - interval '8 days'`) });
    await knex('outbox')
      .where({ id: recent })
      .update({ status: 'delivered', delivered_on: knex.raw(`now() - interval '6 days'`) });
    await insertOutboxEntry(knex, { id: due, topic: 'notify', payload: mail('due@example.com', 'Due') }, 0);
    outbox.start();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await outbox.close();
    expect(await entry(old)).toBeUndefined();
    expect(await entry(recent)).toMatchObject({ status: 'delivered' });
    expect(await entry(due)).toMatchObject({ status: 'delivered' });
    expect(await storedFor('due@example.com')).toEqual([{ subject: 'Due' }]);
  });

  it('fails for good, without retrying, an entry svc-notify refuses as invalid', async () => {
    const outbox = newOutbox();
    const id = await outbox.send(knex, { channel: 'sms', to: 'not a phone', text: 'x' });
    await outbox.settled();
    expect(await entry(id)).toMatchObject({ status: 'failed', attempts: 1, last_error: expect.stringContaining('400') });
    expect(await outbox.deliverDue()).toBe(0);
  });
});

describe('the request middleware', () => {
  it('makes a request wait for the hand-overs it recorded in its own outbox, not in another', async () => {
    const delivered: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const outboxWith = (notify: (message: NotifyMessage) => Promise<void>) =>
      createOutbox({ knex, logger, handlers: { notify, 'calendar-sync': async () => undefined }, policy: { handoverWaitMs: 3_600_000 } });
    const own = outboxWith(async (message) => void delivered.push(message.to));
    const other = outboxWith(() => held);
    let recorded: Promise<unknown> = Promise.resolve();
    let answeredAfter: string[] | undefined;
    const served = own
      .middleware()(
        {} as never,
        () => (recorded = Promise.all([own.send(knex, mail('own@example.com', 'Own')), other.send(knex, mail('other@example.com', 'Other'))])),
      )
      .then(() => (answeredAfter = [...delivered]));
    try {
      await recorded;
      await own.settled();
      await new Promise((resolve) => setImmediate(resolve));
      // Answered once its own hand-over ended, while the other outbox's is still held.
      expect(answeredAfter).toEqual(['own@example.com']);
    } finally {
      release();
      await served;
      await Promise.all([own.close(), other.close()]);
    }
  });
});
