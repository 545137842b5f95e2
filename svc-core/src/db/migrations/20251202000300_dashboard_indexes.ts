import type { Knex } from 'knex';

/**
 * The dashboard feed (GET /users/dashboard/) reads paid lab orders by when they were paid (older rows
 * may lack paid_on): a partial index on that instant keeps its day, month and year windows to the
 * orders inside them however many payments accumulate.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw("CREATE INDEX payments_paid_at ON payments ((coalesce(paid_on, created_on))) WHERE status = 'paid'");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX payments_paid_at');
}
