import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type { Knex } from 'knex';
import { createKnex, createTestDatabase, type TestDatabase } from '../database';
import { createLogger } from '../logger';
import { createJobQueue, JOBS_TABLE, type JobQueue } from './index';

/** Graceful shutdown of job workers (SIGTERM): a running job is finished, or handed back, never lost. */
const logger = createLogger('jobs-shutdown-test');
const redisUrl = process.env.REDIS_URL?.trim();
const prefix = `jobs-shutdown-${randomUUID().slice(0, 8)}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

jest.setTimeout(60_000);

let db: TestDatabase;
let knex: Knex;

beforeAll(async () => {
  db = await createTestDatabase();
  knex = createKnex(db.url);
});

afterAll(async () => {
  await knex.destroy();
  await db.drop();
});

const backends = [
  { label: 'table', open: (name: string) => createJobQueue({ name, knex, logger, pollIntervalMs: 50 }) },
  ...(redisUrl ? [{ label: 'redis', open: (name: string) => createJobQueue({ name, redisUrl, logger, prefix }) }] : []),
];

describe.each(backends)('$label queue: stopWorkers', (backend) => {
  let name: string;
  const opened: JobQueue[] = [];
  const open = () => {
    const q = backend.open(name);
    opened.push(q);
    return q;
  };

  beforeEach(() => {
    name = `shutdown-${randomUUID().slice(0, 8)}`;
  });

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((q) => q.close({ graceMs: 0 })));
    if (backend.label === 'table') await knex(JOBS_TABLE).where({ queue: name }).delete();
    else {
      const connection = new Redis(redisUrl!, { maxRetriesPerRequest: null });
      const queue = new Queue(name, { connection, prefix });
      await queue.obliterate({ force: true });
      await queue.close();
      await connection.quit();
    }
  });

  async function untilActive(queue: JobQueue, id: string): Promise<void> {
    for (let i = 0; i < 400; i++) {
      if ((await queue.get(id))?.status === 'active') return;
      await sleep(25);
    }
    throw new Error(`job ${id} never became active`);
  }

  it('lets the running job finish, takes no new job, and keeps add() working', async () => {
    const worker = open();
    const ran: string[] = [];
    worker.process<{ n: number }>('work', async (job) => {
      ran.push(String(job.data.n));
      await sleep(400);
      return job.data.n * 2;
    });
    const first = await worker.add('work', { n: 1 });
    await untilActive(worker, first);
    await worker.stopWorkers({ graceMs: 10_000 });
    expect(await worker.get(first)).toMatchObject({ status: 'completed', result: 2 });

    const second = await worker.add('work', { n: 2 });
    await sleep(300);
    expect(await worker.get(second)).toMatchObject({ status: 'waiting', attempts: 0 });
    expect(ran).toEqual(['1']);

    // Another process's worker (a replica still running) takes it.
    const other = open();
    other.process<{ n: number }>('work', async (job) => job.data.n * 10);
    expect(await other.waitFor(second, { timeoutMs: 10_000 })).toMatchObject({ status: 'completed', result: 20 });
  });

  it('hands a job still running at the end of the grace back to the queue, where another worker finishes it', async () => {
    const stopping = open();
    stopping.process('work', () => new Promise((resolve) => setTimeout(() => resolve('too late'), 30_000).unref()));
    const id = await stopping.add('work', { big: true }, { attempts: 1 });
    await untilActive(stopping, id);
    const t0 = Date.now();
    await stopping.stopWorkers({ graceMs: 200 });
    expect(Date.now() - t0).toBeLessThan(5_000);
    // Waiting again, not failed: the interrupted try does not count against its single attempt.
    expect(await stopping.get(id)).toMatchObject({ status: 'waiting' });

    const other = open();
    other.process('work', async (job) => `finished on attempt ${job.attempt} of ${job.maxAttempts}`);
    const done = await other.waitFor<unknown, string>(id, { timeoutMs: 10_000 });
    expect(done).toMatchObject({ status: 'completed' });
    expect(done!.result).toMatch(/^finished on attempt \d of \d$/);
  });

  it('an API-only process (no process() call) enqueues for workers elsewhere', async () => {
    const api = open();
    const id = await api.add('work', { n: 3 });
    await sleep(200);
    expect(await api.get(id)).toMatchObject({ status: 'waiting' });
    const worker = open();
    worker.process<{ n: number }>('work', async (job) => job.data.n + 1);
    expect(await api.waitFor(id, { timeoutMs: 10_000 })).toMatchObject({ status: 'completed', result: 4 });
  });
});
