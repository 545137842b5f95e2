import type { Knex } from 'knex';

/**
 * The transactional outbox: each message or provider call that must follow a change is a row written
 * in the change's own transaction, delivered after commit and retried until it is delivered. The row
 * id is the idempotency key the receiver keeps, so a delivery repeated after a crash counts once.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('outbox', (t) => {
    t.uuid('id').primary();
    /** What the payload is for: 'notify' (an e-mail or SMS for svc-notify), 'calendar-sync', ... */
    t.string('topic', 40).notNullable();
    t.jsonb('payload').notNullable();
    t.string('status', 12).notNullable().defaultTo('pending');
    t.integer('attempts').notNullable().defaultTo(0);
    /** When a worker may (re)try it; pushed ahead while an attempt owns it. */
    t.timestamp('next_attempt_at', { useTz: true }).notNullable();
    t.text('last_error').nullable();
    t.timestamp('created_on', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('delivered_on', { useTz: true }).nullable();
  });
  await knex.raw(`ALTER TABLE outbox ADD CONSTRAINT outbox_status_check CHECK (status IN ('pending', 'delivered', 'failed'))`);
  await knex.raw(`CREATE INDEX outbox_due_idx ON outbox (next_attempt_at) WHERE status = 'pending'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('outbox');
}
