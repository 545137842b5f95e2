import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { ensureJobsTable, JOBS_TABLE } from './jobs-table';
import {
  backoffDelay,
  checkNewHandler,
  DEFAULT_BACKOFF_MS,
  errorMessage,
  KEEP_COMPLETED_SECONDS,
  KEEP_FAILED_SECONDS,
  type AddJobOptions,
  type JobHandler,
  type JobInfo,
  type JobLogger,
  type JobProgress,
  type JobQueue,
  type JobStatus,
  type ProcessOptions,
  type StopWorkersOptions,
  type WaitOptions,
  deadline,
} from './types';

export interface TableQueueOptions {
  name: string;
  knex: Knex;
  logger: JobLogger;
  /** How often an idle worker looks for due jobs added by other processes; default 1000 ms. */
  pollIntervalMs?: number;
  /** How long a claimed job stays ours without a heartbeat before another worker may take it over. */
  leaseMs?: number;
}

interface JobRow {
  queue: string;
  id: string;
  name: string;
  data: unknown;
  status: JobStatus;
  progress: JobProgress | null;
  result: unknown;
  error: string | null;
  attempts: number;
  max_attempts: number;
  backoff_ms: number;
}

type ClaimedRow = Pick<JobRow, 'id' | 'name' | 'data' | 'attempts' | 'max_attempts' | 'backoff_ms'>;

export const STALLED_MESSAGE = 'Job stalled: the worker running it stopped before finishing';
const DEFAULT_POLL_MS = 1000;
const DEFAULT_LEASE_MS = 30_000;
const WAIT_POLL_MS = 50;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

const json = (value: unknown): string | null => (value === undefined ? null : JSON.stringify(value));

function toInfo<TData, TResult>(row: JobRow): JobInfo<TData, TResult> {
  return {
    id: row.id,
    name: row.name,
    data: row.data as TData,
    status: row.status,
    progress: row.progress ?? 0,
    result: (row.result ?? null) as TResult | null,
    error: row.status === 'completed' ? null : row.error,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
  };
}

/** Waiting and due, or active with an expired lease (its worker died). */
function isDue(q: Knex.QueryBuilder): void {
  void q.where((w) => w.where('status', 'waiting').whereRaw('run_at <= now()')).orWhere((w) => w.where('status', 'active').whereRaw('locked_until < now()'));
}

/** A resettable sleep that can be cut short (a job was added or a slot freed up). */
class Waker {
  private pending = false;
  private resolveSleep: (() => void) | null = null;

  sleep(ms: number): Promise<void> {
    if (this.pending) {
      this.pending = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        if (this.resolveSleep === done) this.resolveSleep = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      timer.unref();
      this.resolveSleep = done;
    });
  }

  wake(): void {
    if (this.resolveSleep) this.resolveSleep();
    else this.pending = true;
  }
}

/** Runs the jobs of one name: claims due rows, runs up to `concurrency` handlers, records outcomes. */
class NameWorker {
  private readonly running = new Set<Promise<void>>();
  private readonly waker = new Waker();
  private readonly retryTimers = new Set<NodeJS.Timeout>();
  private stopped = false;
  private loopDone: Promise<void> = Promise.resolve();
  /** Resolved when the jobs still running at the end of a graceful stop are to be handed back. */
  private handBack!: () => void;
  private readonly handingBack = new Promise<void>((resolve) => (this.handBack = resolve));

  constructor(
    private readonly queue: TableJobQueue,
    readonly jobName: string,
    private readonly handler: JobHandler<unknown, unknown>,
    private readonly concurrency: number,
  ) {}

  start(): void {
    this.loopDone = this.loop();
  }

  wake(): void {
    this.waker.wake();
  }

