import type { Knex } from 'knex';

/**
 * The Leads screen's search: anywhere in the e-mail and names, through a generated lower-case text
 * with a trigram index, so tens of thousands of leads stay fast (the list's newest-first order
 * already has its created_on index).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE leads
    ADD COLUMN search_text text GENERATED ALWAYS AS (lower(email || ' ' || first_name || ' ' || middle_name || ' ' || last_name)) STORED`);
  await knex.raw('CREATE INDEX leads_search_trgm ON leads USING gin (search_text gin_trgm_ops)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX leads_search_trgm');
  await knex.raw('ALTER TABLE leads DROP COLUMN search_text');
}
