import type { Knex } from 'knex';

/** When the lead's address unsubscribed from reminders (one-click link); staff can remove it. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('leads', (t) => {
    t.timestamp('unsubscribed_on', { useTz: true }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('leads', (t) => {
    t.dropColumn('unsubscribed_on');
  });
}
