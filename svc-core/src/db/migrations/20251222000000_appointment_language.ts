import type { Knex } from 'knex';

/**
 * The language an appointment was booked in: the public booking page's language, that its e-mails are
 * written in. Staff bookings and earlier appointments keep 'en', and their e-mails follow the
 * applicants' preferred language.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE appointments ADD COLUMN language text NOT NULL DEFAULT 'en'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE appointments DROP COLUMN language');
}
