import type { PracticeSettings } from '@clinic/contracts';
import type { Knex } from '@clinic/server-kit';

/** The audit log's entity of a settings change. */
export const PRACTICE_SETTINGS_ENTITY = 'practice_settings';

export interface PracticeSettingsRow {
  /** As stored: a document saved before a newer field existed lacks that field. */
  document: Partial<PracticeSettings>;
  updated_on: Date;
  updated_by: number | null;
}

/** The one settings row, or undefined while nothing was ever saved (the defaults apply). */
export function findPracticeSettings(db: Knex | Knex.Transaction): Promise<PracticeSettingsRow | undefined> {
  return db<PracticeSettingsRow>('practice_settings').where('id', 1).first('document', 'updated_on', 'updated_by');
}

/** The row locked for a change (undefined when none exists yet; the upsert then takes the row's lock). */
export function lockPracticeSettings(trx: Knex.Transaction): Promise<PracticeSettingsRow | undefined> {
  return trx<PracticeSettingsRow>('practice_settings').where('id', 1).forUpdate().first('document', 'updated_on', 'updated_by');
}

export async function savePracticeSettings(db: Knex | Knex.Transaction, document: PracticeSettings, userId: number | null): Promise<PracticeSettingsRow> {
  const row = { id: 1, document: JSON.stringify(document), updated_on: db.fn.now(), updated_by: userId };
  const [saved] = await db('practice_settings')
    .insert(row)
    .onConflict('id')
    .merge(['document', 'updated_on', 'updated_by'])
    .returning(['document', 'updated_on', 'updated_by']);
  return saved as PracticeSettingsRow;
}
