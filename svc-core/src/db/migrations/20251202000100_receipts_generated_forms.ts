import type { Knex } from 'knex';

/**
 * The register of issued receipts (R200, R220, custom): each one gets the next receipt number, and
 * keeps who it was for, the office, the date, the amount and how it was paid. The generated I-693
 * data sheet is stored as the application's document of kind 4, and an application's appointment
 * office holds any office code (up to 50 characters, as the offices table).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE SEQUENCE receipt_numbers START WITH 1001');
  await knex.schema.createTable('receipts', (t) => {
    t.bigInteger('number').primary().defaultTo(knex.raw("nextval('receipt_numbers')"));
    /** 200 or 220: the template (and so the payment method); a custom receipt names its own amount. */
    t.string('receipt_type', 3).notNullable();
    t.boolean('is_custom').notNullable().defaultTo(false);
    /** The application it was issued from; null for a custom or ad-hoc receipt. */
    t.uuid('application_uuid').nullable().references('uuid').inTable('i693_applications').onDelete('SET NULL');
    t.string('first_name', 150).notNullable();
    t.string('middle_name', 150).notNullable().defaultTo('');
    t.string('last_name', 150).notNullable();
    t.string('email', 254).notNullable().defaultTo('');
    t.string('office_code', 50).notNullable();
    t.date('appointment_date').notNullable();
    t.integer('amount_cents').notNullable();
    t.string('payment_method', 10).notNullable();
    t.integer('issued_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('issued_on', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['application_uuid']);
  });
  await knex.raw(`ALTER TABLE receipts
    ADD CONSTRAINT receipts_type_check CHECK (receipt_type IN ('200', '220')),
    ADD CONSTRAINT receipts_amount_check CHECK (amount_cents >= 0),
    ADD CONSTRAINT receipts_payment_method_check CHECK (payment_method IN ('cash', 'card'))`);
  await knex.raw('ALTER SEQUENCE receipt_numbers OWNED BY receipts.number');

  await knex.raw('ALTER TABLE i693_documents DROP CONSTRAINT i693_documents_kind_check');
  await knex.raw('ALTER TABLE i693_documents ADD CONSTRAINT i693_documents_kind_check CHECK (kind BETWEEN 0 AND 4)');
  await knex.raw('ALTER TABLE i693_applications ALTER COLUMN appointment_office TYPE varchar(50)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE i693_applications ALTER COLUMN appointment_office TYPE varchar(32)');
  await knex('i693_documents').where('kind', 4).delete();
  await knex.raw('ALTER TABLE i693_documents DROP CONSTRAINT i693_documents_kind_check');
  await knex.raw('ALTER TABLE i693_documents ADD CONSTRAINT i693_documents_kind_check CHECK (kind BETWEEN 0 AND 3)');
  await knex.schema.dropTable('receipts');
}
