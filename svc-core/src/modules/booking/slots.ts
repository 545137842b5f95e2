import { slotsQuerySchema, type OfficeAvailability, type OfficeSlot } from '@clinic/contracts';
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

/**
 * The slots of offices from one local day to another, derived from their availabilities (each cut
 * into slots of its duration) and the appointments covering them: never stored twice. In time order.
 */
export async function officeSlots(db: Knex | Knex.Transaction, officeUuids: readonly string[], fromDate: string, toDate: string): Promise<Slot[]> {
  if (officeUuids.length === 0) return [];
  const { rows } = (await db.raw(
    `select a.uuid as availability_uuid, a.office_uuid,
       to_char(s at time zone o.timezone, 'YYYY-MM-DD') as date,
       to_char(s at time zone o.timezone, 'HH24:MI') as start_time,
       to_char((s + d) at time zone o.timezone, 'HH24:MI') as end_time,
       exists (
         select 1 from appointments p
         where p.office_uuid = a.office_uuid and p.status <> 'cancelled' and tstzrange(p.starts_at, p.ends_at) && tstzrange(s, s + d)
       ) as is_booked
     from availabilities a
     join offices o on o.uuid = a.office_uuid
     cross join lateral (select make_interval(mins => a.slot_duration_minutes) as d) as step
     cross join lateral generate_series(a.starts_at, a.ends_at - d, d) as s
     where a.office_uuid = any(?::uuid[]) and a.date between ?::date and ?::date and a.is_available
     order by s, a.office_uuid`,
    [[...officeUuids], fromDate, toDate],
  )) as { rows: Slot[] };
  return rows;
}

/** `GET /admin/appointment-slots/availability/`: the slots of one office or all, keyed by office name, then by day. */
export async function availabilityByOffice(db: Knex, query: unknown): Promise<OfficeAvailability> {
  const { office_uuid: officeUuid, start_date: from, end_date: to } = parseWith(slotsQuerySchema, query);
  const offices = (await db('offices')
    .modify((q) => void (officeUuid ? q.where('uuid', officeUuid) : q))
    .orderBy('name')
    .select('uuid', 'name', 'code', 'address', 'phone', 'timezone')) as Array<{ uuid: string; name: string; code: string; address: string; phone: string; timezone: string }>;
  if (officeUuid && offices.length === 0) throw errors.notFound('This office does not exist.');
  const slots = await officeSlots(db, offices.map((o) => o.uuid), from, to);
  const answer: OfficeAvailability = {};
  for (const office of offices) {
    const dates: Record<string, OfficeSlot[]> = {};
    for (const slot of slots.filter((s) => s.office_uuid === office.uuid)) {
      (dates[slot.date] ??= []).push({ start_time: slot.start_time, end_time: slot.end_time, is_available: !slot.is_booked, availability_uuid: slot.availability_uuid });
    }
    answer[office.name] = { ...office, dates };
  }
  return answer;
}
