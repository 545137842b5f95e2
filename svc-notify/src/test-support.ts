import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { generateKeyPair } from 'jose';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { createTestDatabase, loadConfig, signToken, type Config, type TestDatabase, type TokenKey } from '@clinic/server-kit';
import { DELIVERY_QUEUE } from './modules/messages/delivery';

export interface NotifyTestEnv {
  db: TestDatabase;
  config: Config;
  signingKey: TokenKey;
  verifyKey: TokenKey;
  /** Redis key prefix of this file's delivery queue. */
  queuePrefix: string;
  serviceToken(): Promise<string>;
  staffToken(): Promise<string>;
  cleanup(): Promise<void>;
}

/** A database of its own, a key pair and a config for one test file of svc-notify. */
export async function createNotifyTestEnv(env: Record<string, string> = {}): Promise<NotifyTestEnv> {
  const db = await createTestDatabase();
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  const queuePrefix = `notify-test-${randomUUID()}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: db.url,
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    DATA_DIR: path.join(os.tmpdir(), queuePrefix),
    ...env,
  });
  return {
    db,
    config,
    signingKey: privateKey,
    verifyKey: publicKey,
    queuePrefix,
    serviceToken: () => signToken('service', { sub: 'svc-core' }, { key: privateKey, ttlSeconds: 60 }),
    staffToken: () => signToken('staff', { sub: '1', username: 'admin', a: true, s: true, g: null }, { key: privateKey, ttlSeconds: 60 }),
    async cleanup() {
      if (config.redisUrl) {
        const connection = new Redis(config.redisUrl, { maxRetriesPerRequest: null });
        const queue = new Queue(DELIVERY_QUEUE, { connection, prefix: queuePrefix });
        await queue.obliterate({ force: true });
        await queue.close();
        await connection.quit();
      }
      await db.drop();
    },
  };
}
