import path from 'node:path';
import { migrateLatest, type Knex } from '@clinic/server-kit';

export const NOTIFY_MIGRATIONS_TABLE = 'notify_migrations';

/** Applies svc-notify's migrations (tracked in its own table, beside svc-core's in a shared database). */
export function migrateNotify(knex: Knex): Promise<string[]> {
  return migrateLatest(knex, { directory: path.join(__dirname, 'migrations'), tableName: NOTIFY_MIGRATIONS_TABLE });
}
