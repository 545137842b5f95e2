import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type { Knex } from 'knex';
import { createKnex, createTestDatabase, type TestDatabase } from '../database';
import { createLogger } from '../logger';
import { createJobQueue, JOBS_TABLE, STALLED_MESSAGE, type JobQueue } from './index';
import { TableJobQueue } from './table-queue';

const logger = createLogger('jobs-test');
const redisUrl = process.env.REDIS_URL?.trim();

interface Backend {
  label: string;
  setup(): Promise<void>;
  teardown(): Promise<void>;
  open(name: string): JobQueue;
  /** Removes everything a test left under this queue name. */
  cleanup(name: string): Promise<void>;
}

let db: TestDatabase;
let knex: Knex;

const tableBackend: Backend = {
  label: 'table',
  async setup() {
    db = await createTestDatabase();
    knex = createKnex(db.url);
  },
  async teardown() {
    await knex.destroy();
    await db.drop();
  },
  open: (name) => createJobQueue({ name, knex, logger, pollIntervalMs: 50 }),
  async cleanup(name) {
    await knex(JOBS_TABLE).where({ queue: name }).delete();
  },
};

const redisBackend: Backend = {
  label: 'redis',
  async setup() {},
  async teardown() {},
  open: (name) => createJobQueue({ name, redisUrl, logger }),
  async cleanup(name) {
    const connection = new Redis(redisUrl!, { maxRetriesPerRequest: null });
    const queue = new Queue(name, { connection });
    await queue.obliterate({ force: true });
    await queue.close();
    await connection.quit();
  },
};

const backends = redisUrl ? [tableBackend, redisBackend] : [tableBackend];

describe.each(backends)('$label job queue', (backend) => {
  let name: string;
  const opened: JobQueue[] = [];
  const open = () => {
    const q = backend.open(name);
    opened.push(q);
    return q;
  };

  beforeAll(() => backend.setup());
  afterAll(() => backend.teardown());
  beforeEach(() => {
    name = `test-${randomUUID()}`;
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((q) => q.close()));
    await backend.cleanup(name);
  });

  it('runs a job and keeps its result', async () => {
    const queue = open();
    queue.process<{ n: number }, { doubled: number }>('double', async (job) => ({ doubled: job.data.n * 2 }));
    const id = await queue.add('double', { n: 21 });
    const info = await queue.waitFor(id);
    expect(info).toMatchObject({ id, name: 'double', status: 'completed', result: { doubled: 42 }, error: null, attempts: 1, data: { n: 21 } });
    expect(await queue.get(randomUUID())).toBeNull();
  });

  it('retries with backoff until an attempt succeeds', async () => {
    const queue = open();
    const seen: string[] = [];
    queue.process('flaky', async (job) => {
      seen.push(`${job.attempt}/${job.maxAttempts}`);
      if (job.attempt < 3) throw new Error(`failure ${job.attempt}`);
      return 'ok';
    });
    const id = await queue.add('flaky', {}, { attempts: 5, backoffMs: 20 });
    const info = await queue.waitFor(id);
    expect(info).toMatchObject({ status: 'completed', result: 'ok', attempts: 3, maxAttempts: 5, error: null });
    expect(seen).toEqual(['1/5', '2/5', '3/5']);
  });

  it('marks a job failed with the last error once its attempts are used up', async () => {
    const queue = open();
    let calls = 0;
    queue.process('doomed', async (job) => {
      calls++;
      throw new Error(`boom ${job.attempt}`);
    });
    const id = await queue.add('doomed', { x: 1 }, { attempts: 2, backoffMs: 10 });
    const info = await queue.waitFor(id);
    expect(info).toMatchObject({ status: 'failed', error: 'boom 2', attempts: 2, result: null });
    expect(calls).toBe(2);
  });

  it('shows progress while the job runs', async () => {
    const queue = open();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    queue.process('long', async (job) => {
      await job.updateProgress(50);
      await gate;
      await job.updateProgress({ done: 2, total: 2 });
      return null;
    });
    const id = await queue.add('long', {});
    let info = await queue.get(id);
    while (info?.progress !== 50) {
      await new Promise((r) => setTimeout(r, 10));
      info = await queue.get(id);
    }
    expect(info.status).toBe('active');
    release();
    expect(await queue.waitFor(id)).toMatchObject({ status: 'completed', progress: { done: 2, total: 2 } });
  });

  it('keeps a queued job across close() and runs it from a new queue', async () => {
    const first = open();
    const id = await first.add('later', { greeting: 'hello' });
    expect(await first.get(id)).toMatchObject({ status: 'waiting', attempts: 0 });
    await first.close();

    const second = open();
    second.process<{ greeting: string }, string>('later', async (job) => `${job.data.greeting} again`);
    expect(await second.waitFor(id)).toMatchObject({ status: 'completed', result: 'hello again' });
  });

  it('keeps the first job when a job id is added twice', async () => {
    const queue = open();
    const jobId = `dedupe-${randomUUID()}`;
    expect(await queue.add('once', { v: 1 }, { jobId })).toBe(jobId);
    expect(await queue.add('once', { v: 2 }, { jobId })).toBe(jobId);
    expect(await queue.get(jobId)).toMatchObject({ data: { v: 1 }, status: 'waiting' });
  });
});

