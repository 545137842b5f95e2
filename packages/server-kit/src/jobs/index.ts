import type { Knex } from 'knex';
import { RedisJobQueue } from './redis-queue';
import { TableJobQueue } from './table-queue';
import type { JobLogger, JobQueue } from './types';

export * from './types';
export { ensureJobsTable, JOBS_TABLE } from './jobs-table';
export { STALLED_MESSAGE } from './table-queue';

export interface CreateJobQueueOptions {
  name: string;
  /** When set, BullMQ on this Redis; otherwise the `jobs` table of `knex`. */
  redisUrl?: string;
  knex?: Knex;
  logger: JobLogger;
  /** Redis key prefix (Redis backend); default 'bull'. */
  prefix?: string;
  /** Table backend: how often idle workers look for jobs added by other processes (default 1000 ms). */
  pollIntervalMs?: number;
  /** Table backend: lease after which a job whose worker vanished is taken over (default 30 s). */
  leaseMs?: number;
}

/**
 * A background job queue: BullMQ on Redis when `redisUrl` is set (any number of worker processes
 * on any number of machines), otherwise a runner persisted in the `jobs` table of the given
 * database, so queued work survives a restart. Same retry, progress and status semantics.
 */
export function createJobQueue(options: CreateJobQueueOptions): JobQueue {
  if (options.redisUrl) {
    return new RedisJobQueue({ name: options.name, redisUrl: options.redisUrl, logger: options.logger, prefix: options.prefix });
  }
  if (!options.knex) throw new Error(`Job queue ${options.name} needs either redisUrl or a knex database`);
  return new TableJobQueue({
    name: options.name,
    knex: options.knex,
    logger: options.logger,
    pollIntervalMs: options.pollIntervalMs,
    leaseMs: options.leaseMs,
  });
}
