import type { Knex } from 'knex';

/**
 * Public one-time-code booking (booking-leads-calendar.md 2, 7):
 * - the other e-mail addresses a booking session proved it reads (a lookup code sent there was typed
 *   back), kept against the session's token id until the token expires;
 * - the personal links of the confirmation e-mails: a hash of each random code, the appointment it
 *   opens and the lead e-mail it speaks for. A code works while its appointment is booked and not
 *   over; nothing else makes it expire.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('booking_session_emails', (t) => {
    /** The `jti` of the booking token. */
    t.uuid('session_id').notNullable();
    t.string('email', 254).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('created_on', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['session_id', 'email']);
    t.index(['expires_at'], 'booking_session_emails_expiry');
  });

  await knex.schema.createTable('booking_links', (t) => {
    /** SHA-256 of the code (hex): the code itself is 32 random bytes, never stored. */
    t.string('code_hash', 64).primary();
    t.uuid('appointment_uuid').notNullable().references('uuid').inTable('appointments').onDelete('CASCADE');
    /** The lead e-mail whose applicants the link opens. */
    t.string('email', 254).notNullable();
    t.timestamp('created_on', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['appointment_uuid'], 'booking_links_appointment');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('booking_links');
  await knex.schema.dropTable('booking_session_emails');
}
