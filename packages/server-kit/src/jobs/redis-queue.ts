import { randomUUID } from 'node:crypto';
import { Job, Queue, QueueEvents, WaitingError, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import {
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
  checkNewHandler,
  deadline,
} from './types';

export interface RedisQueueOptions {
  name: string;
  redisUrl: string;
  logger: JobLogger;
  /** Redis key prefix; default 'bull'. */
  prefix?: string;
}

function mapState(state: string): JobStatus {
  if (state === 'completed' || state === 'failed' || state === 'active') return state;
  return 'waiting'; // waiting, delayed (retry backoff), prioritized, waiting-children
}

/** BullMQ Queue + Worker + QueueEvents on Redis: the scale-out backend. */
export class RedisJobQueue implements JobQueue {
  readonly backend = 'redis' as const;
  readonly name: string;
  private readonly logger: JobLogger;
  private readonly redisUrl: string;
  private readonly prefix: string | undefined;
  /** Producer connection: fails commands after a few retries instead of queueing them forever. */
  private readonly connection: Redis;
  private readonly queue: Queue;
  private readonly handlers = new Map<string, { handler: JobHandler<unknown, unknown>; concurrency: number }>();
  private worker: Worker | null = null;
  private workerConnection: Redis | null = null;
  private events: Promise<QueueEvents> | null = null;
  private eventsConnection: Redis | null = null;
  private closed = false;
  /** Resolved when the jobs still running at the end of a graceful stop are to be handed back. */
  private handBack!: () => void;
  private readonly handingBack = new Promise<void>((resolve) => (this.handBack = resolve));

  constructor(options: RedisQueueOptions) {
    this.name = options.name;
    this.logger = options.logger;
    this.redisUrl = options.redisUrl;
    this.prefix = options.prefix;
    this.connection = this.connect(3);
    this.queue = new Queue(this.name, { connection: this.connection, prefix: this.prefix });
    this.queue.on('error', (err) => this.logger.warn({ err, queue: this.name }, 'job queue error'));
  }

  private connect(maxRetriesPerRequest: number | null): Redis {
    const redis = new Redis(this.redisUrl, { maxRetriesPerRequest });
    redis.on('error', (err) => this.logger.warn({ err: errorMessage(err), queue: this.name }, 'redis connection error'));
    return redis;
  }

  process<TData, TResult>(jobName: string, handler: JobHandler<TData, TResult>, options: ProcessOptions = {}): void {
    checkNewHandler({ name: this.name, isClosed: this.closed }, jobName, this.handlers.has(jobName));
    this.handlers.set(jobName, { handler: handler as JobHandler<unknown, unknown>, concurrency: Math.max(1, options.concurrency ?? 1) });
    const total = [...this.handlers.values()].reduce((sum, h) => sum + h.concurrency, 0);
    if (this.worker) {
      this.worker.concurrency = total;
      return;
    }
    // BullMQ workers take every job of their queue, so one worker dispatches on the job name.
    this.workerConnection = this.connect(null);
    this.worker = new Worker(this.name, (job: Job, token?: string) => this.dispatch(job, token), {
      connection: this.workerConnection,
      prefix: this.prefix,
      concurrency: total,
    });
    this.worker.on('error', (err) => this.logger.warn({ err, queue: this.name }, 'job worker error'));
    this.worker.on('failed', (job, err) => {
      this.logger.warn({ queue: this.name, job: job?.name, jobId: job?.id, attempt: job?.attemptsMade, err: errorMessage(err) }, 'job attempt failed');
    });
  }

  private async dispatch(job: Job, token?: string): Promise<unknown> {
    const entry = this.handlers.get(job.name);
    if (!entry) throw new Error(`No handler registered for job ${job.name} on queue ${this.name}`);
    const running = entry.handler({
      id: job.id ?? '',
      name: job.name,
      data: job.data,
      attempt: job.attemptsMade + 1,
      maxAttempts: job.opts.attempts ?? 1,
      updateProgress: (progress: JobProgress) => job.updateProgress(progress),
    });
    const outcome = await Promise.race([
      running.then(
        (result) => ({ done: true as const, result }),
        (error: unknown) => ({ done: true as const, error, failed: true as const }),
      ),
      this.handingBack.then(() => ({ done: false as const })),
    ]);
    if (!outcome.done) {
      // Shutting down with the job unfinished: back to waiting at once for any worker (BullMQ's
      // WaitingError tells the worker the job was moved and is not to be finished or failed here).
      running.catch(() => undefined);
      await job.moveToWait(token);
      this.logger.warn({ queue: this.name, job: job.name, jobId: job.id }, 'job handed back unfinished at shutdown');
      throw new WaitingError();
    }
    if ('failed' in outcome) throw outcome.error;
    return outcome.result;
  }

  async add<TData>(jobName: string, data: TData, options: AddJobOptions = {}): Promise<string> {
    if (this.closed) throw new Error(`Queue ${this.name} is closed`);
    const job = await this.queue.add(jobName, data ?? null, {
      jobId: options.jobId ?? randomUUID(),
      attempts: Math.max(1, options.attempts ?? 1),
      backoff: { type: 'exponential', delay: Math.max(0, options.backoffMs ?? DEFAULT_BACKOFF_MS) },
      removeOnComplete: { age: KEEP_COMPLETED_SECONDS },
      removeOnFail: { age: KEEP_FAILED_SECONDS },
    });
    return job.id ?? '';
  }

  async get<TData, TResult>(id: string): Promise<JobInfo<TData, TResult> | null> {
    const job = await this.queue.getJob(id);
    if (!job) return null;
    const state = await job.getState();
    if (state === 'unknown') return null;
    const status = mapState(state);
    return {
      id,
      name: job.name,
      data: job.data as TData,
      status,
      progress: (job.progress as JobProgress | undefined) ?? 0,
      result: status === 'completed' ? ((job.returnvalue ?? null) as TResult | null) : null,
      error: status === 'completed' ? null : job.failedReason || null,
      attempts: job.attemptsStarted,
      maxAttempts: job.opts.attempts ?? 1,
    };
  }

  async waitFor<TData, TResult>(id: string, options: WaitOptions = {}): Promise<JobInfo<TData, TResult> | null> {
    const timeoutMs = options.timeoutMs ?? 30_000;
    const deadline = Date.now() + timeoutMs;
    const job = await this.queue.getJob(id);
    if (!job) return null;
    this.events ??= this.openEvents().catch((err: unknown) => {
      this.events = null;
      throw err;
    });
    const events = await this.events;
    try {
      await job.waitUntilFinished(events, timeoutMs);
    } catch {
      // Rejects for a failed job and on timeout; the answer is the job as it is now either way.
    }
    let info = await this.get<TData, TResult>(id);
    // The 'failed' event can precede the state write being visible to a second connection.
    while (info && info.status !== 'completed' && info.status !== 'failed' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
      info = await this.get<TData, TResult>(id);
    }
    return info;
  }

  /** One QueueEvents shared by every waitFor(), opened on first use. */
  private async openEvents(): Promise<QueueEvents> {
    // QueueEvents reads from '$' by default, which drops an event written between its start and its
    // first blocking read; starting from the stream's current last entry loses none.
    const [last] = await this.connection.xrevrange(this.queue.toKey('events'), '+', '-', 'COUNT', 1);
    this.eventsConnection = this.connect(null);
    const events = new QueueEvents(this.name, { connection: this.eventsConnection, prefix: this.prefix, lastEventId: last?.[0] ?? '0-0' });
    events.on('error', (err) => this.logger.warn({ err, queue: this.name }, 'job events error'));
    // Every concurrent waitFor() listens on the same QueueEvents and Queue.
    events.setMaxListeners(0);
    this.queue.setMaxListeners(0);
    await events.waitUntilReady();
    return events;
  }

  private workerClosing: Promise<void> | null = null;

  async stopWorkers(options: StopWorkersOptions = {}): Promise<void> {
    if (!this.worker) return;
    // Worker.close() stops fetching at once and resolves when the running jobs have ended.
    const closing = (this.workerClosing ??= this.worker.close());
    const limit = deadline(options.graceMs);
    try {
      if (!(await Promise.race([closing.then(() => true), limit.reached.then(() => false)]))) {
        this.handBack();
        await closing;
      }
    } finally {
      limit.cancel();
    }
  }

  async close(options: StopWorkersOptions = {}): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.stopWorkers(options);
    await this.events?.then(
      (events) => events.close(),
      () => undefined,
    );
    await this.queue.close();
    for (const redis of [this.workerConnection, this.eventsConnection, this.connection]) {
      if (!redis) continue;
      try {
        await redis.quit();
      } catch {
        redis.disconnect();
      }
    }
  }
}
