import type { Knex } from 'knex';

/**
 * Each public appointment request as it was sent (the person goes on into a lead and applicant; the
 * files into the lead's files), so staff can list the requests themselves, newest first.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('appointment_requests', (t) => {
    t.uuid('uuid').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('lead_uuid').nullable().references('uuid').inTable('leads').onDelete('SET NULL');
    t.uuid('applicant_uuid').nullable().references('uuid').inTable('applicants').onDelete('SET NULL');
    t.string('first_name', 150).notNullable();
    t.string('middle_name', 150).notNullable().defaultTo('');
    t.string('last_name', 150).notNullable();
    t.string('email', 254).notNullable();
    t.string('phone', 30).notNullable();
    t.date('dob').notNullable();
    t.string('preferred_language', 50).notNullable();
    t.integer('files').notNullable().defaultTo(0);
    t.timestamp('created_on', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['created_on'], 'appointment_requests_created');
  });
  await knex.raw(`ALTER TABLE appointment_requests
    ADD COLUMN search_text text GENERATED ALWAYS AS (lower(email || ' ' || first_name || ' ' || middle_name || ' ' || last_name || ' ' || phone)) STORED`);
  await knex.raw('CREATE INDEX appointment_requests_search_trgm ON appointment_requests USING gin (search_text gin_trgm_ops)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('appointment_requests');
}
