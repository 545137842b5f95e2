import { Redis } from 'ioredis';
import {
  createLogger,
  DEFAULT_DRAIN_MS,
  ensureKeyFiles,
  gracefulShutdown,
  loadConfig,
  loadVerifyKey,
  shutdownDelayMs,
  startHttpServer,
} from '@clinic/server-kit';
import { createApp } from './app';
import { formLimitPoints } from './form-limit';
import { defaultStaticRoots } from './static-site';

const logger = createLogger('svc-gateway');

async function main(): Promise<void> {
  const config = loadConfig();
  const shutdown = gracefulShutdown({ logger, delayMs: shutdownDelayMs() });
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
    lifecycle: shutdown,
  });
  const running = await startHttpServer(app, { port: config.port, host: config.host });
  // Slow clients cannot hold sockets forever.
  running.server.headersTimeout = 30_000;
  running.server.requestTimeout = 120_000;
  logger.info({ url: running.url, core: config.coreUrls, notify: config.notifyUrls, rateLimitStore: redis ? 'redis' : 'memory' }, 'svc-gateway listening');

  shutdown.plan([
    // Readiness answers 503 already; requests in flight (proxied calls, downloads) finish, up to 25 s.
    [{ name: 'http', run: () => running.close({ graceMs: DEFAULT_DRAIN_MS }) }],
    [
      { name: 'upstreams', run: () => app.close() },
      { name: 'redis', run: async () => redis?.quit().catch(() => redis.disconnect()) },
    ],
  ]);
}

main().catch((err) => {
  logger.fatal({ err }, 'svc-gateway failed to start');
  process.exit(1);
});
