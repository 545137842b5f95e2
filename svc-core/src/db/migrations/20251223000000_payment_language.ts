import type { Knex } from 'knex';

/**
 * The language of the public lab order page a payment was started from, that the lab instructions
 * e-mail is written in. Earlier payments keep 'en'.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE payments ADD COLUMN language text NOT NULL DEFAULT 'en'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE payments DROP COLUMN language');
}
