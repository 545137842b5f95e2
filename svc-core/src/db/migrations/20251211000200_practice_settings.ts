import type { Knex } from 'knex';

/**
 * The practice's settings (issue 19): one row holding the whole validated document (contracts
 * practice-settings.ts) as jsonb, with when and by whom it last changed. No row: the defaults apply
 * (the demo practice outside production, nothing invented in production).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('practice_settings', (t) => {
    t.smallint('id').primary();
    t.jsonb('document').notNullable();
    t.timestamp('updated_on', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.integer('updated_by').nullable().references('id').inTable('users').onDelete('SET NULL');
  });
  await knex.raw('ALTER TABLE practice_settings ADD CONSTRAINT practice_settings_one_row CHECK (id = 1)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('practice_settings');
}
