import { slotsQuerySchema, timeOf, type OfficeAvailability, type OfficeSlot } from '@clinic/contracts';
import { errors, parseWith, type Knex } from '@clinic/server-kit';
import { availabilityRows, slotOffices, type AvailabilityRow } from './repo';

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

/** HH:mm of every minute of a day, worked out once: a month of slots formats thousands of times. */
const CLOCK = Array.from({ length: 24 * 60 + 1 }, (_, minute) => timeOf(minute));

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
  const offices = await slotOffices(db, officeUuid);
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
