import type { Knex } from 'knex';
import * as foundation from './20250601000000_foundation';

/** svc-core's migrations table (each service keeps its own). */
export const MIGRATIONS_TABLE = 'core_migrations';

interface Migration {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

/**
 * The migrations in order. Listed explicitly (rather than read from the folder) so they load the
 * same way under tsx, jest and any bundler. Append new ones; never rename or reorder.
 */
const MIGRATIONS: ReadonlyArray<readonly [string, Migration]> = [['20250601000000_foundation', foundation]];

export const migrationSource: Knex.MigrationSource<readonly [string, Migration]> = {
  getMigrations: async () => [...MIGRATIONS],
  getMigrationName: ([name]) => name,
  getMigration: async ([, migration]) => migration,
};
