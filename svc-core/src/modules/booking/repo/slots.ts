import type { Knex } from '@clinic/server-kit';

type Db = Knex | Knex.Transaction;

/** An availability in a range of days, with whether each of its slots is booked. */
export interface AvailabilityRow {
  availability_uuid: string;
  office_uuid: string;
  date: string;
  first_minute: number;
  minutes: number;
  /** One character a slot: '1' booked, '0' free. */
  booked: string | null;
}

/** The availabilities of offices from one local day to another, in time order, each with its slots' booked flags. */
export async function availabilityRows(db: Db, officeUuids: readonly string[], fromDate: string, toDate: string): Promise<AvailabilityRow[]> {
  if (officeUuids.length === 0) return [];
  // One row per availability, its slots' booked flags as a string of 0 and 1: the rows stay few
  // however many slots there are, which is what keeps a month of ten offices fast.
  const { rows } = (await db.raw(
    `with offered as (
       select a.uuid, a.office_uuid, a.date, a.starts_at, a.slot_duration_minutes as minutes,
         (extract(epoch from a.start_time)::int / 60) as first_minute,
         (extract(epoch from a.ends_at - a.starts_at)::int / 60) / a.slot_duration_minutes as slots
       from availabilities a
       where a.office_uuid = any(?::uuid[]) and a.date between ?::date and ?::date and a.is_available
     ),
     taken as materialized (
       select p.office_uuid, tstzrange(p.starts_at, p.ends_at) as span
       from appointments p
       where p.office_uuid = any(?::uuid[]) and p.status <> 'cancelled'
         and p.ends_at > (select min(starts_at) from offered)
         and p.starts_at < (select max(starts_at + make_interval(mins => minutes * slots)) from offered)
     )
     select o.uuid as availability_uuid, o.office_uuid, o.date::text as date, o.first_minute, o.minutes,
       (select string_agg(case when exists (
           select 1 from taken t
           where t.office_uuid = o.office_uuid
             and t.span && tstzrange(o.starts_at + make_interval(mins => o.minutes * n), o.starts_at + make_interval(mins => o.minutes * (n + 1)))
         ) then '1' else '0' end, '' order by n)
        from generate_series(0, o.slots - 1) as n) as booked
     from offered o
     order by o.starts_at, o.office_uuid`,
    [[...officeUuids], fromDate, toDate, [...officeUuids]],
  )) as { rows: AvailabilityRow[] };
  return rows;
}

export interface SlotOffice {
  uuid: string;
  name: string;
  code: string;
  address: string;
  phone: string;
  timezone: string;
}

/** The offices whose slots the staff screen shows, by name: one office, or all. */
export async function slotOffices(db: Db, officeUuid: string | undefined): Promise<SlotOffice[]> {
  return (await db('offices')
    .modify((q) => void (officeUuid ? q.where('uuid', officeUuid) : q))
    .orderBy('name')
    .select('uuid', 'name', 'code', 'address', 'phone', 'timezone')) as SlotOffice[];
}

/** A slot as a booking names it: the office, its local day (YYYY-MM-DD) and start time (HH:mm). */
export interface SlotStart {
  officeUuid: string;
  date: string;
  startTime: string;
}

export interface OfferedSlot {
  starts_at: Date;
  ends_at: Date;
  office_code: string;
}

/** The instant a slot starts: its local day and clock time in the time zone of its office (`o`). Binds the day, then the time. */
const SLOT_START = '(?::date + ?::time) at time zone o.timezone';

/** The slot an availability of the office offers at that local start time, if any. */
export async function offeredSlot(trx: Knex.Transaction, slot: SlotStart): Promise<OfferedSlot | undefined> {
  const { rows } = (await trx.raw(
    `select s.starts_at, s.starts_at + make_interval(mins => a.slot_duration_minutes) as ends_at, o.code as office_code
     from offices o
     cross join lateral (select ${SLOT_START} as starts_at) as s
     join availabilities a on a.office_uuid = o.uuid and a.is_available
       and a.starts_at <= s.starts_at and s.starts_at + make_interval(mins => a.slot_duration_minutes) <= a.ends_at
       and mod(extract(epoch from s.starts_at - a.starts_at)::bigint, a.slot_duration_minutes * 60) = 0
     where o.uuid = ?`,
    [slot.date, slot.startTime, slot.officeUuid],
  )) as { rows: OfferedSlot[] };
  return rows[0];
}

/** The slot's start has passed at `now` in its office's time zone (false for an unknown office). */
export async function slotHasBegun(db: Db, slot: SlotStart, now: Date): Promise<boolean> {
  const { rows } = (await db.raw(`select ${SLOT_START} <= ?::timestamptz as begun from offices o where o.uuid = ?`, [
    slot.date,
    slot.startTime,
    now.toISOString(),
    slot.officeUuid,
  ])) as { rows: Array<{ begun: boolean }> };
  return rows[0]?.begun === true;
}
