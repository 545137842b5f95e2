import type { Knex } from 'knex';

/**
 * Conversations: what the practice sent to (or later received from) a visitor's e-mail address, e.g.
 * the requirements checklist. The leads screen lists them per address; `message_id` links the
 * delivery record in `messages`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('conversations', (t) => {
    t.uuid('uuid').primary();
    t.specificType('seq', 'bigserial').notNullable().unique();
    // Stored lower-cased.
    t.string('email', 320).notNullable();
    t.string('kind', 40).notNullable();
    t.string('status', 16).notNullable();
    t.text('conversation').notNullable();
    t.jsonb('details');
    t.uuid('message_id').references('id').inTable('messages').onDelete('SET NULL');
    t.timestamp('created_on', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('CREATE INDEX conversations_email_idx ON conversations (email, seq DESC)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('conversations');
}
