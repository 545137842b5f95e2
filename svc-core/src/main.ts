import { createKnex, createLogger, ensureKeyFiles, loadConfig, loadSigningKey, loadVerifyKey, startHttpServer, waitForDatabase } from '@clinic/server-kit';
import { createApp } from './app';
import { migrateCore } from './db/migrate';
import { runSeeds } from './db/seeds';
import { createGoogleCalendar } from './modules/calendar-sync/google-calendar';
import { googleCalendarSettings } from './modules/calendar-sync/settings';
import { createCalendarSync } from './modules/calendar-sync/sync';
import { officialI693FromConfig } from './modules/documents/official-i693';
import { batchPdfWorkers, createBatchPdf } from './modules/i693-batch/queue';
import { coreOutbox } from './modules/outbox';

const logger = createLogger('svc-core');

async function main(): Promise<void> {
  const config = loadConfig();
  const google = googleCalendarSettings();
  if (!config.databaseUrl) {
    throw new Error('DATABASE_URL is not set: start the whole stack with `npm start` (it provides the embedded database) or point DATABASE_URL at PostgreSQL');
  }
  const officialI693 = await officialI693FromConfig(config, logger);
  await ensureKeyFiles(config);
  const keys = { signingKey: await loadSigningKey(config), verifyKey: await loadVerifyKey(config) };
  const knex = createKnex(config.databaseUrl);
  await waitForDatabase(knex);
  const applied = await migrateCore(knex);
  const seeded = await runSeeds(knex, config);
  logger.info({ migrations: applied, seeded }, 'database ready');

  const calendarSync = createCalendarSync({ knex, logger, google: google && createGoogleCalendar(google), redisUrl: config.redisUrl, prefix: config.redisPrefix });
  logger.info({ google: google ? Object.keys(google.calendarIds) : false, queue: config.redisUrl ? 'redis' : 'table' }, 'calendar sync ready');
  const batchPdf = createBatchPdf({ knex, logger, signingKey: keys.signingKey, dataDir: config.dataDir, config, officialI693, redisUrl: config.redisUrl, prefix: config.redisPrefix, workers: batchPdfWorkers() });
  await batchPdf.start();

  const outbox = coreOutbox({ config, knex, keys, logger, calendarSync });
  outbox.start();

  const server = await startHttpServer(createApp({ config, knex, keys, logger, calendarSync, batchPdf, outbox, officialI693 }), { port: config.corePort, host: '127.0.0.1' });
  logger.info({ url: server.url }, 'svc-core listening');

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('shutdown took too long, exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await server.close();
      await outbox.close();
      await calendarSync.close();
      await batchPdf.close();
      await knex.destroy();
      process.exit(0);
    } catch (err) {
      logger.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  logger.fatal({ err }, 'svc-core failed to start');
  process.exit(1);
});
