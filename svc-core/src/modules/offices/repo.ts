import { DEFAULT_SLOT_DURATION_MINUTES, OFFICE_TIMEZONE, type Office, type OfficeDef } from '@clinic/contracts';
import type { Knex } from '@clinic/server-kit';

/** Inserts the offices whose code is missing; existing rows (possibly edited by staff) are left alone. Returns how many were added. */
export async function insertMissingOffices(db: Knex | Knex.Transaction, offices: readonly OfficeDef[]): Promise<number> {
  if (offices.length === 0) return 0;
  const rows = await db('offices')
    .insert(
      offices.map((o) => ({
        name: o.label,
        code: o.value,
        address: o.address,
        phone: o.phone,
        timezone: OFFICE_TIMEZONE,
        default_slot_duration_minutes: DEFAULT_SLOT_DURATION_MINUTES,
      })),
    )
    .onConflict('code')
    .ignore()
    .returning('code');
  return rows.length;
}

export function listOffices(db: Knex | Knex.Transaction): Promise<Office[]> {
  return db<Office>('offices').select('uuid', 'name', 'code', 'address', 'phone', 'timezone', 'default_slot_duration_minutes').orderBy('name');
}