describe('table job queue across processes', () => {
  let name: string;
  const opened: JobQueue[] = [];
  const open = () => {
    const q = createJobQueue({ name, knex, logger, pollIntervalMs: 20 });
    opened.push(q);
    return q;
  };
  beforeAll(() => tableBackend.setup());
  afterAll(() => tableBackend.teardown());
  beforeEach(() => {
    name = `test-${randomUUID()}`;
  });
  afterEach(() => Promise.all(opened.splice(0).map((q) => q.close())));

  it('hands each job to exactly one of two competing queues', async () => {
    const runs = new Map<number, number>();
    const handler = async (job: { data: { n: number } }) => {
      runs.set(job.data.n, (runs.get(job.data.n) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, 5));
      return job.data.n;
    };
    const a = open();
    const b = open();
    a.process('count', handler, { concurrency: 3 });
    b.process('count', handler, { concurrency: 3 });
    const ids = await Promise.all(Array.from({ length: 20 }, (_, n) => a.add('count', { n })));
    const infos = await Promise.all(ids.map((id) => b.waitFor(id)));
    await Promise.all([a.close(), b.close()]);
    expect(infos.every((i) => i?.status === 'completed')).toBe(true);
    expect([...runs.keys()].sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, n) => n));
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });

  it('takes over a job whose worker died, and fails it once it has no attempts left', async () => {
    const stale = { queue: name, name: 'resume', status: 'active', locked_until: knex.raw("now() - interval '1 minute'") };
    await knex(JOBS_TABLE).insert([
      { ...stale, id: 'crashed-once', data: JSON.stringify({ v: 1 }), attempts: 1, max_attempts: 3 },
      { ...stale, id: 'crashed-last', data: JSON.stringify({ v: 2 }), attempts: 2, max_attempts: 2 },
    ]);
    const queue = open();
    const attempts: number[] = [];
    queue.process<{ v: number }>('resume', async (job) => {
      attempts.push(job.attempt);
      return job.data.v;
    });
    expect(await queue.waitFor('crashed-once')).toMatchObject({ status: 'completed', result: 1, attempts: 2 });
    expect(await queue.waitFor('crashed-last')).toMatchObject({ status: 'failed', error: STALLED_MESSAGE, attempts: 2 });
    expect(attempts).toEqual([2]);
  });

  it('drops finished jobs once they are past their retention', async () => {
    const finished = (id: string, status: string, daysAgo: number) => ({
      queue: name,
      id,
      name: 'old',
      data: '{}',
      status,
      finished_on: knex.raw(`now() - (? * interval '1 day')`, [daysAgo]),
    });
    await knex(JOBS_TABLE).insert([
      finished('done-long-ago', 'completed', 8),
      finished('done-lately', 'completed', 1),
      finished('failed-a-week-ago', 'failed', 8),
    ]);
    await knex(JOBS_TABLE).insert({ queue: name, id: 'still-waiting', name: 'old', data: '{}' });
    const queue = open() as TableJobQueue;
    expect(await queue.prune()).toBe(1);
    const left = await knex(JOBS_TABLE).where({ queue: name }).orderBy('id').pluck('id');
    expect(left).toEqual(['done-lately', 'failed-a-week-ago', 'still-waiting']);
  });

  it('waits for running handlers on close() so their outcome is recorded', async () => {
    const queue = open();
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    queue.process('slow', async () => {
      started();
      await new Promise((r) => setTimeout(r, 50));
      return 'finished';
    });
    const id = await queue.add('slow', {});
    await running;
    await queue.close();
    const row = await knex(JOBS_TABLE).where({ queue: name, id }).first();
    expect(row).toMatchObject({ status: 'completed', result: 'finished' });
  });
});
