import type { Knex } from 'knex';

/** A lead's latest appointment request (the language of its messages, read for every page of the leads list). */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE INDEX appointment_requests_lead ON appointment_requests (lead_uuid, created_on DESC)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX appointment_requests_lead');
}
