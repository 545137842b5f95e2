import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { isBatchPdfFinished, type BatchPdfRequestBody, type BatchPdfTask } from '@clinic/contracts';
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
import { createApp } from '../../../app';
import { migrateCore } from '../../../db/migrate';
import { runSeeds } from '../../../db/seeds';
import { coreDeps } from '../../../deps';
import { signIn, TEST_SEED_PASSWORD } from '../../../test-support';
import { officialI693FromConfig } from '../../documents/official-i693';
import { insertApplication } from '../records/repo';
import { BATCH_PDF_ITEM_QUEUE, BATCH_PDF_ZIP_QUEUE, createBatchPdf, type BatchPdf } from './queue';

export type QueueBackend = 'table' | 'redis';
type Who = 'admin' | 'staff' | 'ext';

/** svc-core with its batch PDF workers on a real queue (the jobs table, or BullMQ on REDIS_URL). */
export interface BatchTestCore {
  url: string;
  knex: Knex;
  config: Config;
  keys: TestKeys;
  /** The workers now in use (replaced by stopWorkers and restartWorkers). */
  readonly batchPdf: BatchPdf;
  post(body: BatchPdfRequestBody | Record<string, unknown>, who?: Who | null): Promise<{ status: number; body: any }>;
  get(taskId: string, who?: Who | null): Promise<{ status: number; body: any }>;
  /** Polls the task until it is completed or failed; answers it with every status seen on the way. */
  finished(taskId: string, who?: Who): Promise<{ task: BatchPdfTask; statuses: string[] }>;
  /** Stops the workers (after their running PDFs) and leaves batches queued, as a stopped svc-core does. */
  stopWorkers(): Promise<void>;
  /** Workers of a new svc-core on the same database and queue. */
  startWorkers(): Promise<void>;
  /** Empties the PDF queue, as if svc-core had stopped between recording batches and queueing them (workers stopped). */
  loseQueuedPdfs(): Promise<void>;
  close(): Promise<void>;
}

/** `env` adds settings, e.g. I693_FORM_PDF for batches of the official form. */
export async function startBatchTestCore(backend: QueueBackend, env: Record<string, string> = {}): Promise<BatchTestCore> {
  const logger = createLogger('svc-core-test');
  const db = await createTestDatabase();
  const keys: TestKeys = await createTestKeys();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: db.url,
    DATA_DIR: keys.dataDir,
    SEED_PASSWORD: TEST_SEED_PASSWORD,
    PUBLIC_URL: 'http://clinic.test',
    ...env,
  });
  const knex = createKnex(db.url, { poolMax: 8 });
  await migrateCore(knex);
  await runSeeds(knex, config);
  const prefix = `batch-test-${randomUUID()}`;
  const redisUrl = backend === 'redis' ? process.env.REDIS_URL : undefined;
  const officialI693 = await officialI693FromConfig(config, logger);
  const deps = coreDeps({ config, knex, keys, logger, officialI693 });
  const newWorkers = () =>
    createBatchPdf({
      knex,
      logger,
      clock: deps.clock,
      signingKey: keys.signingKey,
      dataDir: config.dataDir,
      config,
      officialI693,
      redisUrl,
      prefix,
      workers: 2,
      pollIntervalMs: 20,
      leaseMs: 2_000,
    });
  deps.batchPdf = newWorkers();
  await deps.batchPdf.start();
  const server = await startHttpServer(createApp(deps), { port: 0 });
  const api = `${server.url}/api/v1`;
  const tokens = { admin: await signIn({ api }, 'admin'), staff: await signIn({ api }, 'staff'), ext: await signIn({ api }, 'ext') };
  const obliterate = async (names: readonly string[]) => {
    const connection = new Redis(redisUrl!, { maxRetriesPerRequest: null });
    for (const name of names) {
      const queue = new Queue(name, { connection, prefix });
      await queue.obliterate({ force: true });
      await queue.close();
    }
    await connection.quit();
  };
  const headers = (who: Who | null): Record<string, string> => (who ? { authorization: `Bearer ${tokens[who]}` } : {});

  const core: BatchTestCore = {
    url: server.url,
    knex,
    config,
    keys,
    get batchPdf() {
      return deps.batchPdf!;
    },
    async post(body, who = 'staff') {
      const res = await fetch(`${api}/i693-application/batch-pdf/`, {
        method: 'POST',
        headers: { ...headers(who), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    },
    async get(taskId, who = 'staff') {
      const res = await fetch(`${api}/i693-application/batch-pdf/${taskId}/`, { headers: headers(who) });
      return { status: res.status, body: await res.json() };
    },
    async finished(taskId, who = 'staff') {
      const statuses: string[] = [];
      const deadline = Date.now() + 90_000;
      for (;;) {
        const { status, body } = await core.get(taskId, who);
        if (status !== 200) throw new Error(`the task answered ${status}: ${JSON.stringify(body)}`);
        const task = body as BatchPdfTask;
        if (statuses.at(-1) !== task.status) statuses.push(task.status);
        if (isBatchPdfFinished(task.status)) return { task, statuses };
        if (Date.now() > deadline) throw new Error(`the task is still ${task.status}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    async stopWorkers() {
      await deps.batchPdf!.close();
      deps.batchPdf = newWorkers();
    },
    async startWorkers() {
      await deps.batchPdf!.close();
      deps.batchPdf = newWorkers();
      await deps.batchPdf.start();
    },
    async loseQueuedPdfs() {
      if (redisUrl) await obliterate([BATCH_PDF_ITEM_QUEUE]);
      else await knex('jobs').where({ queue: BATCH_PDF_ITEM_QUEUE }).delete();
    },
    async close() {
      await server.close();
      await deps.outbox.close();
      await deps.batchPdf!.close();
      if (redisUrl) await obliterate([BATCH_PDF_ITEM_QUEUE, BATCH_PDF_ZIP_QUEUE]);
      await knex.destroy();
      await db.drop();
      keys.cleanup();
    },
  };
  return core;
}

/** `count` applications ready for the data sheet, named Applicant01, Applicant02... after `label`. */
export async function insertApplications(knex: Knex, label: string, count: number): Promise<string[]> {
  const uuids: string[] = [];
  for (let n = 1; n <= count; n++) {
    uuids.push(
      await insertApplication(knex, {
        lead_uuid: null,
        applicant_uuid: null,
        email: `${label.toLowerCase()}.${n}@example.com`,
        pdf_email: `${label.toLowerCase()}.${n}@example.com`,
        first_name: `Applicant${String(n).padStart(2, '0')}`,
        middle_name: '',
        last_name: label,
        a_number: String(100_000_000 + n),
        gender: n % 2 ? 'female' : 'male',
        dob: `19${70 + (n % 30)}-0${1 + (n % 9)}-1${n % 10}`,
        phone: '5105550100',
        city_of_birth: 'Monterrey',
        country_of_birth: 'Mexico',
        street_address: `${n} Main St`,
        apartment_number: '',
        city: 'Fremont',
        state: 'CA',
        zipcode: '94538',
        photo_id_type: 'passport',
        photo_id: `MX-${n}`,
      }),
    );
  }
  return uuids;
}
