import type { Knex } from 'knex';

/**
 * Reviews shown in the public carousel (`GET /reviews/g`), seeded or copied from a maps provider,
 * and one row per provider with its own rating summary and refresh claim.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('reviews', (t) => {
    t.increments('id');
    t.string('source', 50).notNullable();
    /** Identity of the review at its source (the seed key or the provider's review name). */
    t.string('external_id', 255).notNullable();
    t.string('author', 150).notNullable();
    t.text('author_pic').notNullable().defaultTo('');
    t.smallint('rating').notNullable();
    t.text('review').notNullable().defaultTo('');
    t.timestamp('published_at', { useTz: true }).notNullable();
    t.timestamp('created_on', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['source', 'external_id']);
    t.index(['source', 'published_at']);
  });
  await knex.raw('ALTER TABLE reviews ADD CONSTRAINT reviews_rating_check CHECK (rating BETWEEN 1 AND 5)');

  await knex.schema.createTable('review_sources', (t) => {
    t.string('source', 50).primary();
    t.double('average_rating').nullable();
    t.integer('total_ratings').nullable();
    t.timestamp('refreshed_on', { useTz: true }).nullable();
    /** Set by the instance that claimed the current refresh; a claim older than the interval is stale. */
    t.timestamp('refresh_claimed_on', { useTz: true }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('review_sources');
  await knex.schema.dropTable('reviews');
}
