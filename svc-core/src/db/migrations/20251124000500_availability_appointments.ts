import type { Knex } from 'knex';

/**
 * Doctor availability and appointments (booking-leads-calendar.md 3; DESIGN.md 3 and 7). Times are
 * kept as UTC instants (`starts_at`, `ends_at`) beside the office's local date and clock times they
 * were entered as. Slots are derived from availability and appointments, never stored.
 *
 * The database itself guarantees the booking rules, whatever the concurrency:
 * - an office's availabilities never overlap;
 * - an office never has two live (not cancelled) appointments overlapping in time;
 * - an applicant is never in two booked appointments.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE EXTENSION IF NOT EXISTS btree_gist');

  await knex.schema.createTable('availabilities', (t) => {
    t.uuid('uuid').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('office_uuid').notNullable().references('uuid').inTable('offices').onDelete('CASCADE');
    /** The office's local day and clock times, as staff entered them. */
    t.date('date').notNullable();
    t.time('start_time').notNullable();
    t.time('end_time').notNullable();
    t.timestamp('starts_at', { useTz: true }).notNullable();
    t.timestamp('ends_at', { useTz: true }).notNullable();
    t.smallint('slot_duration_minutes').notNullable();
    t.string('notes', 200).notNullable().defaultTo('');
    t.boolean('is_available').notNullable().defaultTo(true);
    t.integer('created_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('created_on', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['office_uuid', 'date'], 'availabilities_office_date');
  });
  await knex.raw(`ALTER TABLE availabilities
    ADD CONSTRAINT availabilities_slot_duration CHECK (slot_duration_minutes IN (5, 10, 15)),
    ADD CONSTRAINT availabilities_order CHECK (ends_at > starts_at),
    ADD CONSTRAINT availabilities_no_overlap EXCLUDE USING gist (office_uuid WITH =, tstzrange(starts_at, ends_at) WITH &&)`);

  await knex.schema.createTable('appointments', (t) => {
    t.uuid('uuid').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('office_uuid').notNullable().references('uuid').inTable('offices');
    t.timestamp('starts_at', { useTz: true }).notNullable();
    t.timestamp('ends_at', { useTz: true }).notNullable();
    t.string('status', 16).notNullable().defaultTo('booked');
    /** 'staff' (Book Appointment for Client) or 'public' (one-time-code booking). */
    t.string('source', 16).notNullable();
    t.integer('booked_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.string('cancel_reason', 200).nullable();
    t.timestamp('created_on', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_on', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['office_uuid', 'starts_at'], 'appointments_office_start');
  });
  await knex.raw(`ALTER TABLE appointments
    ADD CONSTRAINT appointments_status CHECK (status IN ('booked', 'completed', 'cancelled', 'no_show')),
    ADD CONSTRAINT appointments_order CHECK (ends_at > starts_at),
    ADD CONSTRAINT appointments_no_double_booking EXCLUDE USING gist (office_uuid WITH =, tstzrange(starts_at, ends_at) WITH &&) WHERE (status <> 'cancelled')`);

  await knex.schema.createTable('appointment_applicants', (t) => {
    t.uuid('appointment_uuid').notNullable().references('uuid').inTable('appointments').onDelete('CASCADE');
    t.uuid('applicant_uuid').notNullable().references('uuid').inTable('applicants').onDelete('CASCADE');
    t.boolean('is_primary').notNullable().defaultTo(false);
    /** True while the appointment is booked: an applicant is in at most one such appointment. */
    t.boolean('is_booked').notNullable().defaultTo(true);
    t.primary(['appointment_uuid', 'applicant_uuid']);
  });
  await knex.raw('CREATE UNIQUE INDEX appointment_applicants_one_booking ON appointment_applicants (applicant_uuid) WHERE is_booked');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('appointment_applicants');
  await knex.schema.dropTable('appointments');
  await knex.schema.dropTable('availabilities');
}
