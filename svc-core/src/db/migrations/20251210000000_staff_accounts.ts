import type { Knex } from 'knex';

/**
 * Staff accounts managed in the product (DESIGN.md 4):
 * - users: `token_version` (raised by a password change, a role change and a deactivation; svc-core
 *   refuses staff tokens signed with an older one), when the password last changed, the last
 *   successful sign-in, and whether two-factor sign-in is on (false until TOTP exists: its secret will
 *   live in a table of its own keyed by user id, so this table only carries the switch). E-mail
 *   addresses are unique without case among accounts that have one.
 * - staff_password_links: the single-use set-password links of new accounts and resets; only the
 *   SHA-256 of the link's token is kept. A new link voids the account's older ones.
 * - audit_log: the client address of the request that did the change.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.integer('token_version').notNullable().defaultTo(0);
    t.timestamp('password_changed_at', { useTz: true }).nullable();
    t.timestamp('last_login_on', { useTz: true }).nullable();
    t.boolean('two_factor_enabled').notNullable().defaultTo(false);
  });
  await knex.raw(`CREATE UNIQUE INDEX users_email_lower_unique ON users (lower(email)) WHERE email <> ''`);

  await knex.schema.createTable('staff_password_links', (t) => {
    t.bigIncrements('id');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    /** invite: a new account's first password; reset: sent by an admin. */
    t.string('purpose', 10).notNullable();
    /** Hex SHA-256 of the token (the token itself is only in the e-mail). */
    t.string('token_hash', 64).notNullable().unique();
    t.integer('created_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('created_on', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_on', { useTz: true }).nullable();
    /** Set when a newer link, a password change or a deactivation made this one useless. */
    t.timestamp('voided_on', { useTz: true }).nullable();
    t.index(['user_id']);
  });
  await knex.raw(`ALTER TABLE staff_password_links ADD CONSTRAINT staff_password_links_purpose_check CHECK (purpose IN ('invite', 'reset'))`);

  await knex.schema.alterTable('audit_log', (t) => {
    t.string('client_ip', 64).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('audit_log', (t) => {
    t.dropColumn('client_ip');
  });
  await knex.schema.dropTable('staff_password_links');
  await knex.raw('DROP INDEX IF EXISTS users_email_lower_unique');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('two_factor_enabled');
    t.dropColumn('last_login_on');
    t.dropColumn('password_changed_at');
    t.dropColumn('token_version');
  });
}
