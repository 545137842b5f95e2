import type http from 'node:http';
import type Koa from 'koa';
import {
  createJobQueue,
  createKnex,
  DEFAULT_DRAIN_MS,
  ensureKeyFiles,
  healthApp,
  loadVerifyKey,
  pingDatabase,
  runsWorkers,
  servesApi,
  startHttpServer,
  type Config,
  type JobQueue,
  type Knex,
  type Logger,
  type ServiceRole,
  type ShutdownPlan,
  type ShutdownState,
  type TokenKey,
} from '@clinic/server-kit';
import { createApp } from './app';
import { migrateNotify } from './db/migrate';
import { DEFAULT_DELIVERY_POLICY, DELIVERY_QUEUE, registerDeliveryWorker, type DeliveryPolicy } from './modules/messages/delivery';
import { createConversationsRepo } from './modules/conversations/repo';
import { createMessagesRepo } from './modules/messages/repo';
import { createMessageService } from './modules/messages/service';
import { createTransports, type Transports } from './modules/messages/transports';

/** A delivery running at SIGTERM gets this long to finish, then it is handed back to the queue. */
export const DELIVERY_GRACE_MS = 20_000;

export interface StartNotifyOptions {
  config: Config;
  logger: Logger;
  /** Defaults to config.notifyPort; 0 picks a free port. */
  port?: number;
  /** Defaults to config.host (HOST). */
  host?: string;
  verifyKey?: TokenKey;
  transports?: Transports;
  delivery?: Partial<DeliveryPolicy>;
  /** Redis key prefix of the delivery queue (tests keep their jobs apart with it). */
  queuePrefix?: string;
  /** Table-backed queue polling interval (ms). */
  pollIntervalMs?: number;
  /**
   * api: the HTTP API only (messages are recorded and queued for the workers); worker: the delivery
   * worker and the resumption of queued messages, with an HTTP listener for the probes only; all
   * (default): both.
   */
  role?: ServiceRole;
  /** The process's shutdown state: /readyz answers 503 once it is shutting down. */
  lifecycle?: ShutdownState;
}

export interface NotifyService {
  app: Koa;
  server: http.Server;
  url: string;
  knex: Knex;
  queue: JobQueue;
  /** What a graceful shutdown stops, phase by phase (main.ts hands it to gracefulShutdown). */
  shutdownPlan(): ShutdownPlan;
  /** Runs the shutdown plan (tests, and callers without a gracefulShutdown). */
  close(): Promise<void>;
}

/** Migrates, starts the delivery worker (roles worker and all) and listens: the whole of svc-notify in one process. */
export async function startNotify(options: StartNotifyOptions): Promise<NotifyService> {
  const { config, logger } = options;
  const role = options.role ?? 'all';
  if (!config.databaseUrl) {
    throw new Error('svc-notify needs DATABASE_URL (npm start passes the embedded database URL to every service)');
  }
  const knex = createKnex(config.databaseUrl);
  let queue: JobQueue | undefined;
  let transports: Transports | undefined;
  try {
    await migrateNotify(knex);
    let verifyKey = options.verifyKey;
    if (!verifyKey) {
      await ensureKeyFiles(config);
      verifyKey = await loadVerifyKey(config);
    }
    const policy = { ...DEFAULT_DELIVERY_POLICY, ...options.delivery };
    transports = options.transports ?? createTransports(config);
    queue = createJobQueue({
      name: DELIVERY_QUEUE,
      redisUrl: config.redisUrl,
      knex,
      logger,
      prefix: options.queuePrefix,
      pollIntervalMs: options.pollIntervalMs,
    });
    const repo = createMessagesRepo(knex);
    const messages = createMessageService({ knex, repo, conversations: createConversationsRepo(knex), queue, policy, logger });
    if (runsWorkers(role)) {
      registerDeliveryWorker({ queue, repo, transports, logger, concurrency: policy.concurrency });
      const resumed = await messages.resumeQueued();
      if (resumed > 0) logger.info({ resumed }, 'queued messages resumed');
    }

    const app = servesApi(role)
      ? createApp({ config, knex, verifyKey, logger, repo, messages, lifecycle: options.lifecycle })
      : healthApp({ name: 'svc-notify', checks: { database: () => pingDatabase(knex) }, lifecycle: options.lifecycle });
    const running = await startHttpServer(app, { port: options.port ?? config.notifyPort, host: options.host ?? config.host });
    const ownQueue = queue;
    const ownTransports = transports;
    const shutdownPlan = (): ShutdownPlan => [
      [
        { name: 'http', run: () => running.close({ graceMs: DEFAULT_DRAIN_MS }) },
        { name: 'delivery worker', run: () => ownQueue.stopWorkers({ graceMs: DELIVERY_GRACE_MS }) },
      ],
      [
        { name: 'delivery queue', run: () => ownQueue.close() },
        { name: 'transports', run: async () => Object.values(ownTransports).forEach((t) => t.close?.()) },
      ],
      [{ name: 'database', run: () => knex.destroy() }],
    ];
    let closing: Promise<void> | undefined;
    return {
      app,
      server: running.server,
      url: running.url,
      knex,
      queue: ownQueue,
      shutdownPlan,
      close: () =>
        (closing ??= (async () => {
          for (const phase of shutdownPlan()) await Promise.all(phase.map((step) => step.run()));
        })()),
    };
  } catch (err) {
    await queue?.close();
    if (transports) for (const t of Object.values(transports)) t.close?.();
    await knex.destroy();
    throw err;
  }
}
