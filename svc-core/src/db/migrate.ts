import { migrateLatest, withAdvisoryLock, type Config, type Knex, type Logger } from '@clinic/server-kit';
import { MIGRATIONS_TABLE, migrationSource } from './migrations';
import { runSeeds, type SeedReport } from './seeds';

/** The PostgreSQL advisory lock serialising svc-core's migrations and seeds across processes. */
export const MIGRATION_LOCK = 'clinic:svc-core:migrate';

/** knex's own guard (its lock table) when another process migrates at the same time: wait and try again. */
const KNEX_LOCKED = /Migration table is already locked/i;

async function migrateUnlocked(knex: Knex): Promise<string[]> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      return await migrateLatest(knex, { migrationSource, tableName: MIGRATIONS_TABLE });
    } catch (err) {
      // Only the embedded database, where advisory locks do not exclude (one session), gets here.
      if (!KNEX_LOCKED.test(err instanceof Error ? err.message : '') || Date.now() > deadline) throw err;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/**
 * Applies svc-core's pending migrations, under the advisory lock: when several replicas (or a
 * migration Job and a replica) start together, one migrates and the others wait, then find nothing
 * left to do. Returns the names applied by this call.
 */
export function migrateCore(knex: Knex, options: { logger?: Pick<Logger, 'info'> } = {}): Promise<string[]> {
  return withAdvisoryLock(knex, MIGRATION_LOCK, () => migrateUnlocked(knex), {
    onWait: () => options.logger?.info({ lock: MIGRATION_LOCK }, 'another process is migrating the database; waiting'),
  });
}

/**
 * What every start needs of the database, under one hold of the advisory lock: the migrations, then
 * the seeds (insert-if-missing rows; in production only the offices, the map locations and the lab
 * catalogue's products, not for sale; outside production also the demo users and data), so replicas
 * starting together never seed the same demo data twice.
 */
export function prepareCoreDatabase(
  knex: Knex,
  config: Pick<Config, 'isProduction' | 'seedPassword' | 'dataDir'>,
  options: { logger?: Pick<Logger, 'info'> } = {},
): Promise<{ migrations: string[]; seeded: SeedReport }> {
  return withAdvisoryLock(
    knex,
    MIGRATION_LOCK,
    async () => {
      const migrations = await migrateUnlocked(knex);
      const seeded = await runSeeds(knex, config);
      return { migrations, seeded };
    },
    { onWait: () => options.logger?.info({ lock: MIGRATION_LOCK }, 'another process is migrating the database; waiting') },
  );
}
