import { BATCH_PDF_SERVER_MESSAGES } from '@clinic/contracts';
import { createJobQueue, type Config, type JobQueue, type Knex, type Logger, type StopWorkersOptions, type TokenKey } from '@clinic/server-kit';
import type { Clock } from '../../../deps';
import type { OfficialI693Filler } from '../../documents';
import { type FileStorage, createFileStorage } from '../../files';
import type { DocumentsContext } from '../documents';
import type { PracticeSettingsConfig } from '../../practice-settings';
import { finishItem, itemsWithStatus, setTaskStatus, unfinishedTasks, UNFINISHED_STATUSES } from './repo';
import { itemsSettled, pruneOldZips, runItem, runZip } from './work';

export const BATCH_PDF_ITEM_QUEUE = 'i693-batch-pdf';
export const BATCH_PDF_ZIP_QUEUE = 'i693-batch-zip';
const ITEM_JOB = 'batch-pdf-item';
const ZIP_JOB = 'batch-pdf-zip';

/** Workers generating PDFs at once in one svc-core, unless BATCH_PDF_WORKERS says otherwise. */
export const DEFAULT_BATCH_PDF_WORKERS = 2;
const ITEM_POLICY = { attempts: 3, backoffMs: 1_000 };
const ZIP_POLICY = { attempts: 3, backoffMs: 2_000 };

interface ItemJob {
  task_uuid: string;
  application_uuid: string;
}

interface ZipJob {
  task_uuid: string;
}

/** BATCH_PDF_WORKERS, a whole number from 1 to 16; the default otherwise. */
export function batchPdfWorkers(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.BATCH_PDF_WORKERS);
  return Number.isInteger(value) && value >= 1 && value <= 16 ? value : DEFAULT_BATCH_PDF_WORKERS;
}

export interface BatchPdf {
  /** Queues the PDF of each application of a recorded task (again-safe: a job id is queued once). */
  enqueue(taskUuid: string, applicationUuids: readonly string[]): Promise<void>;
  /** Starts this process's workers and queues whatever unfinished tasks still need. */
  start(): Promise<void>;
  /** Stops taking work (graceful shutdown): running units finish, or are handed back after graceMs; enqueue() keeps working. */
  stopWorkers(options?: StopWorkersOptions): Promise<void>;
  /** Stops taking work, waits for the running units and releases the queues' connections. */
  close(options?: StopWorkersOptions): Promise<void>;
}

export interface BatchPdfOptions {
  knex: Knex;
  logger: Logger;
  clock: Clock;
  signingKey: TokenKey;
  dataDir: string;
  /** The practice settings' defaults (the PDFs print the practice's identity) and FILE_STORAGE (where the PDFs and zips go). */
  config: PracticeSettingsConfig & Partial<Pick<Config, 'fileStorage'>>;
  /** Where the PDFs and zips are kept; default: the storage FILE_STORAGE names in `config` (the local one under `dataDir`). */
  files?: FileStorage;
  /** The official Form I-693 (I693_FORM_PDF); without it the PDFs are data sheets. */
  officialI693?: OfficialI693Filler;
  /** When set, BullMQ on this Redis; otherwise the database's jobs table. */
  redisUrl?: string;
  /** Redis key prefix (REDIS_PREFIX). */
  prefix?: string;
  /** PDFs generated at once by this process. */
  workers?: number;
  /** Table backend: how often an idle worker looks for work queued by other processes. */
  pollIntervalMs?: number;
  /** Table backend: how long a unit whose worker vanished waits before another worker takes it over. */
  leaseMs?: number;
}

/**
 * Batch PDFs on the job queue: one job per application's PDF (run by `workers` workers at once,
 * here and in any other svc-core on the same queue) and one job for the zip, queued by whichever
 * item finishes last. Jobs carry only ids; what is done is recorded in the batch tables, so a job
 * run twice, or resumed after a restart, does nothing twice.
 */
