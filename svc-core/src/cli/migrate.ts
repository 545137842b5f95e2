/**
 * `node svc-core/dist/cli/migrate.js` (from source: `tsx svc-core/src/cli/migrate.ts`): the one-shot
 * migration step of a deployment (the Kubernetes migration Job, a compose service run before the
 * others). Waits for the database of DATABASE_URL (up to MIGRATE_WAIT_SECONDS, default 120), then,
 * under the same PostgreSQL advisory lock svc-core's start takes, applies the pending migrations and
 * the seeds a start applies (insert-if-missing: in production only the offices, map locations and the
 * lab catalogue, not for sale; outside production also the demo users and data). Prints one JSON line
 * and exits 0; on failure the reason on stderr and exit 1. Replicas starting meanwhile wait for the lock
 * and then find nothing to do.
 */
import { createKnex, loadConfig, waitForDatabase, type Config } from '@clinic/server-kit';
import { prepareCoreDatabase } from '../db/migrate';

export async function runMigrate(config: Config, waitSeconds: number, log: (line: string) => void = (l) => process.stdout.write(`${l}\n`)): Promise<void> {
  if (!config.databaseUrl) throw new Error('DATABASE_URL is not set: the migration needs the PostgreSQL database to migrate');
  const knex = createKnex(config.databaseUrl);
  try {
    await waitForDatabase(knex, { timeoutMs: waitSeconds * 1000, intervalMs: 1000 });
    const started = Date.now();
    const { migrations, seeded } = await prepareCoreDatabase(knex, config, {
      logger: { info: () => log(JSON.stringify({ msg: 'another process is migrating the database; waiting' })) },
    });
    log(
      JSON.stringify({
        msg: 'database migrated',
        migrations,
        seeded: { offices: seeded.offices, locations: seeded.locations, users: seeded.users, demo: seeded.demo !== null },
        ms: Date.now() - started,
      }),
    );
  } finally {
    await knex.destroy();
  }
}

if (require.main === module) {
  const wait = Number(process.env.MIGRATE_WAIT_SECONDS ?? 120);
  runMigrate(loadConfig(), Number.isFinite(wait) && wait >= 0 ? wait : 120).then(
    () => process.exit(0),
    (err: unknown) => {
      process.stderr.write(`migration failed: ${err instanceof Error ? err.message : String(err)}\n`);
      process.exit(1);
    },
  );
}
