/**
 * svc-notify's process: `node dist/main.js [--role=api|worker|all]` (or ROLE; default all).
 * api: the HTTP API (internal send, conversations, dev outbox): messages are recorded and queued;
 * worker: the delivery worker (e-mail and SMS with retries) and the resumption of queued messages at
 * start, with an HTTP listener on NOTIFY_PORT answering only the probes; all: both (`npm start`).
 */
import { createLogger, gracefulShutdown, loadConfig, serviceRole, shutdownDelayMs } from '@clinic/server-kit';
import { startNotify } from './notify';

const logger = createLogger('svc-notify');

async function main(): Promise<void> {
  const role = serviceRole();
  const config = loadConfig();
  const shutdown = gracefulShutdown({ logger, delayMs: shutdownDelayMs() });
  const service = await startNotify({ config, logger, queuePrefix: config.redisPrefix, role, lifecycle: shutdown });
  shutdown.plan(service.shutdownPlan());
  logger.info(
    { url: service.url, role, smtp: Boolean(config.smtpUrl), queue: config.redisUrl ? 'redis' : 'table' },
    role === 'worker' ? 'svc-notify worker listening (probes only)' : 'svc-notify listening',
  );
}

main().catch((err) => {
  logger.fatal({ err }, 'svc-notify failed to start');
  process.exit(1);
});
