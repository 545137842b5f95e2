import type { Knex } from 'knex';

/** The sender's key of a message (svc-core's outbox entry id): a send repeated with it stores and sends nothing more. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('messages', (t) => {
    t.string('idempotency_key', 100).unique();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('messages', (t) => {
    t.dropColumn('idempotency_key');
  });
}