  /** Takes no more jobs; waits for the running ones, handing back those still running after graceMs. */
  async stop(graceMs?: number): Promise<void> {
    this.stopped = true;
    for (const t of this.retryTimers) clearTimeout(t);
    this.retryTimers.clear();
    this.waker.wake();
    const limit = deadline(graceMs);
    try {
      await this.loopDone;
      const finished = Promise.allSettled([...this.running]).then(() => true);
      if (!(await Promise.race([finished, limit.reached.then(() => false)]))) {
        this.handBack();
        await finished;
      }
    } finally {
      limit.cancel();
    }
  }

  private async loop(): Promise<void> {
    try {
      await this.queue.ready;
    } catch (err) {
      this.queue.logger.error({ err, queue: this.queue.name }, 'jobs table could not be created; worker not started');
      return;
    }
    while (!this.stopped) {
      const free = this.concurrency - this.running.size;
      let claimedAll = false;
      if (free > 0) {
        try {
          const rows = await this.queue.claim(this.jobName, free);
          // A stop() that arrived during the claim still runs what was claimed, so nothing is lost.
          for (const row of rows) this.run(row);
          claimedAll = rows.length === free;
        } catch (err) {
          this.queue.logger.warn({ err, queue: this.queue.name, job: this.jobName }, 'claiming jobs failed; retrying');
        }
      }
      if (this.stopped) break;
      // With every slot filled by this claim more may be due: look again at once unless we are full.
      if (!claimedAll || this.running.size >= this.concurrency) await this.waker.sleep(this.queue.pollIntervalMs);
    }
  }

  private run(row: ClaimedRow): void {
    const task = this.execute(row).finally(() => {
      this.running.delete(task);
      this.waker.wake();
    });
    this.running.add(task);
  }

  private async execute(row: ClaimedRow): Promise<void> {
    const { queue } = this;
    const attempt = row.attempts;
    const heartbeat = setInterval(
      () => {
        queue.extendLease(row.id, attempt).catch((err) => queue.logger.warn({ err, jobId: row.id }, 'job lease renewal failed'));
      },
      Math.max(50, Math.floor(queue.leaseMs / 3)),
    );
    heartbeat.unref();
    let outcome: { ok: true; result: unknown } | { ok: false; error: unknown } | { handedBack: true };
    try {
      const running = this.handler({
        id: row.id,
        name: row.name,
        data: row.data,
        attempt,
        maxAttempts: row.max_attempts,
        updateProgress: (progress) => queue.setProgress(row.id, attempt, progress),
      });
      outcome = await Promise.race([
        running.then(
          (result) => ({ ok: true as const, result }),
          (error: unknown) => ({ ok: false as const, error }),
        ),
        this.handingBack.then(() => ({ handedBack: true as const })),
      ]);
    } catch (error) {
      outcome = { ok: false, error };
    } finally {
      clearInterval(heartbeat);
    }
    if ('handedBack' in outcome) {
      // Shutting down with the job unfinished: waiting again at once for any worker, this try not counted.
      try {
        await queue.handBack(row.id, attempt);
        queue.logger.warn({ queue: queue.name, job: row.name, jobId: row.id, attempt }, 'job handed back unfinished at shutdown');
      } catch (err) {
        queue.logger.error({ err, jobId: row.id }, 'handing a job back failed; its lease expiry will run it again');
      }
      return;
    }
    if (outcome.ok) {
      try {
        await queue.complete(row.id, attempt, outcome.result);
      } catch (err) {
        queue.logger.error({ err, jobId: row.id }, 'recording a job completion failed; the lease expiry will run it again');
      }
      return;
    }
    const message = errorMessage(outcome.error);
    const retryIn = attempt < row.max_attempts ? backoffDelay(row.backoff_ms, attempt) : null;
    queue.logger.warn({ queue: queue.name, job: row.name, jobId: row.id, attempt, err: message, retryIn }, 'job attempt failed');
    try {
      await queue.fail(row.id, attempt, message, retryIn);
    } catch (err) {
      queue.logger.error({ err, jobId: row.id }, 'recording a job failure failed; the lease expiry will retry it');
      return;
    }
    if (retryIn !== null && !this.stopped) {
      // Wake up when the retry is due instead of waiting for the next poll.
      const timer = setTimeout(() => {
        this.retryTimers.delete(timer);
        this.waker.wake();
      }, retryIn + 5);
      timer.unref();
      this.retryTimers.add(timer);
    }
  }
}

