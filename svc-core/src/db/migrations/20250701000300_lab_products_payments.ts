import type { Knex } from 'knex';

/**
 * Lab products and their conflict pairs (data, not code), the columns a lab payment needs from
 * initiation to the provider's webhook, and the webhook events already processed (each one once).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('lab_products', (t) => {
    t.string('id', 64).primary();
    t.string('name', 200).notNullable();
    t.integer('price_cents').notNullable();
    t.string('type', 20).notNullable();
    t.string('age_group', 20).notNullable();
    t.boolean('is_active').notNullable().defaultTo(true);
    t.integer('sort_order').notNullable().defaultTo(0);
    t.timestamp('created_on', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`ALTER TABLE lab_products
    ADD CONSTRAINT lab_products_price_check CHECK (price_cents > 0),
    ADD CONSTRAINT lab_products_type_check CHECK (type IN ('lab', 'immunity')),
    ADD CONSTRAINT lab_products_age_group_check CHECK (age_group IN ('18-24', '25-44', 'others', 'all'))`);

  await knex.schema.createTable('lab_product_conflicts', (t) => {
    t.string('product_id', 64).notNullable().references('id').inTable('lab_products').onDelete('CASCADE');
    t.string('conflicts_with', 64).notNullable().references('id').inTable('lab_products').onDelete('CASCADE');
    t.primary(['product_id', 'conflicts_with']);
  });
  await knex.raw('ALTER TABLE lab_product_conflicts ADD CONSTRAINT lab_product_conflicts_distinct_check CHECK (product_id <> conflicts_with)');

  await knex.schema.alterTable('payments', (t) => {
    t.uuid('transaction_id').notNullable().defaultTo(knex.raw('gen_random_uuid()')).unique();
    t.date('dob').nullable();
    t.string('lab_provider_preference', 30).notNullable().defaultTo('');
    t.uuid('lead_uuid').nullable().references('uuid').inTable('leads').onDelete('SET NULL').index();
    t.text('payment_link').nullable();
    t.string('idempotency_key', 64).nullable().index();
    t.timestamp('paid_on', { useTz: true }).nullable();
    t.timestamp('instructions_sent_on', { useTz: true }).nullable();
  });
  await knex.raw(`ALTER TABLE payments
    ADD CONSTRAINT payments_status_check CHECK (status IN ('pending', 'paid', 'failed', 'cancelled')),
    ADD CONSTRAINT payments_provider_check CHECK (provider IN ('local', 'stripe'))`);
  await knex.raw('CREATE INDEX payments_status_updated_idx ON payments (status, updated_on)');

  await knex.schema.createTable('payment_events', (t) => {
    t.string('event_id', 255).primary();
    t.string('type', 100).notNullable();
    t.string('provider', 30).notNullable();
    t.uuid('transaction_id').nullable();
    t.timestamp('received_on', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('payment_events');
  await knex.raw('DROP INDEX IF EXISTS payments_status_updated_idx');
  await knex.raw('ALTER TABLE payments DROP CONSTRAINT payments_status_check, DROP CONSTRAINT payments_provider_check');
  await knex.schema.alterTable('payments', (t) => {
    t.dropColumns('transaction_id', 'dob', 'lab_provider_preference', 'lead_uuid', 'payment_link', 'idempotency_key', 'paid_on', 'instructions_sent_on');
  });
  await knex.schema.dropTable('lab_product_conflicts');
  await knex.schema.dropTable('lab_products');
}
