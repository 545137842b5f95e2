import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type Koa from 'koa';
import { createJobQueue, createKnex, ensureKeyFiles, loadVerifyKey, type Config, type JobQueue, type Knex, type Logger, type TokenKey } from '@clinic/server-kit';
import { createApp } from './app';
import { migrateNotify } from './db/migrate';
import { DEFAULT_DELIVERY_POLICY, DELIVERY_QUEUE, registerDeliveryWorker, type DeliveryPolicy } from './modules/messages/delivery';
import { createConversationsRepo } from './modules/conversations/repo';
import { createMessagesRepo } from './modules/messages/repo';
import { createMessageService } from './modules/messages/service';
import { createTransports, type Transports } from './modules/messages/transports';

export interface StartNotifyOptions {
  config: Config;
  logger: Logger;
  /** Defaults to config.notifyPort; 0 picks a free port. */
  port?: number;
  host?: string;
  verifyKey?: TokenKey;
  transports?: Transports;
  delivery?: Partial<DeliveryPolicy>;
  /** Redis key prefix of the delivery queue (tests keep their jobs apart with it). */
  queuePrefix?: string;
  /** Table-backed queue polling interval (ms). */
  pollIntervalMs?: number;
}

export interface NotifyService {
  app: Koa;
  server: http.Server;
  url: string;
  knex: Knex;
  queue: JobQueue;
  close(): Promise<void>;
}

/** Migrates, starts the delivery worker and listens: the whole of svc-notify in one process. */
export async function startNotify(options: StartNotifyOptions): Promise<NotifyService> {
  const { config, logger } = options;
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
    queue = createJobQueue({ name: DELIVERY_QUEUE, redisUrl: config.redisUrl, knex, logger, prefix: options.queuePrefix, pollIntervalMs: options.pollIntervalMs });
    const repo = createMessagesRepo(knex);
    const messages = createMessageService({ knex, repo, conversations: createConversationsRepo(knex), queue, policy, logger });
    registerDeliveryWorker({ queue, repo, transports, logger, concurrency: policy.concurrency });
    const resumed = await messages.resumeQueued();
    if (resumed > 0) logger.info({ resumed }, 'queued messages resumed');

    const app = createApp({ config, knex, verifyKey, logger, repo, messages });
    const server = http.createServer(app.callback());
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? config.notifyPort, options.host ?? '127.0.0.1', () => resolve());
    });
    const { address, port } = server.address() as AddressInfo;
    const ownQueue = queue;
    const ownTransports = transports;
    let closing: Promise<void> | undefined;
    return {
      app,
      server,
      url: `http://${address}:${port}`,
      knex,
      queue: ownQueue,
      close: () =>
        (closing ??= (async () => {
          await new Promise<void>((resolve) => server.close(() => resolve()));
          await ownQueue.close();
          for (const t of Object.values(ownTransports)) t.close?.();
          await knex.destroy();
        })()),
    };
  } catch (err) {
    await queue?.close();
    if (transports) for (const t of Object.values(transports)) t.close?.();
    await knex.destroy();
    throw err;
  }
}
