import type { Knex } from 'knex';

/**
 * One-time codes sent by e-mail (document requests, public booking): only a keyed hash of each code
 * is stored, with its expiry, its wrong tries and when it was used (DESIGN.md 4).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('one_time_codes', (t) => {
    t.bigIncrements('id').primary();
    /** What the code opens: a document request, a booking session, a booking lookup. */
    t.string('purpose', 32).notNullable();
    /** Whom it was sent for: a document request id or a lower-cased e-mail address. */
    t.string('subject', 254).notNullable();
    t.string('code_hash', 64).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.smallint('wrong_tries').notNullable().defaultTo(0);
    /** Set when the code was accepted, or when a newer code for the same subject replaced it. */
    t.timestamp('spent_at', { useTz: true }).nullable();
    t.timestamp('created_on', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['purpose', 'subject', 'created_on'], 'one_time_codes_subject');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('one_time_codes');
}
