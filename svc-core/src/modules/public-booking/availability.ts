import { addDays, ERROR_CODES, MAX_SLOT_RANGE_DAYS, practiceDay, PUBLIC_AVAILABILITY_DAYS, type OfficeAvailability } from '@clinic/contracts';
import { AppError, type Knex } from '@clinic/server-kit';
import { availabilityByOffice } from '../booking';

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

type OfficeSlots = OfficeAvailability[string];

const readingsInFlight = new WeakMap<Knex, Map<string, Promise<OfficeAvailability>>>();

/**
 * Clients asking for the same offices and days at the same moment share one reading of the slots.
 * Nothing is kept once it is read, so nobody is shown slots older than their own request's start
 * (and the booking engine refuses a slot taken meanwhile anyway).
 */
function sharedReading(db: Knex, query: { office_uuid?: string; start_date: string; end_date: string }): Promise<OfficeAvailability> {
  let readings = readingsInFlight.get(db);
  if (!readings) readingsInFlight.set(db, (readings = new Map()));
  const key = `${query.office_uuid ?? '*'}|${query.start_date}|${query.end_date}`;
  const inFlight = readings.get(key);
  if (inFlight) return inFlight;
  const reading = availabilityByOffice(db, query).finally(() => readings.delete(key));
  readings.set(key, reading);
  return reading;
}

/** The office without today's slots that have already begun in its time zone (a copy: readings are shared). */
function withoutStartedSlots(office: OfficeSlots, now: Date): OfficeSlots {
  const localToday = practiceDay(now, office.timezone);
  const started = office.dates[localToday];
  if (!started) return office;
  const clock = clockIn(now, office.timezone);
  const { [localToday]: _today, ...otherDays } = office.dates;
  const later = started.filter((slot) => slot.start_time > clock);
  return { ...office, dates: later.length > 0 ? { ...otherDays, [localToday]: later } : otherDays };
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
  if (to > addDays(from, MAX_SLOT_RANGE_DAYS))
    throw new AppError(400, ERROR_CODES.validation, `At most ${MAX_SLOT_RANGE_DAYS} days at once`, {
      details: { end_date: `At most ${MAX_SLOT_RANGE_DAYS} days at once` },
    });
  const offices = await sharedReading(db, { office_uuid: range.officeUuid, start_date: from, end_date: to });
  return Object.fromEntries(Object.entries(offices).map(([name, office]) => [name, withoutStartedSlots(office, now)]));
}
