import { migrateLatest, type Knex } from '@clinic/server-kit';
import { MIGRATIONS_TABLE, migrationSource } from './migrations';

/** Applies svc-core's pending migrations; returns their names. */
export function migrateCore(knex: Knex): Promise<string[]> {
  return migrateLatest(knex, { migrationSource, tableName: MIGRATIONS_TABLE });
}
