import type { Knex } from 'knex';

/**
 * Two-factor sign-in and staff sessions (issue 19):
 * - staff_two_factor: one row per account that started an enrolment. `secret_enc` is the TOTP
 *   secret in use (AES-256-GCM under MFA_ENCRYPTION_KEY), `pending_secret_enc` one waiting for its
 *   first code (a first enrolment or a replacement), `last_used_step` the time step of the last
 *   accepted code (a code is accepted once). users.two_factor_enabled stays the switch.
 * - staff_recovery_codes: ten single-use codes per account, stored as their HMAC.
 * - staff_sessions: one per sign-in; every staff token names its session. Logout, idle time, a
 *   deactivation and a password or two-factor change end them.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('staff_two_factor', (t) => {
    t.integer('user_id').primary().references('id').inTable('users').onDelete('CASCADE');
    t.text('secret_enc').nullable();
    t.text('pending_secret_enc').nullable();
    t.bigInteger('last_used_step').nullable();
    t.timestamp('enabled_on', { useTz: true }).nullable();
    t.timestamp('updated_on', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('staff_recovery_codes', (t) => {
    t.bigIncrements('id');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    /** Hex HMAC-SHA256 of the code. */
    t.string('code_hash', 64).notNullable();
    t.timestamp('created_on', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('used_on', { useTz: true }).nullable();
    t.unique(['user_id', 'code_hash']);
  });

  await knex.schema.createTable('staff_sessions', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.timestamp('created_on', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    /** Moved forward by the requests of the session, at most once a minute. */
    t.timestamp('last_active_on', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('ended_on', { useTz: true }).nullable();
    /** logout, idle, deactivated, password_changed, two_factor_changed, role_changed. */
    t.string('end_reason', 30).nullable();
    t.string('client_ip', 64).nullable();
  });
  await knex.raw('CREATE INDEX staff_sessions_open_by_user ON staff_sessions (user_id) WHERE ended_on IS NULL');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('staff_sessions');
  await knex.schema.dropTable('staff_recovery_codes');
  await knex.schema.dropTable('staff_two_factor');
}
