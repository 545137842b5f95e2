import type { Knex } from 'knex';

/** The message log: every e-mail and SMS svc-notify was asked to send, with its delivery outcome. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('messages', (t) => {
    t.uuid('id').primary();
    // Orders the log and the outbox (created_on can tie).
    t.specificType('seq', 'bigserial').notNullable().unique();
    t.string('channel', 8).notNullable();
    t.string('to', 320).notNullable();
    t.text('subject');
    t.text('text');
    t.text('html');
    t.string('conversation_email', 320);
    t.jsonb('meta');
    t.string('status', 16).notNullable().defaultTo('queued');
    t.integer('attempts').notNullable().defaultTo(0);
    t.text('last_error');
    t.timestamp('created_on', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('sent_on', { useTz: true });
  });
  await knex.raw('CREATE INDEX messages_to_idx ON messages (lower("to"), seq DESC)');
  await knex.raw('CREATE INDEX messages_conversation_idx ON messages (lower(conversation_email), seq DESC)');
  await knex.raw('CREATE INDEX messages_status_idx ON messages (status)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('messages');
}
