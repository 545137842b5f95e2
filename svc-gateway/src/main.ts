import http from 'node:http';
import { Redis } from 'ioredis';
import { createLogger, ensureKeyFiles, loadConfig, loadVerifyKey } from '@clinic/server-kit';
import { createApp } from './app';
import { formLimitPoints } from './form-limit';
import { defaultStaticRoots } from './static-site';

const logger = createLogger('svc-gateway');

async function main(): Promise<void> {
  const config = loadConfig();
  await ensureKeyFiles(config);
  const verifyKey = await loadVerifyKey(config);
  const redis = config.redisUrl ? new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 }) : undefined;
  redis?.on('error', (err) => logger.warn({ err: err.message }, 'redis (rate limits) unavailable; limiting in memory meanwhile'));

  const app = createApp({
    config,
    verifyKey,
    logger,
    staticRoots: defaultStaticRoots(),
    redis,
    loginLimits: { keyPrefix: `${config.redisPrefix}:gateway-login` },
    formLimits: { keyPrefix: `${config.redisPrefix}:gateway-forms`, ...formLimitPoints(process.env.PUBLIC_FORM_LIMIT) },
  });
  const host = process.env.HOST?.trim() || '127.0.0.1';
  const server = http.createServer(app.callback());
  // Slow clients cannot hold sockets forever.
  server.headersTimeout = 30_000;
  server.requestTimeout = 120_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, host, () => resolve());
  });
  logger.info({ url: `http://${host}:${config.port}`, core: config.coreUrl, notify: config.notifyUrl, rateLimitStore: redis ? 'redis' : 'memory' }, 'svc-gateway listening');

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'svc-gateway stopping');
    server.close(() => {
      void (redis?.quit().catch(() => undefined) ?? Promise.resolve()).then(() => process.exit(0));
    });
    server.closeIdleConnections();
    // Keep-alive browsers and long downloads do not hold the exit up for more than a few seconds.
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err) => {
  logger.fatal({ err }, 'svc-gateway failed to start');
  process.exit(1);
});
