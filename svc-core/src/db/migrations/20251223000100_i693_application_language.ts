import type { Knex } from 'knex';

/**
 * The language of the public I-693 form an application was sent from, that its review request and
 * payment reminder are written in. Earlier applications keep 'en', and their messages follow the
 * matched lead's language.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE i693_applications ADD COLUMN language text NOT NULL DEFAULT 'en'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE i693_applications DROP COLUMN language');
}