/** A job queue persisted in the `jobs` table, claimed with FOR UPDATE SKIP LOCKED. */
export class TableJobQueue implements JobQueue {
  readonly backend = 'table' as const;
  readonly name: string;
  readonly logger: JobLogger;
  readonly ready: Promise<void>;
  readonly pollIntervalMs: number;
  readonly leaseMs: number;
  private readonly knex: Knex;
  private readonly workers: NameWorker[] = [];
  private pruneTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(options: TableQueueOptions) {
    this.name = options.name;
    this.knex = options.knex;
    this.logger = options.logger;
    this.pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_MS;
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.ready = ensureJobsTable(this.knex);
    // Awaited by every operation; this only keeps an early failure from being reported as unhandled.
    this.ready.catch(() => undefined);
  }

  /** Deletes finished jobs past their retention (the same as the Redis backend's). */
  async prune(): Promise<number> {
    await this.ready;
    return this.knex(JOBS_TABLE)
      .where({ queue: this.name })
      .where((q) =>
        q
          .where((w) => w.where('status', 'completed').whereRaw(`finished_on < now() - (? * interval '1 second')`, [KEEP_COMPLETED_SECONDS]))
          .orWhere((w) => w.where('status', 'failed').whereRaw(`finished_on < now() - (? * interval '1 second')`, [KEEP_FAILED_SECONDS])),
      )
      .delete();
  }

  process<TData, TResult>(jobName: string, handler: JobHandler<TData, TResult>, options: ProcessOptions = {}): void {
    checkNewHandler(
      { name: this.name, isClosed: this.closed },
      jobName,
      this.workers.some((w) => w.jobName === jobName),
    );
    const worker = new NameWorker(this, jobName, handler as JobHandler<unknown, unknown>, Math.max(1, options.concurrency ?? 1));
    this.workers.push(worker);
    worker.start();
    // Housekeeping belongs to the processes that consume the queue (an API-only process only adds).
    if (!this.pruneTimer) {
      this.pruneTimer = setInterval(() => {
        this.prune().catch((err) => this.logger.warn({ err, queue: this.name }, 'pruning finished jobs failed'));
      }, PRUNE_EVERY_MS);
      this.pruneTimer.unref();
    }
  }

  async add<TData>(jobName: string, data: TData, options: AddJobOptions = {}): Promise<string> {
    if (this.closed) throw new Error(`Queue ${this.name} is closed`);
    await this.ready;
    const id = options.jobId ?? randomUUID();
    await this.knex(JOBS_TABLE)
      .insert({
        queue: this.name,
        id,
        name: jobName,
        data: json(data ?? null),
        max_attempts: Math.max(1, options.attempts ?? 1),
        backoff_ms: Math.max(0, options.backoffMs ?? DEFAULT_BACKOFF_MS),
      })
      .onConflict(['queue', 'id'])
      .ignore();
    for (const w of this.workers) if (w.jobName === jobName) w.wake();
    return id;
  }

  async get<TData, TResult>(id: string): Promise<JobInfo<TData, TResult> | null> {
    await this.ready;
    const row = await this.knex<JobRow>(JOBS_TABLE).where({ queue: this.name, id }).first();
    return row ? toInfo<TData, TResult>(row) : null;
  }

  async waitFor<TData, TResult>(id: string, options: WaitOptions = {}): Promise<JobInfo<TData, TResult> | null> {
    const deadline = Date.now() + (options.timeoutMs ?? 30_000);
    for (;;) {
      const info = await this.get<TData, TResult>(id);
      if (!info || info.status === 'completed' || info.status === 'failed' || Date.now() >= deadline) return info;
      await new Promise((r) => setTimeout(r, WAIT_POLL_MS));
    }
  }

