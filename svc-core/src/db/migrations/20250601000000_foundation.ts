import type { Knex } from 'knex';

/** Users, offices, map locations, payments (lab orders) and the audit log of staff access to applicant data. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.increments('id');
    t.string('username', 150).notNullable().unique();
    t.text('password_hash').notNullable();
    t.string('first_name', 150).notNullable().defaultTo('');
    t.string('last_name', 150).notNullable().defaultTo('');
    t.string('email', 254).notNullable().defaultTo('');
    t.boolean('is_admin').notNullable().defaultTo(false);
    t.boolean('is_staff').notNullable().defaultTo(false);
    t.string('group', 50).nullable();
    t.boolean('is_active').notNullable().defaultTo(true);
    t.timestamp('created_on', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_on', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('offices', (t) => {
    t.uuid('uuid').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('name', 100).notNullable();
    t.string('code', 50).notNullable().unique();
    t.text('address').notNullable();
    t.string('phone', 30).notNullable();
    t.string('timezone', 64).notNullable().defaultTo('America/Los_Angeles');
    t.integer('default_slot_duration_minutes').notNullable().defaultTo(15);
    t.timestamp('created_on', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('ALTER TABLE offices ADD CONSTRAINT offices_slot_duration_check CHECK (default_slot_duration_minutes BETWEEN 5 AND 720)');

  await knex.schema.createTable('map_locations', (t) => {
    t.increments('id');
    t.string('code', 50).notNullable().unique();
    t.string('name', 100).notNullable();
    t.text('address').notNullable();
    t.double('lat').notNullable();
    t.double('lng').notNullable();
    t.integer('sort_order').notNullable().defaultTo(0);
  });

  await knex.schema.createTable('payments', (t) => {
    t.uuid('uuid').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('first_name', 150).notNullable();
    t.string('middle_name', 150).notNullable().defaultTo('');
    t.string('last_name', 150).notNullable();
    t.string('gender', 20).notNullable().defaultTo('');
    t.string('email', 254).notNullable();
    t.string('phone', 30).notNullable().defaultTo('');
    t.integer('amount_cents').notNullable();
    t.jsonb('tests').notNullable().defaultTo(knex.raw("'[]'::jsonb"));
    t.string('status', 30).notNullable().defaultTo('pending');
    t.string('provider', 30).notNullable().defaultTo('local');
    t.string('provider_ref', 255).nullable();
    t.timestamp('created_on', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_on', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['created_on']);
    t.index(['email']);
  });
  await knex.raw('ALTER TABLE payments ADD CONSTRAINT payments_amount_check CHECK (amount_cents >= 0)');

  await knex.schema.createTable('audit_log', (t) => {
    t.bigIncrements('id');
    t.integer('actor_user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.string('action', 50).notNullable();
    t.string('entity', 100).notNullable();
    t.string('entity_id', 100).nullable();
    t.timestamp('created_on', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.jsonb('details').notNullable().defaultTo(knex.raw("'{}'::jsonb"));
    t.index(['entity', 'entity_id']);
    t.index(['actor_user_id', 'created_on']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('audit_log');
  await knex.schema.dropTable('payments');
  await knex.schema.dropTable('map_locations');
  await knex.schema.dropTable('offices');
  await knex.schema.dropTable('users');
}
