import { errors, isExclusionViolation, type Knex } from '@clinic/server-kit';

type Db = Knex | Knex.Transaction;

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

export const AVAILABILITY_OVERLAP = 'availabilities_no_overlap';
export const AVAILABILITY_OVERLAP_MESSAGE = 'It overlaps an existing availability of this office.';

/**
 * One availability segment of an office's day. The local times become UTC instants in the office's
 * time zone, so a 14:00 stays 14:00 across daylight-saving changes. An overlap with another of the
 * office's availabilities is refused by the database (409), whatever the concurrency.
 */
export async function insertAvailability(db: Db, availability: NewAvailability): Promise<string> {
  try {
    const { rows } = (await db.raw(
      `insert into availabilities (office_uuid, date, start_time, end_time, starts_at, ends_at, slot_duration_minutes, notes, created_by)
       select o.uuid, ?::date, ?::time, ?::time,
         (?::date + ?::time) at time zone o.timezone, (?::date + ?::time) at time zone o.timezone, ?, ?, ?
       from offices o where o.uuid = ?
       returning uuid`,
      [
        availability.date, availability.startTime, availability.endTime,
        availability.date, availability.startTime, availability.date, availability.endTime,
        availability.slotDurationMinutes, availability.notes ?? '', availability.createdBy ?? null, availability.officeUuid,
      ],
    )) as { rows: Array<{ uuid: string }> };
    if (!rows[0]) throw errors.notFound('This office does not exist.');
    return rows[0].uuid;
  } catch (err) {
    if (isExclusionViolation(err, AVAILABILITY_OVERLAP)) throw errors.conflict(AVAILABILITY_OVERLAP_MESSAGE);
    throw err;
  }
}
