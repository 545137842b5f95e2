import { slotsQuerySchema, timeOf, type OfficeAvailability, type OfficeSlot } from '@clinic/contracts';
import { errors, parseWith, type Knex } from '@clinic/server-kit';

export interface Slot {
  availability_uuid: string;
  office_uuid: string;
  /** The office's local day and clock times. */
  date: string;
  start_time: string;
  end_time: string;
  /** A live (not cancelled) appointment covers it. */
  is_booked: boolean;
}

/** An availability in a range of days, with whether each of its slots is booked. */
interface AvailabilityRow {
  availability_uuid: string;
  office_uuid: string;
  date: string;
  first_minute: number;
  minutes: number;
  /** One character a slot: '1' booked, '0' free. */
  booked: string | null;
}

/** HH:mm of every minute of a day, worked out once: a month of slots formats thousands of times. */
const CLOCK = Array.from({ length: 24 * 60 + 1 }, (_, minute) => timeOf(minute));

async function availabilityRows(db: Knex | Knex.Transaction, officeUuids: readonly string[], fromDate: string, toDate: string): Promise<AvailabilityRow[]> {
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

/** Each slot of an availability row, in time order. */
function* slotsOf(row: AvailabilityRow): Generator<{ start_time: string; end_time: string; is_booked: boolean }> {
  const booked = row.booked ?? '';
  for (let n = 0; n < booked.length; n += 1) {
    const start = row.first_minute + row.minutes * n;
    yield { start_time: CLOCK[start]!, end_time: CLOCK[start + row.minutes]!, is_booked: booked[n] === '1' };
  }
}

/**
 * The slots of offices from one local day to another, derived from their availabilities (each cut
 * into slots of its duration) and the appointments covering them: never stored twice. In time order.
 * Local clock times are the availability's own plus whole slots: availabilities lie within 11:00-24:00,
 * away from the night-time daylight-saving changes.
 */
export async function officeSlots(db: Knex | Knex.Transaction, officeUuids: readonly string[], fromDate: string, toDate: string): Promise<Slot[]> {
  const rows = await availabilityRows(db, officeUuids, fromDate, toDate);
  return rows.flatMap((row) =>
    [...slotsOf(row)].map((slot) => ({ availability_uuid: row.availability_uuid, office_uuid: row.office_uuid, date: row.date, ...slot })),
  );
}

/** `GET /admin/appointment-slots/availability/`: the slots of one office or all, keyed by office name, then by day. */
export async function availabilityByOffice(db: Knex, query: unknown): Promise<OfficeAvailability> {
  const { office_uuid: officeUuid, start_date: from, end_date: to } = parseWith(slotsQuerySchema, query);
  const offices = (await db('offices')
    .modify((q) => void (officeUuid ? q.where('uuid', officeUuid) : q))
    .orderBy('name')
    .select('uuid', 'name', 'code', 'address', 'phone', 'timezone')) as Array<{
    uuid: string;
    name: string;
    code: string;
    address: string;
    phone: string;
    timezone: string;
  }>;
  if (officeUuid && offices.length === 0) throw errors.notFound('This office does not exist.');
  const rows = await availabilityRows(
    db,
    offices.map((o) => o.uuid),
    from,
    to,
  );
  const datesOf = new Map(offices.map((o) => [o.uuid, {} as Record<string, OfficeSlot[]>]));
  for (const row of rows) {
    const day = (datesOf.get(row.office_uuid)![row.date] ??= []);
    for (const slot of slotsOf(row))
      day.push({ start_time: slot.start_time, end_time: slot.end_time, is_available: !slot.is_booked, availability_uuid: row.availability_uuid });
  }
  return Object.fromEntries(offices.map((office) => [office.name, { ...office, dates: datesOf.get(office.uuid)! }]));
}
