import type { Knex } from 'knex';

/**
 * Leads (one per contact e-mail), their applicants and their uploaded files (DESIGN.md 7;
 * booking-leads-calendar.md 3). A file with no applicant is one of the lead's common files.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('leads', (t) => {
    t.uuid('uuid').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.string('email', 254).notNullable();
    t.string('first_name', 150).notNullable();
    t.string('middle_name', 150).notNullable().defaultTo('');
    t.string('last_name', 150).notNullable();
    t.string('phone', 30).notNullable().defaultTo('');
    t.date('dob').nullable();
    t.text('notes').notNullable().defaultTo('');
    t.boolean('is_active').notNullable().defaultTo(true);
    t.boolean('is_system_generated').notNullable().defaultTo(false);
    t.boolean('initial_doc_request_sent').notNullable().defaultTo(false);
    t.jsonb('meta').notNullable().defaultTo(knex.raw("'{}'::jsonb"));
    t.timestamp('created_on', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_on', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['created_on']);
  });
  // One lead per address whatever its case; the application stores it lower-cased, the check keeps it so.
  await knex.raw('ALTER TABLE leads ADD CONSTRAINT leads_email_lower_check CHECK (email = lower(email))');
  await knex.raw('CREATE UNIQUE INDEX leads_email_unique ON leads (email)');

  await knex.schema.createTable('applicants', (t) => {
    t.uuid('uuid').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('lead_uuid').notNullable().references('uuid').inTable('leads').onDelete('CASCADE');
    t.string('first_name', 150).notNullable();
    t.string('middle_name', 150).notNullable().defaultTo('');
    t.string('last_name', 150).notNullable();
    t.string('email', 254).notNullable().defaultTo('');
    t.string('phone', 30).notNullable().defaultTo('');
    t.date('dob').nullable();
    t.string('preferred_language', 50).notNullable().defaultTo('English');
    t.jsonb('current_checklist').notNullable().defaultTo(knex.raw(`'{"vaccines":[],"lab_tests":[]}'::jsonb`));
    t.boolean('is_active').notNullable().defaultTo(true);
    t.boolean('is_i693_done').notNullable().defaultTo(false);
    t.boolean('is_tb_positive').notNullable().defaultTo(false);
    t.boolean('is_xray_normal').notNullable().defaultTo(false);
    t.boolean('is_all_complete').notNullable().defaultTo(false);
    t.timestamp('created_on', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_on', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['lead_uuid', 'created_on']);
  });
  // I-693 matching and booking look applicants up by e-mail, names and date of birth.
  await knex.raw('CREATE INDEX applicants_email_lower_idx ON applicants (lower(email))');
  await knex.raw('CREATE INDEX applicants_person_idx ON applicants (lower(last_name), lower(first_name), dob)');

  await knex.schema.createTable('files', (t) => {
    t.uuid('uuid').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('lead_uuid').notNullable().references('uuid').inTable('leads').onDelete('CASCADE');
    t.uuid('applicant_uuid').nullable().references('uuid').inTable('applicants').onDelete('SET NULL');
    t.string('file_name', 255).notNullable();
    t.string('stored_name', 64).notNullable().unique();
    t.string('mime_type', 100).notNullable();
    t.bigInteger('size_bytes').notNullable();
    t.boolean('is_active').notNullable().defaultTo(true);
    t.jsonb('meta').notNullable().defaultTo(knex.raw("'{}'::jsonb"));
    t.timestamp('created_on', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_on', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['lead_uuid']);
    t.index(['applicant_uuid']);
  });
  await knex.raw('ALTER TABLE files ADD CONSTRAINT files_size_check CHECK (size_bytes >= 0)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('files');
  await knex.schema.dropTable('applicants');
  await knex.schema.dropTable('leads');
}
