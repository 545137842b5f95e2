import { createLogger, loadConfig } from '@clinic/server-kit';
import { startNotify } from './notify';

const logger = createLogger('svc-notify');

async function main(): Promise<void> {
  const config = loadConfig();
  const service = await startNotify({ config, logger, queuePrefix: config.redisPrefix });
  logger.info({ url: service.url, smtp: Boolean(config.smtpUrl), queue: config.redisUrl ? 'redis' : 'table' }, 'svc-notify listening');
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'svc-notify stopping');
    service.close().then(
      () => process.exit(0),
      (err) => {
        logger.error({ err }, 'svc-notify did not stop cleanly');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err) => {
  logger.fatal({ err }, 'svc-notify failed to start');
  process.exit(1);
});
