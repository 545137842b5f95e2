import type { Knex } from 'knex';

/**
 * The booking link sent when an applicant became bookable: one row per applicant, so the message goes
 * out once however many saves, replicas or retries see them bookable (the primary key decides).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('booking_link_notices', (t) => {
    t.uuid('applicant_uuid').primary().references('uuid').inTable('applicants').onDelete('CASCADE');
    t.timestamp('sent_on', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('booking_link_notices');
}
