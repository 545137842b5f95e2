import {
  createKnex,
  createLogger,
  createTestDatabase,
  createTestKeys,
  loadConfig,
  startHttpServer,
  type Config,
  type Knex,
  type TestDatabase,
  type TestKeys,
} from '@clinic/server-kit';
import { createApp } from './app';
import { migrateCore } from './db/migrate';
import { runSeeds } from './db/seeds';

export const TEST_SEED_PASSWORD = 'test-seed-password';

export interface TestCore {
  url: string;
  api: string;
  knex: Knex;
  keys: TestKeys;
  config: Config;
  close(): Promise<void>;
}

/** svc-core on port 0 against a database of its own (migrated and seeded), for integration tests. */
export async function startTestCore(env: Record<string, string> = {}): Promise<TestCore> {
  const db: TestDatabase = await createTestDatabase();
  const keys = await createTestKeys();
  const config = loadConfig({ DATABASE_URL: db.url, DATA_DIR: keys.dataDir, SEED_PASSWORD: TEST_SEED_PASSWORD, PUBLIC_URL: 'http://clinic.test', ...env });
  const knex = createKnex(db.url, { poolMax: 5 });
  await migrateCore(knex);
  await runSeeds(knex, config);
  const server = await startHttpServer(createApp({ config, knex, keys, logger: createLogger('svc-core-test') }), { port: 0 });
  return {
    url: server.url,
    api: `${server.url}/api/v1`,
    knex,
    keys,
    config,
    close: async () => {
      await server.close();
      await knex.destroy();
      await db.drop();
      keys.cleanup();
    },
  };
}