  async stopWorkers(options: StopWorkersOptions = {}): Promise<void> {
    clearInterval(this.pruneTimer);
    await Promise.all(this.workers.map((w) => w.stop(options.graceMs)));
  }

  async close(options: StopWorkersOptions = {}): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.stopWorkers(options);
  }

  /** Takes up to `limit` due jobs of one name (and jobs whose worker died) for this process. */
  async claim(jobName: string, limit: number): Promise<ClaimedRow[]> {
    // An idle poll is one indexed read; the locking transaction only runs when there is work.
    const anyDue = await this.knex(JOBS_TABLE).first('id').where({ queue: this.name, name: jobName }).where(isDue);
    if (!anyDue) return [];
    return this.knex.transaction(async (trx): Promise<ClaimedRow[]> => {
      await trx(JOBS_TABLE)
        .where({ queue: this.name, name: jobName, status: 'active' })
        .where('locked_until', '<', trx.raw('now()'))
        .whereRaw('attempts >= max_attempts')
        .update({ status: 'failed', error: STALLED_MESSAGE, locked_until: null, finished_on: trx.raw('now()'), updated_on: trx.raw('now()') });
      const due: { id: string }[] = await trx(JOBS_TABLE)
        .select('id')
        .where({ queue: this.name, name: jobName })
        .where(isDue)
        .orderBy([{ column: 'run_at' }, { column: 'created_on' }])
        .limit(limit)
        .forUpdate()
        .skipLocked();
      if (due.length === 0) return [];
      const claimed: ClaimedRow[] = await trx(JOBS_TABLE)
        .where({ queue: this.name })
        .whereIn(
          'id',
          due.map((r) => r.id),
        )
        .update({
          status: 'active',
          attempts: trx.raw('attempts + 1'),
          locked_until: trx.raw(`now() + (? * interval '1 millisecond')`, [this.leaseMs]),
          updated_on: trx.raw('now()'),
        })
        .returning(['id', 'name', 'data', 'attempts', 'max_attempts', 'backoff_ms']);
      return claimed;
    });
  }

  /** Rows are only touched while this attempt still owns the job (a lease takeover bumps attempts). */
  private owned(id: string, attempt: number) {
    return this.knex(JOBS_TABLE).where({ queue: this.name, id, status: 'active', attempts: attempt });
  }

  async extendLease(id: string, attempt: number): Promise<void> {
    await this.owned(id, attempt).update({ locked_until: this.knex.raw(`now() + (? * interval '1 millisecond')`, [this.leaseMs]) });
  }

  async setProgress(id: string, attempt: number, progress: JobProgress): Promise<void> {
    await this.owned(id, attempt).update({ progress: json(progress), updated_on: this.knex.raw('now()') });
  }

  async complete(id: string, attempt: number, result: unknown): Promise<void> {
    await this.owned(id, attempt).update({
      status: 'completed',
      result: json(result),
      error: null,
      locked_until: null,
      finished_on: this.knex.raw('now()'),
      updated_on: this.knex.raw('now()'),
    });
  }

  /** Puts an unfinished job back to waiting (due now) without counting this try against its attempts. */
  async handBack(id: string, attempt: number): Promise<void> {
    await this.owned(id, attempt).update({
      status: 'waiting',
      locked_until: null,
      max_attempts: this.knex.raw('max_attempts + 1'),
      run_at: this.knex.raw('now()'),
      updated_on: this.knex.raw('now()'),
    });
  }

  async fail(id: string, attempt: number, message: string, retryInMs: number | null): Promise<void> {
    const now = this.knex.raw('now()');
    if (retryInMs === null) {
      await this.owned(id, attempt).update({ status: 'failed', error: message, locked_until: null, finished_on: now, updated_on: now });
    } else {
      await this.owned(id, attempt).update({
        status: 'waiting',
        error: message,
        locked_until: null,
        run_at: this.knex.raw(`now() + (? * interval '1 millisecond')`, [retryInMs]),
        updated_on: now,
      });
    }
  }
}
