import type { Knex } from 'knex';
import * as messages from './20250101000000_messages';
import * as conversations from './20250610000000_conversations';
import * as unsubscribeUrl from './20251124000000_unsubscribe_url';
import * as attachments from './20251124000100_attachments';
import * as idempotencyKey from './20251203000000_idempotency_key';

interface Migration {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

/**
 * The migrations in order. Listed explicitly (rather than read from the folder) so they load the same
 * way under tsx, jest and the compiled bundle (`svc-notify/dist/main.js` has no migrations folder).
 * The names keep the `.ts` of the file names knex recorded when it read the folder, so databases
 * migrated before match. Append new ones; never rename or reorder.
 */
const MIGRATIONS: ReadonlyArray<readonly [string, Migration]> = [
  ['20250101000000_messages.ts', messages],
  ['20250610000000_conversations.ts', conversations],
  ['20251124000000_unsubscribe_url.ts', unsubscribeUrl],
  ['20251124000100_attachments.ts', attachments],
  ['20251203000000_idempotency_key.ts', idempotencyKey],
];

export const migrationSource: Knex.MigrationSource<readonly [string, Migration]> = {
  getMigrations: async () => [...MIGRATIONS],
  getMigrationName: ([name]) => name,
  getMigration: async ([, migration]) => migration,
};
