import type { Knex } from 'knex';

/**
 * Applicants are listed in the order they were added, and the first is the lead's primary: `now()` is
 * the transaction's start, so a family added in one transaction shared one `created_on` and came back
 * in whatever order the table happened to hold them (it changed when a row was updated).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE applicants ALTER COLUMN created_on SET DEFAULT clock_timestamp()');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE applicants ALTER COLUMN created_on SET DEFAULT now()');
}
