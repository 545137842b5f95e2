import { DEFAULT_SLOT_DURATION_MINUTES, OFFICE_TIMEZONE, type Office, type OfficeDef } from '@clinic/contracts';
import type { Knex } from '@clinic/server-kit';

type Db = Knex | Knex.Transaction;

/** Inserts the offices whose code is missing; existing rows (possibly edited by staff) are left alone. Returns how many were added. */
export async function insertMissingOffices(db: Db, offices: readonly OfficeDef[]): Promise<number> {
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

const COLUMNS = ['uuid', 'name', 'code', 'address', 'phone', 'timezone', 'default_slot_duration_minutes'];

/** The database's name for a code two offices share. */
export const CODE_UNIQUE = 'offices_code_unique';

export type OfficeFields = Omit<Office, 'uuid'>;

export function listOffices(db: Db): Promise<Office[]> {
  return db<Office>('offices')
    .select(...COLUMNS)
    .orderBy('name');
}

export async function officeExists(db: Db, uuid: string): Promise<boolean> {
  return (await db('offices').where({ uuid }).first('uuid')) !== undefined;
}

export async function insertOffice(db: Db, fields: OfficeFields): Promise<Office> {
  const [office] = (await db('offices').insert(fields).returning(COLUMNS)) as Office[];
  return office!;
}

/** The office as changed, or undefined when it does not exist. */
export async function updateOfficeRow(db: Db, uuid: string, fields: OfficeFields): Promise<Office | undefined> {
  const [office] = (await db('offices').where({ uuid }).update(fields).returning(COLUMNS)) as Office[];
  return office;
}

/** Locks the office until the transaction ends; false when it does not exist. */
export async function lockOffice(trx: Knex.Transaction, uuid: string): Promise<boolean> {
  return (await trx('offices').where({ uuid }).forUpdate().first('uuid')) !== undefined;
}

/** Some availability or appointment names the office. */
export async function officeInUse(db: Db, uuid: string): Promise<boolean> {
  const used = (await db('availabilities').where({ office_uuid: uuid }).first('uuid')) ?? (await db('appointments').where({ office_uuid: uuid }).first('uuid'));
  return used !== undefined;
}

export async function deleteOfficeRow(db: Db, uuid: string): Promise<void> {
  await db('offices').where({ uuid }).delete();
}
