import type { Knex } from 'knex';

/** The one-click unsubscribe address an e-mail carries (RFC 8058 headers), kept for retries and the outbox. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('messages', (t) => {
    t.text('unsubscribe_url');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('messages', (t) => {
    t.dropColumn('unsubscribe_url');
  });
}
