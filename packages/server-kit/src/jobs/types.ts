import type { Logger } from 'pino';

export type JobStatus = 'waiting' | 'active' | 'completed' | 'failed';

/** A number (percent) or any JSON object describing how far a job got. */
export type JobProgress = number | Record<string, unknown>;

/** What a handler receives for one attempt of a job. */
export interface JobContext<TData = unknown> {
  id: string;
  name: string;
  data: TData;
  /** 1 on the first run, 2 on the first retry, ... */
  attempt: number;
  /** The job's total tries: attempt === maxAttempts is the last one. */
  maxAttempts: number;
  updateProgress(progress: JobProgress): Promise<void>;
}

export type JobHandler<TData = unknown, TResult = unknown> = (job: JobContext<TData>) => Promise<TResult>;

export interface AddJobOptions {
  /** Total tries including the first; default 1 (no retry). */
  attempts?: number;
  /** Base delay of the exponential backoff: retry n waits backoffMs * 2^(n-1). Default 1000. */
  backoffMs?: number;
  /** Adding a job whose id already exists in the queue keeps the existing job (deduplication). */
  jobId?: string;
}

export interface ProcessOptions {
  /** How many jobs of this name run at the same time in this process; default 1. */
  concurrency?: number;
}

export interface JobInfo<TData = unknown, TResult = unknown> {
  id: string;
  name: string;
  data: TData;
  /** A job waiting for its next retry is 'waiting'. */
  status: JobStatus;
  /** 0 until the handler reports progress. */
  progress: JobProgress;
  result: TResult | null;
  /** The message of the last failure (kept while a retry is pending). */
  error: string | null;
  /** Attempts started so far. */
  attempts: number;
  maxAttempts: number;
}

export interface WaitOptions {
  /** Give up after this long and answer the job as it is then; default 30 s. */
  timeoutMs?: number;
}

/**
 * A named queue of background work. The same semantics on both backends: BullMQ on Redis, or a
 * `jobs` table in PostgreSQL/PGlite. Every job name added to a queue must have a handler
 * registered in each process that consumes that queue.
 */
export interface JobQueue {
  readonly name: string;
  readonly backend: 'redis' | 'table';
  process<TData = unknown, TResult = unknown>(jobName: string, handler: JobHandler<TData, TResult>, options?: ProcessOptions): void;
  add<TData = unknown>(jobName: string, data: TData, options?: AddJobOptions): Promise<string>;
  get<TData = unknown, TResult = unknown>(id: string): Promise<JobInfo<TData, TResult> | null>;
  /** Resolves once the job is completed or finally failed, or when the timeout passes. */
  waitFor<TData = unknown, TResult = unknown>(id: string, options?: WaitOptions): Promise<JobInfo<TData, TResult> | null>;
  /**
   * Stops this process's workers taking jobs (graceful shutdown), waits for the running ones, and
   * after `graceMs` hands the ones still running back to the queue (waiting again, without using up
   * one of their tries) for any worker to run again. add(), get() and waitFor() keep working.
   */
  stopWorkers(options?: StopWorkersOptions): Promise<void>;
  /** stopWorkers() (waiting without limit unless graceMs is given), then releases connections (not the caller's knex). */
  close(options?: StopWorkersOptions): Promise<void>;
}

export interface StopWorkersOptions {
  /** How long running jobs may take to finish before they are handed back; default no limit. */
  graceMs?: number;
}

/** Resolves after `ms` (never when ms is undefined or infinite); `cancel` clears the timer. */
export function deadline(ms: number | undefined): { reached: Promise<void>; cancel(): void } {
  let timer: NodeJS.Timeout | undefined;
  const reached = new Promise<void>((resolve) => {
    if (ms !== undefined && Number.isFinite(ms)) timer = setTimeout(resolve, Math.max(0, ms));
  });
  return { reached, cancel: () => clearTimeout(timer) };
}

export type JobLogger = Pick<Logger, 'info' | 'warn' | 'error' | 'debug'>;

export const DEFAULT_BACKOFF_MS = 1000;

/** Finished jobs stay readable with get() this long, then both backends drop them. */
export const KEEP_COMPLETED_SECONDS = 7 * 24 * 3600;
export const KEEP_FAILED_SECONDS = 30 * 24 * 3600;

/** Delay before retry number `failedAttempts` (1 = after the first failure). */
export function backoffDelay(baseMs: number, failedAttempts: number): number {
  return baseMs * 2 ** Math.max(0, failedAttempts - 1);
}

export function errorMessage(err: unknown): string {
  if (err instanceof Error) return err.message || err.name;
  return String(err);
}

/** Refuses a handler that a queue cannot take: the queue is closed, or the job name already has one. */
export function checkNewHandler(queue: { name: string; isClosed: boolean }, jobName: string, alreadyHandled: boolean): void {
  if (queue.isClosed) throw new Error(`Queue ${queue.name} is closed`);
  if (alreadyHandled) throw new Error(`A handler for ${jobName} is already registered on ${queue.name}`);
}
