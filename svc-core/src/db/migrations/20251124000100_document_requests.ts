import type { Knex } from 'knex';

/**
 * Document requests: the link staff e-mail to a lead so its applicants can upload missing vaccine and
 * lab records themselves (booking-leads-calendar.md 2 "Document request page"). The uuid is the
 * request id of the link; the page opens it only with a code e-mailed to the lead.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('document_requests', (t) => {
    t.uuid('uuid').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('lead_uuid').notNullable().references('uuid').inTable('leads').onDelete('CASCADE');
    /** The e-mail staff sent with the link (sanitised HTML). */
    t.text('email_content').notNullable().defaultTo('');
    t.integer('created_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('created_on', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['lead_uuid', 'created_on'], 'document_requests_lead');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('document_requests');
}