export function createBatchPdf(options: BatchPdfOptions): BatchPdf {
  const { knex, logger } = options;
  const ctx: DocumentsContext = {
    knex,
    logger,
    clock: options.clock,
    signingKey: options.signingKey,
    dataDir: options.dataDir,
    files: options.files ?? createFileStorage({ dataDir: options.dataDir, fileStorage: options.config.fileStorage }),
    config: options.config,
    officialI693: options.officialI693,
  };
  const queueOptions = { redisUrl: options.redisUrl, knex, logger, prefix: options.prefix, pollIntervalMs: options.pollIntervalMs, leaseMs: options.leaseMs };
  const items: JobQueue = createJobQueue({ name: BATCH_PDF_ITEM_QUEUE, ...queueOptions });
  const zips: JobQueue = createJobQueue({ name: BATCH_PDF_ZIP_QUEUE, ...queueOptions });
  const itemJobId = (taskUuid: string, applicationUuid: string) => `item-${taskUuid}-${applicationUuid}`;
  const zipJobId = (taskUuid: string) => `zip-${taskUuid}`;

  const addItem = (taskUuid: string, applicationUuid: string) =>
    items.add<ItemJob>(ITEM_JOB, { task_uuid: taskUuid, application_uuid: applicationUuid }, { ...ITEM_POLICY, jobId: itemJobId(taskUuid, applicationUuid) });

  async function queueZipWhenSettled(taskUuid: string): Promise<void> {
    if (await itemsSettled(ctx, taskUuid)) await zips.add<ZipJob>(ZIP_JOB, { task_uuid: taskUuid }, { ...ZIP_POLICY, jobId: zipJobId(taskUuid) });
  }

  /**
   * Brings each unfinished task's jobs in line with its recorded items: queues the ones never queued
   * (a process stopped while starting the batch), records the items whose job ended without an
   * outcome, and queues the zip of a task whose items all have theirs.
   */
  async function resume(): Promise<void> {
    for (const task of await unfinishedTasks(knex)) {
      for (const item of await itemsWithStatus(knex, task.uuid, 'pending')) {
        const job = await items.get(itemJobId(task.uuid, item.application_uuid));
        if (!job) await addItem(task.uuid, item.application_uuid);
        else if (job.status === 'completed' || job.status === 'failed')
          await finishItem(knex, task.uuid, item.application_uuid, { status: 'failed', error: BATCH_PDF_SERVER_MESSAGES.pdfFailed });
      }
      if (!(await itemsSettled(ctx, task.uuid))) continue;
      const zip = await zips.get(zipJobId(task.uuid));
      if (zip?.status === 'completed' || zip?.status === 'failed') {
        await setTaskStatus(knex, task.uuid, UNFINISHED_STATUSES, { status: 'failed', error: BATCH_PDF_SERVER_MESSAGES.zipFailed });
      } else {
        await queueZipWhenSettled(task.uuid);
      }
    }
  }

  let started = false;
  return {
    async enqueue(taskUuid, applicationUuids) {
      // In slices, so a large batch is queued quickly without taking every database connection.
      for (let i = 0; i < applicationUuids.length; i += 20) {
        await Promise.all(applicationUuids.slice(i, i + 20).map((uuid) => addItem(taskUuid, uuid)));
      }
    },
    async start() {
      if (started) return;
      started = true;
      items.process<ItemJob>(
        ITEM_JOB,
        async (job) => {
          await runItem(ctx, job.data.task_uuid, job.data.application_uuid, job.attempt >= job.maxAttempts);
          await queueZipWhenSettled(job.data.task_uuid);
        },
        { concurrency: options.workers ?? DEFAULT_BATCH_PDF_WORKERS },
      );
      zips.process<ZipJob>(ZIP_JOB, (job) => runZip(ctx, job.data.task_uuid, job.attempt >= job.maxAttempts));
      try {
        await resume();
        await pruneOldZips(ctx);
      } catch (err) {
        // The workers run regardless; the next start tries again.
        logger.error({ err }, 'resuming unfinished batch PDFs failed');
      }
    },
    async stopWorkers(stop) {
      await Promise.all([items.stopWorkers(stop), zips.stopWorkers(stop)]);
    },
    async close(stop) {
      await Promise.all([items.close(stop), zips.close(stop)]);
    },
  };
}
