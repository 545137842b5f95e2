import { migrateLatest, type Knex } from '@clinic/server-kit';
import { migrationSource } from './migrations';

export const NOTIFY_MIGRATIONS_TABLE = 'notify_migrations';

/** Applies svc-notify's migrations (tracked in its own table, beside svc-core's in a shared database). */
export function migrateNotify(knex: Knex): Promise<string[]> {
  return migrateLatest(knex, { migrationSource, tableName: NOTIFY_MIGRATIONS_TABLE });
}
