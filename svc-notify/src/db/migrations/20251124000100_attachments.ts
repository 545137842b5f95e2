import type { Knex } from 'knex';

/** Files attached to an e-mail (generated PDFs), kept with the message for retries. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('messages', (t) => {
    t.jsonb('attachments');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('messages', (t) => {
    t.dropColumn('attachments');
  });
}
