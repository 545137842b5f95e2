import type { Knex } from 'knex';

/**
 * Batch I-693 PDFs: a task per batch (who started it, for which office and date, its status and zip)
 * and one item per application, each PDF a unit of work whose outcome is recorded, so a worker
 * started after a restart carries on with the items still pending.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('i693_batch_tasks', (t) => {
    t.uuid('uuid').primary();
    t.string('status', 20).notNullable().defaultTo('starting');
    t.string('office_code', 50).notNullable();
    t.date('appointment_date').notNullable();
    t.boolean('force_regenerate').notNullable().defaultTo(false);
    /** The staff member who started it: the PDFs are generated under their name and only they get the zip. */
    t.integer('requested_by').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.integer('total').notNullable();
    /** 0-100 while the zip is written and stored. */
    t.smallint('upload_progress').notNullable().defaultTo(0);
    /** The zip under DATA_DIR/files once completed; null again once it is past its retention. */
    t.string('zip_stored_name', 36).nullable();
    t.string('zip_file_name', 255).nullable();
    t.text('error').nullable();
    t.timestamp('created_on', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_on', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('finished_on', { useTz: true }).nullable();
    t.index(['status']);
  });
  await knex.raw(`ALTER TABLE i693_batch_tasks
    ADD CONSTRAINT i693_batch_tasks_status_check CHECK (status IN ('starting', 'processing', 'creating_zip', 'uploading', 'completed', 'failed')),
    ADD CONSTRAINT i693_batch_tasks_upload_progress_check CHECK (upload_progress BETWEEN 0 AND 100)`);

  await knex.schema.createTable('i693_batch_items', (t) => {
    t.uuid('task_uuid').notNullable().references('uuid').inTable('i693_batch_tasks').onDelete('CASCADE');
    /** No foreign key: an application deleted mid-batch makes its item fail, it does not vanish from the counts. */
    t.uuid('application_uuid').notNullable();
    t.integer('position').notNullable();
    t.string('status', 10).notNullable().defaultTo('pending');
    /** The batch's own link to the PDF (DATA_DIR/files), kept until the zip holds it. */
    t.string('stored_name', 36).nullable();
    t.string('file_name', 255).nullable();
    t.text('error').nullable();
    t.timestamp('finished_on', { useTz: true }).nullable();
    t.primary(['task_uuid', 'application_uuid']);
  });
  await knex.raw(`ALTER TABLE i693_batch_items ADD CONSTRAINT i693_batch_items_status_check CHECK (status IN ('pending', 'done', 'failed'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('i693_batch_items');
  await knex.schema.dropTable('i693_batch_tasks');
}
