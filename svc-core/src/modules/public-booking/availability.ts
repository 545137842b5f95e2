import { addDays, ERROR_CODES, MAX_SLOT_RANGE_DAYS, practiceDay, PUBLIC_AVAILABILITY_DAYS, type OfficeAvailability } from '@clinic/contracts';
import { AppError, type Knex } from '@clinic/server-kit';
import { availabilityByOffice } from '../booking/slots';

/** HH:mm of an instant in a time zone. */
function clockIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
}

export interface AvailabilityRange {
  officeUuid?: string;
  /** YYYY-MM-DD; by default today and PUBLIC_AVAILABILITY_DAYS days on. */
  from?: string;
  to?: string;
}

/**
 * The offices' slots a client may be offered, keyed by office name then day (the staff screen's
 * derivation): from today on, without the slots of today that have already begun.
 */
export async function publicAvailability(db: Knex, range: AvailabilityRange, now: Date): Promise<OfficeAvailability> {
  const today = practiceDay(now);
  const from = range.from && range.from > today ? range.from : today;
  const to = range.to ?? addDays(from, PUBLIC_AVAILABILITY_DAYS);
  if (to < from) return {};
  if (to > addDays(from, MAX_SLOT_RANGE_DAYS)) throw new AppError(400, ERROR_CODES.validation, `At most ${MAX_SLOT_RANGE_DAYS} days at once`, { details: { end_date: `At most ${MAX_SLOT_RANGE_DAYS} days at once` } });
  const offices = await availabilityByOffice(db, { office_uuid: range.officeUuid, start_date: from, end_date: to });
  for (const office of Object.values(offices)) {
    const localToday = practiceDay(now, office.timezone);
    const started = office.dates[localToday];
    if (!started) continue;
    const clock = clockIn(now, office.timezone);
    const later = started.filter((slot) => slot.start_time > clock);
    if (later.length > 0) office.dates[localToday] = later;
    else delete office.dates[localToday];
  }
  return offices;
}
