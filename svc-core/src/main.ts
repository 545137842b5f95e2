/**
 * svc-core's process: `node dist/main.js [--role=api|worker|all]` (or ROLE; default all).
 * - api: the HTTP API (enqueueing jobs, recording outbox entries and handing them over after commit);
 *   no job worker, no poller.
 * - worker: the job workers (batch PDFs and their zips, calendar sync), the outbox relay (retries and
 *   entries whose process stopped before handing them over) and resuming unfinished batches, with an
 *   HTTP listener on CORE_PORT that answers only /livez, /healthz and /readyz for the probes.
 * - all: both (what `npm start` runs).
 * Every role migrates and seeds at start under the advisory lock (cli/migrate.ts does it alone).
 */
import {
  createKnex,
  createLogger,
  DEFAULT_DRAIN_MS,
  ensureKeyFiles,
  gracefulShutdown,
  healthApp,
  loadConfig,
  loadSigningKey,
  loadVerifyKey,
  pingDatabase,
  runsWorkers,
  serviceRole,
  servesApi,
  shutdownDelayMs,
  startHttpServer,
  waitForDatabase,
} from '@clinic/server-kit';
import { createApp } from './app';
import { prepareCoreDatabase } from './db/migrate';
import { coreDeps } from './deps';
import { createGoogleCalendar, googleCalendarSettings, createCalendarSync } from './modules/calendar-sync';
import { officialI693InBackground } from './modules/documents';
import { checkFileStorage } from './modules/files';
import { batchPdfWorkers, createBatchPdf } from './modules/i693/batch';

const logger = createLogger('svc-core');

/** A running job gets this long to finish after SIGTERM, then it is handed back to the queue. */
const JOB_GRACE_MS = 20_000;

async function main(): Promise<void> {
  const role = serviceRole();
  const config = loadConfig();
  const google = googleCalendarSettings();
  if (!config.databaseUrl) {
    throw new Error('DATABASE_URL is not set: start the whole stack with `npm start` (it provides the embedded database) or point DATABASE_URL at PostgreSQL');
  }
  const shutdown = gracefulShutdown({ logger, delayMs: shutdownDelayMs() });
  const officialI693 = officialI693InBackground(config, logger);
  // A file that is not a Form I-693 stops svc-core at once, even while it waits for its database.
  officialI693.prepared.catch((err: unknown) => {
    logger.fatal({ err }, 'svc-core failed to start');
    process.exit(1);
  });
  // FILE_STORAGE: the files folder can be written, or the bucket answers HeadBucket with the SDK's credentials; else a clear error.
  logger.info({ files: await checkFileStorage(config) }, 'file storage ready');
  await ensureKeyFiles(config);
  const keys = { signingKey: await loadSigningKey(config), verifyKey: await loadVerifyKey(config) };
  const knex = createKnex(config.databaseUrl);
  shutdown.plan([[{ name: 'database', run: () => knex.destroy() }]]);
  await waitForDatabase(knex);
  const { migrations, seeded } = await prepareCoreDatabase(knex, config, { logger });
  logger.info({ migrations, seeded }, 'database ready');

  const workers = runsWorkers(role);
  const calendarSync = createCalendarSync({
    knex,
    logger,
    google: google && createGoogleCalendar(google),
    redisUrl: config.redisUrl,
    prefix: config.redisPrefix,
    worker: workers,
  });
  const deps = coreDeps({
    config,
    knex,
    keys,
    logger,
    calendarSync,
    officialI693: officialI693.filler,
    readyChecks: { official_i693: officialI693.check },
    lifecycle: shutdown,
  });
  const { outbox } = deps;
  const batchPdf = createBatchPdf({
    knex,
    logger,
    clock: deps.clock,
    signingKey: keys.signingKey,
    dataDir: config.dataDir,
    config,
    officialI693: officialI693.filler,
    redisUrl: config.redisUrl,
    prefix: config.redisPrefix,
    workers: batchPdfWorkers(),
  });
  if (workers) {
    await batchPdf.start();
    outbox.start();
  }
  logger.info(
    { role, google: google ? Object.keys(google.calendarIds) : false, queue: config.redisUrl ? 'redis' : 'table' },
    workers ? 'job workers started' : 'API only: jobs are queued for the workers',
  );

  const app = servesApi(role)
    ? createApp({ ...deps, batchPdf })
    : healthApp({ name: 'svc-core', checks: { database: () => pingDatabase(knex), official_i693: officialI693.check }, lifecycle: shutdown });
  const server = await startHttpServer(app, { port: config.corePort, host: config.host });
  logger.info({ url: server.url, role }, servesApi(role) ? 'svc-core listening' : 'svc-core worker listening (probes only)');

  shutdown.plan([
    // Readiness already answers 503. New connections are refused, requests in flight finish, the
    // workers take no new job and the outbox relay starts no new pass.
    [
      { name: 'http', run: () => server.close({ graceMs: DEFAULT_DRAIN_MS }) },
      { name: 'outbox relay', run: async () => outbox.stopPolling() },
      { name: 'batch PDF workers', run: () => batchPdf.stopWorkers({ graceMs: JOB_GRACE_MS }) },
      { name: 'calendar sync worker', run: () => calendarSync.stopWorkers({ graceMs: JOB_GRACE_MS }) },
    ],
    // What the last requests recorded is handed over (to svc-notify, to the calendar sync queue).
    [{ name: 'outbox hand-overs', run: () => outbox.close() }],
    [
      { name: 'batch PDF queues', run: () => batchPdf.close() },
      { name: 'calendar sync queue', run: () => calendarSync.close() },
    ],
    [{ name: 'database', run: () => knex.destroy() }],
  ]);
}

main().catch((err: unknown) => {
  logger.fatal({ err }, 'svc-core failed to start');
  process.exit(1);
});
