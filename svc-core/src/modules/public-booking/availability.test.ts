/**
 * The slots offered to clients: today's begun slots left out in the office's time zone, and clients
 * asking at the same moment each get their own answer from one shared reading.
 */
import { publicAvailability } from './availability';
import { demoDay, officeUuid, startBookingTestCore, type BookingTestCore } from './test-support';

jest.setTimeout(60_000);

let t: BookingTestCore;
let fremont = '';
const day = demoDay(2);
/** 13:05 in Fremont (Los Angeles time) on that day, whatever the offset of the season. */
const lunchtime = (): Date => {
  const guess = new Date(`${day}T20:05:00Z`);
  const hour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Los_Angeles', hour: '2-digit', hourCycle: 'h23' }).format(guess));
  return new Date(guess.getTime() - (hour - 13) * 3_600_000);
};

beforeAll(async () => {
  t = await startBookingTestCore();
  fremont = await officeUuid(t.core.knex, 'fremont');
});
afterAll(() => t.close());

it("leaves out the slots of today that have begun, and keeps today's later ones", async () => {
  const offices = await publicAvailability(t.core.knex, { officeUuid: fremont, from: day, to: day }, lunchtime());
  const starts = offices.Fremont!.dates[day]!.map((slot) => slot.start_time);
  expect(starts[0]).toBe('13:15');
  expect(starts).not.toContain('13:00');
  expect(starts.at(-1)).toBe('16:45');
});

it('gives clients asking at the same moment equal answers that are not shared objects', async () => {
  const [early, late] = await Promise.all([
    publicAvailability(t.core.knex, { officeUuid: fremont, from: day, to: day }, new Date(`${day}T00:00:00Z`)),
    publicAvailability(t.core.knex, { officeUuid: fremont, from: day, to: day }, lunchtime()),
  ]);
  expect(early.Fremont!.dates[day]![0]!.start_time).toBe('11:00');
  expect(late.Fremont!.dates[day]![0]!.start_time).toBe('13:15');
  const again = await publicAvailability(t.core.knex, { officeUuid: fremont, from: day, to: day }, new Date(`${day}T00:00:00Z`));
  expect(again).toEqual(early);
});
