import type { Availability } from '@clinic/contracts';
import type { Knex } from '@clinic/server-kit';

type Db = Knex | Knex.Transaction;

/** The database's name for an availability overlapping another of its office. */
export const AVAILABILITY_OVERLAP = 'availabilities_no_overlap';

export interface NewAvailability {
  officeUuid: string;
  /** The office's local day, YYYY-MM-DD. */
  date: string;
  /** The office's local clock times, HH:mm. */
  startTime: string;
  endTime: string;
  slotDurationMinutes: 5 | 10 | 15;
  notes?: string;
  createdBy?: number | null;
}

/** The local times become UTC instants in the office's time zone. Undefined when the office does not exist. */
export async function insertAvailabilityRow(db: Db, availability: NewAvailability): Promise<string | undefined> {
  const { rows } = (await db.raw(
    `insert into availabilities (office_uuid, date, start_time, end_time, starts_at, ends_at, slot_duration_minutes, notes, created_by)
     select o.uuid, ?::date, ?::time, ?::time,
       (?::date + ?::time) at time zone o.timezone, (?::date + ?::time) at time zone o.timezone, ?, ?, ?
     from offices o where o.uuid = ?
     returning uuid`,
    [
      availability.date,
      availability.startTime,
      availability.endTime,
      availability.date,
      availability.startTime,
      availability.date,
      availability.endTime,
      availability.slotDurationMinutes,
      availability.notes ?? '',
      availability.createdBy ?? null,
      availability.officeUuid,
    ],
  )) as { rows: Array<{ uuid: string }> };
  return rows[0]?.uuid;
}

export type AvailabilityListRow = Omit<Availability, 'break_times'>;

const LIST_COLUMNS = `a.uuid, o.uuid as office, o.name as office_name, to_char(a.date, 'YYYY-MM-DD') as date,
  to_char(a.start_time, 'HH24:MI') as start_time, to_char(a.end_time, 'HH24:MI') as end_time, a.slot_duration_minutes, a.notes, a.is_available`;

/** One page of the availabilities between two days (of one office or all), by start then office name, and how many there are. */
export async function listAvailabilities(
  db: Knex,
  filters: { officeUuid?: string; from: string; to: string },
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: AvailabilityListRow[] }> {
  const filter = (builder: Knex.QueryBuilder) =>
    builder
      .from('availabilities as a')
      .join('offices as o', 'o.uuid', 'a.office_uuid')
      .whereRaw('a.date between ?::date and ?::date', [filters.from, filters.to])
      .modify((b) => void (filters.officeUuid ? b.where('a.office_uuid', filters.officeUuid) : b));
  const [countRow, rows] = await Promise.all([
    filter(db.queryBuilder()).count<{ n: string }[]>({ n: '*' }).first(),
    filter(db.queryBuilder())
      .select(db.raw(LIST_COLUMNS))
      .orderBy([{ column: 'a.starts_at' }, { column: 'o.name' }])
      .limit(page.limit)
      .offset(page.offset),
  ]);
  return { count: Number(countRow?.n ?? 0), rows: rows as AvailabilityListRow[] };
}

/** The availability, locked until the transaction ends, with whether a live appointment lies within it. */
export async function lockAvailability(trx: Knex.Transaction, uuid: string): Promise<{ office_uuid: string; has_bookings: boolean } | undefined> {
  return (await trx('availabilities as a')
    .where('a.uuid', uuid)
    .forUpdate()
    .first(
      'a.office_uuid',
      trx.raw(
        `exists (select 1 from appointments p where p.office_uuid = a.office_uuid and p.status <> 'cancelled' and tstzrange(p.starts_at, p.ends_at) && tstzrange(a.starts_at, a.ends_at)) as has_bookings`,
      ),
    )) as { office_uuid: string; has_bookings: boolean } | undefined;
}

export type AvailabilityChanges = Required<Omit<NewAvailability, 'createdBy'>>;

/** Rewrites the availability at its office's local times; false when that office does not exist. */
export async function updateAvailabilityRow(trx: Knex.Transaction, uuid: string, changes: AvailabilityChanges): Promise<boolean> {
  const changed = (await trx.raw(
    `update availabilities a set office_uuid = o.uuid, date = ?::date, start_time = ?::time, end_time = ?::time,
       starts_at = (?::date + ?::time) at time zone o.timezone, ends_at = (?::date + ?::time) at time zone o.timezone,
       slot_duration_minutes = ?, notes = ?
     from offices o where o.uuid = ? and a.uuid = ?`,
    [
      changes.date,
      changes.startTime,
      changes.endTime,
      changes.date,
      changes.startTime,
      changes.date,
      changes.endTime,
      changes.slotDurationMinutes,
      changes.notes,
      changes.officeUuid,
      uuid,
    ],
  )) as { rowCount: number };
  return changed.rowCount > 0;
}

export async function deleteAvailabilityRow(trx: Knex.Transaction, uuid: string): Promise<void> {
  await trx('availabilities').where({ uuid }).delete();
}

/** The office and local day (YYYY-MM-DD) of an availability. */
export async function availabilityDay(db: Db, uuid: string): Promise<{ office_uuid: string; date: string } | undefined> {
  return (await db('availabilities').where({ uuid }).first('office_uuid', db.raw(`to_char(date, 'YYYY-MM-DD') as date`))) as
    { office_uuid: string; date: string } | undefined;
}
