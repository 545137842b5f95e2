import type { Knex } from 'knex';

/**
 * I-693 applications (public-site.md 3, back-office.md 3) and their documents (ID front, back,
 * signature, later the generated form). The list's filters are real columns with indexes; the search
 * runs on a generated lower-case text with a trigram index, so a filtered, searched page of tens of
 * thousands of applications stays fast.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  await knex.schema.createTable('i693_applications', (t) => {
    t.uuid('uuid').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('lead_uuid').nullable().references('uuid').inTable('leads').onDelete('SET NULL');
    t.uuid('applicant_uuid').nullable().references('uuid').inTable('applicants').onDelete('SET NULL');
    t.string('email', 254).notNullable();
    t.string('pdf_email', 254).notNullable();
    t.string('first_name', 150).notNullable();
    t.string('middle_name', 150).notNullable().defaultTo('');
    t.string('last_name', 150).notNullable();
    t.string('a_number', 9).notNullable().defaultTo('');
    t.string('gender', 10).notNullable();
    t.date('dob').notNullable();
    t.string('phone', 10).notNullable();
    t.string('city_of_birth', 150).notNullable();
    t.string('country_of_birth', 150).notNullable();
    t.string('street_address', 200).notNullable();
    t.string('apartment_number', 30).notNullable().defaultTo('');
    t.string('city', 150).notNullable();
    t.string('state', 2).notNullable();
    t.string('zipcode', 10).notNullable();
    t.string('photo_id_type', 20).notNullable();
    t.string('photo_id', 64).notNullable();
    t.boolean('is_active').notNullable().defaultTo(true);
    t.string('appointment_office', 32).nullable();
    t.date('appointment_date').nullable();
    t.jsonb('staff_vaccine_info').notNullable().defaultTo(knex.raw("'{}'::jsonb"));
    /** notes.pre_confirm_checks, review_requested_on, ... */
    t.jsonb('meta').notNullable().defaultTo(knex.raw("'{}'::jsonb"));
    /** The earliest pre-confirm due date (practice day), kept with meta, for the Dosage Pending filter. */
    t.date('next_dose_due_on').nullable();
    t.integer('last_updated_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('created_on', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_on', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`ALTER TABLE i693_applications
    ADD COLUMN tb_positive boolean GENERATED ALWAYS AS (coalesce(staff_vaccine_info->>'qtb_result' = 'positive', false)) STORED,
    ADD COLUMN search_text text GENERATED ALWAYS AS (lower(first_name || ' ' || middle_name || ' ' || last_name || ' ' || email || ' ' || a_number)) STORED`);
  await knex.raw('CREATE INDEX i693_applications_search_trgm ON i693_applications USING gin (search_text gin_trgm_ops)');
  await knex.raw('CREATE INDEX i693_applications_active_created ON i693_applications (is_active, created_on DESC)');
  await knex.raw('CREATE INDEX i693_applications_active_first_name ON i693_applications (is_active, lower(first_name), created_on DESC)');
  await knex.raw('CREATE INDEX i693_applications_office_date ON i693_applications (appointment_office, appointment_date)');
  await knex.raw('CREATE INDEX i693_applications_date ON i693_applications (appointment_date)');
  await knex.raw('CREATE INDEX i693_applications_tb_positive ON i693_applications (created_on DESC) WHERE tb_positive');
  await knex.raw('CREATE INDEX i693_applications_dose_due ON i693_applications (next_dose_due_on) WHERE next_dose_due_on IS NOT NULL');
  // One active application per person (e-mail, names, birth date): concurrent submissions cannot both land.
  await knex.raw(`CREATE UNIQUE INDEX i693_applications_one_active_per_person ON i693_applications
    (lower(email), lower(first_name), lower(middle_name), lower(last_name), dob) WHERE is_active`);
  await knex.raw('CREATE INDEX i693_applications_applicant ON i693_applications (applicant_uuid)');
  await knex.raw('CREATE INDEX i693_applications_lead ON i693_applications (lead_uuid)');

  await knex.schema.createTable('i693_documents', (t) => {
    t.uuid('uuid').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('application_uuid').notNullable().references('uuid').inTable('i693_applications').onDelete('CASCADE');
    /** 0 front, 1 back, 2 signature, 3 application file (public-site.md 3). */
    t.smallint('kind').notNullable();
    t.string('file_name', 255).notNullable();
    t.string('stored_name', 64).notNullable().unique();
    t.string('mime_type', 100).notNullable();
    t.bigInteger('size_bytes').notNullable();
    t.timestamp('created_on', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['application_uuid', 'kind']);
  });
  await knex.raw('ALTER TABLE i693_documents ADD CONSTRAINT i693_documents_kind_check CHECK (kind BETWEEN 0 AND 3)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('i693_documents');
  await knex.schema.dropTable('i693_applications');
}
