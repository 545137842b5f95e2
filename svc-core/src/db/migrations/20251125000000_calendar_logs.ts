import type { Knex } from 'knex';

/**
 * Calendar sync (booking-leads-calendar.md 3 "Calendar log"): one `calendar_logs` row per attempt to
 * push an appointment change to its office's calendar, with a snapshot of what was pushed (names and
 * local date and time as they were then); and the Google Calendar event each appointment is written
 * to, so later changes update or delete that same event.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('calendar_logs', (t) => {
    t.uuid('uuid').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.timestamp('created_on', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.uuid('appointment_uuid').nullable().references('uuid').inTable('appointments').onDelete('SET NULL');
    t.uuid('office_uuid').nullable().references('uuid').inTable('offices').onDelete('SET NULL');
    t.string('patient_name', 400).nullable();
    t.string('office_name', 200).nullable();
    /** The office's local day (YYYY-MM-DD) and start time (HH:mm) of the appointment. */
    t.string('appointment_date', 10).nullable();
    t.string('appointment_time', 5).nullable();
    t.string('action', 16).notNullable();
    t.string('status', 16).notNullable();
    t.string('google_event_id', 1024).nullable();
    t.text('error_message').nullable();
    /** 1 for the first try of the job, 2 for its first retry, ... */
    t.smallint('attempt').notNullable().defaultTo(1);
  });
  await knex.raw(`ALTER TABLE calendar_logs
    ADD CONSTRAINT calendar_logs_action CHECK (action IN ('created', 'updated', 'cancelled', 'rescheduled')),
    ADD CONSTRAINT calendar_logs_status CHECK (status IN ('success', 'failed', 'retry'))`);
  await knex.raw('CREATE INDEX calendar_logs_created ON calendar_logs (created_on DESC)');
  await knex.raw('CREATE INDEX calendar_logs_office_created ON calendar_logs (office_uuid, created_on DESC)');

  await knex.schema.createTable('appointment_calendar_events', (t) => {
    t.uuid('appointment_uuid').primary().references('uuid').inTable('appointments').onDelete('CASCADE');
    /** The Google calendar holding the event: an appointment moved to another office moves calendars. */
    t.string('calendar_id', 1024).notNullable();
    t.string('google_event_id', 1024).notNullable();
    t.timestamp('updated_on', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('appointment_calendar_events');
  await knex.schema.dropTable('calendar_logs');
}
