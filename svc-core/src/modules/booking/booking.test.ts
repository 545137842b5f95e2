/**
 * The booking engine against a real database: availability segments, slots derived from them, one
 * appointment per slot whatever the concurrency, one booked appointment per applicant, the I-693
 * applications following the booking, and local times that survive daylight-saving changes.
 */
import { addDays, AVAILABILITY_MESSAGES, practiceDay, type OfficeAvailability } from '@clinic/contracts';
import type { Knex } from '@clinic/server-kit';
import { signIn, startTestCore, type TestCore } from '../../test-support';
import { placeApplicant } from '../leads/service';
import { insertAvailability } from './availability';
import { bookAppointment, type BookingRequest } from './book';
import { SLOT_TAKEN } from './errors';
import { officeSlots } from './slots';

jest.setTimeout(120_000);

let core: TestCore;
let offices: Record<string, string>;
let day = 30;
/** A day of its own for each test, so tests never share availabilities. */
const freshDay = () => addDays(practiceDay(), (day += 1));

beforeAll(async () => {
  core = await startTestCore();
  offices = Object.fromEntries(((await core.knex('offices').select('code', 'uuid')) as Array<{ code: string; uuid: string }>).map((o) => [o.code, o.uuid]));
});
afterAll(() => core.close());

let people = 0;
async function applicants(count: number): Promise<string[]> {
  people += 1;
  const email = `booking.${people}@example.com`;
  return core.knex.transaction(async (trx) => {
    const uuids: string[] = [];
    for (let i = 0; i < count; i += 1)
      uuids.push((await placeApplicant(trx, { email, first_name: `Person${i}`, last_name: `Family${people}`, dob: '1990-01-01' })).applicantUuid);
    return uuids;
  });
}

const book = (request: Omit<BookingRequest, 'source'>) =>
  core.knex.transaction((trx: Knex.Transaction) => bookAppointment(trx, { ...request, source: 'staff' }));
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'booked',
    (err: { code?: string }) => err.code ?? String(err),
  );

describe('availability and slots', () => {
  it('cuts an availability into slots of its duration and marks the booked one', async () => {
    const date = freshDay();
    await insertAvailability(core.knex, { officeUuid: offices.fremont!, date, startTime: '11:00', endTime: '12:00', slotDurationMinutes: 15 });
    const [primary] = await applicants(1);
    await book({ officeUuid: offices.fremont!, date, startTime: '11:15', applicantUuids: [primary!] });

    const slots = await officeSlots(core.knex, [offices.fremont!], date, date);
    expect(slots.map((s) => [s.start_time, s.end_time, s.is_booked])).toEqual([
      ['11:00', '11:15', false],
      ['11:15', '11:30', true],
      ['11:30', '11:45', false],
      ['11:45', '12:00', false],
    ]);
  });

  it("refuses an availability overlapping another of the office's, but not another office's", async () => {
    const date = freshDay();
    await insertAvailability(core.knex, { officeUuid: offices.tracy!, date, startTime: '11:00', endTime: '13:00', slotDurationMinutes: 10 });
    await expect(
      insertAvailability(core.knex, { officeUuid: offices.tracy!, date, startTime: '12:30', endTime: '14:00', slotDurationMinutes: 10 }),
    ).rejects.toMatchObject({ status: 409 });
    await expect(
      insertAvailability(core.knex, { officeUuid: offices.dublin!, date, startTime: '12:30', endTime: '14:00', slotDurationMinutes: 10 }),
    ).resolves.toEqual(expect.any(String));
    await expect(
      insertAvailability(core.knex, { officeUuid: offices.tracy!, date, startTime: '13:00', endTime: '14:00', slotDurationMinutes: 10 }),
    ).resolves.toEqual(expect.any(String));
  });

  it.each([
    ['the spring change (PDT, UTC-7)', '2027-03-14', '2027-03-14T21:00:00.000Z'],
    ['the autumn change (PST, UTC-8)', '2027-11-07', '2027-11-07T22:00:00.000Z'],
  ])('keeps a 14:00 slot at 14:00 local on %s', async (_name, date, utc) => {
    await insertAvailability(core.knex, { officeUuid: offices.oakland!, date, startTime: '13:00', endTime: '15:00', slotDurationMinutes: 15 });
    const [applicant] = await applicants(1);
    const appointment = await book({ officeUuid: offices.oakland!, date, startTime: '14:00', applicantUuids: [applicant!] });
    const row = await core.knex('appointments').where({ uuid: appointment }).first('starts_at', 'ends_at');
    expect(row.starts_at.toISOString()).toBe(utc);
    const slots = await officeSlots(core.knex, [offices.oakland!], date, date);
    expect(slots.find((s) => s.is_booked)).toMatchObject({ date, start_time: '14:00', end_time: '14:15' });
    expect(slots).toHaveLength(8);
  });
});

describe('bookAppointment', () => {
  it('lets exactly one of 100 simultaneous bookings of a slot through; the rest are SLOT_TAKEN and one row exists', async () => {
    const date = freshDay();
    await insertAvailability(core.knex, { officeUuid: offices.hayward!, date, startTime: '11:00', endTime: '11:15', slotDurationMinutes: 15 });
    const people100 = await applicants(100);
    const outcomes = await Promise.all(
      people100.map((applicant) => refusal(book({ officeUuid: offices.hayward!, date, startTime: '11:00', applicantUuids: [applicant] }))),
    );
    expect(outcomes.filter((o) => o === 'booked')).toHaveLength(1);
    expect(outcomes.filter((o) => o === SLOT_TAKEN)).toHaveLength(99);
    expect(await core.knex('appointments').where({ office_uuid: offices.hayward! }).whereRaw('starts_at::date = ?::date', [date])).toHaveLength(1);
  });

  it('holds a family in one appointment, the first primary, and never books an applicant twice', async () => {
    const date = freshDay();
    await insertAvailability(core.knex, { officeUuid: offices.newark!, date, startTime: '11:00', endTime: '12:00', slotDurationMinutes: 15 });
    const [maria, jose, ana] = await applicants(3);
    const appointment = await book({ officeUuid: offices.newark!, date, startTime: '11:00', applicantUuids: [maria!, jose!] });
    expect(
      await core.knex('appointment_applicants').where({ appointment_uuid: appointment }).orderBy('is_primary', 'desc').select('applicant_uuid', 'is_primary'),
    ).toEqual([
      { applicant_uuid: maria, is_primary: true },
      { applicant_uuid: jose, is_primary: false },
    ]);
    expect(await refusal(book({ officeUuid: offices.newark!, date, startTime: '11:30', applicantUuids: [ana!, jose!] }))).toBe('already_booked');
    expect(await core.knex('appointments').where({ office_uuid: offices.newark! }).whereRaw('starts_at::date = ?::date', [date])).toHaveLength(1);
  });

  it('offers only slots of an availability: outside it or off its grid is not available', async () => {
    const date = freshDay();
    await insertAvailability(core.knex, { officeUuid: offices.modesto!, date, startTime: '11:00', endTime: '12:00', slotDurationMinutes: 15 });
    const [applicant] = await applicants(1);
    expect(await refusal(book({ officeUuid: offices.modesto!, date, startTime: '10:45', applicantUuids: [applicant!] }))).toBe(SLOT_TAKEN);
    expect(await refusal(book({ officeUuid: offices.modesto!, date, startTime: '11:50', applicantUuids: [applicant!] }))).toBe(SLOT_TAKEN);
    expect(await refusal(book({ officeUuid: offices.modesto!, date, startTime: '11:10', applicantUuids: [applicant!] }))).toBe(SLOT_TAKEN);
    expect(await refusal(book({ officeUuid: offices.stockton!, date, startTime: '11:00', applicantUuids: [applicant!] }))).toBe(SLOT_TAKEN);
    expect(await refusal(book({ officeUuid: offices.modesto!, date, startTime: '11:45', applicantUuids: [applicant!] }))).toBe('booked');
  });

  it("writes the office and day onto the applicants' I-693 applications", async () => {
    const family = await core
      .knex('applicants as a')
      .join('leads as l', 'l.uuid', 'a.lead_uuid')
      .where('l.email', 'demo.family@example.com')
      .orderBy('a.created_on')
      .select('a.uuid');
    const date = freshDay();
    await insertAvailability(core.knex, { officeUuid: offices.redwood!, date, startTime: '11:00', endTime: '12:00', slotDurationMinutes: 15 });
    await book({ officeUuid: offices.redwood!, date, startTime: '11:00', applicantUuids: family.map((a: { uuid: string }) => a.uuid) });
    const applications = await core
      .knex('i693_applications')
      .whereIn(
        'applicant_uuid',
        family.map((a: { uuid: string }) => a.uuid),
      )
      .select(core.knex.raw(`appointment_office, to_char(appointment_date, 'YYYY-MM-DD') as appointment_date`));
    expect(applications).toHaveLength(3);
    for (const application of applications) expect(application).toEqual({ appointment_office: 'redwood', appointment_date: date });
  });
});

describe('POST /admin/availability/ and GET /admin/appointment-slots/availability/', () => {
  let admin = '';
  let staff = '';
  beforeAll(async () => {
    admin = await signIn(core, 'admin');
    staff = await signIn(core, 'staff');
  });

  const call = async (method: string, path: string, token: string, body?: unknown) => {
    const res = await fetch(`${core.api}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };

  it('makes one availability per weekday and segment around the breaks, reporting overlaps as failures', async () => {
    const monday = (() => {
      let d = addDays(practiceDay(), 70);
      while (new Date(`${d}T12:00:00Z`).getUTCDay() !== 1) d = addDays(d, 1);
      return d;
    })();
    await insertAvailability(core.knex, {
      officeUuid: offices.santaclara!,
      date: addDays(monday, 2),
      startTime: '15:00',
      endTime: '16:00',
      slotDurationMinutes: 15,
    });
    const answer = await call('POST', '/admin/availability/', admin, {
      office: offices.santaclara,
      date: monday,
      start_time: '11:00',
      end_time: '17:00',
      slot_duration_minutes: 10,
      break_times: [{ start_time: '13:00', end_time: '14:00', description: 'Lunch' }],
      repeat: 'weekdays',
      end_date: addDays(monday, 6),
      notes: 'Dr. Lee',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ created: 9, failed: 1, breaks: 1 });
    expect(answer.body.reasons).toEqual([`${addDays(monday, 2)} 14:00-17:00: It overlaps an existing availability of this office.`]);

    const slots = await call('GET', `/admin/appointment-slots/availability/?office_uuid=${offices.santaclara}&start_date=${monday}&end_date=${monday}`, admin);
    const santaClara = (slots.body as OfficeAvailability)['Santa Clara']!;
    expect(santaClara.code).toBe('santaclara');
    expect(santaClara.dates[monday]!.length).toBe(12 + 18);
    expect(santaClara.dates[monday]![0]).toMatchObject({ start_time: '11:00', end_time: '11:10', is_available: true });
    expect(santaClara.dates[monday]!.some((slot) => slot.start_time === '13:30')).toBe(false);
  });

  it('refuses a form with problems, listing them all, and creates nothing; only admins may', async () => {
    const before = await core.knex('availabilities').count<{ n: string }[]>({ n: '*' }).first();
    const refused = await call('POST', '/admin/availability/', admin, {
      date: addDays(practiceDay(), -1),
      start_time: '12:00',
      end_time: '11:00',
      repeat: 'weekly',
      end_date: '',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.reasons).toEqual([
      AVAILABILITY_MESSAGES.office,
      AVAILABILITY_MESSAGES.pastDate,
      AVAILABILITY_MESSAGES.endAfterStart,
      AVAILABILITY_MESSAGES.daysOfWeek,
      AVAILABILITY_MESSAGES.endDate,
    ]);
    expect(
      (
        await call('POST', '/admin/availability/', admin, {
          office: '7b0d8a52-32c4-4f55-9d0e-3f6f4d2a9c11',
          date: freshDay(),
          start_time: '11:00',
          end_time: '12:00',
        })
      ).body.reasons,
    ).toEqual([AVAILABILITY_MESSAGES.office]);
    expect(
      (await call('POST', '/admin/availability/', staff, { office: offices.dublin, date: freshDay(), start_time: '11:00', end_time: '12:00' })).status,
    ).toBe(403);
    expect(await core.knex('availabilities').count<{ n: string }[]>({ n: '*' }).first()).toEqual(before);
  });

  it('answers 409 when every availability of a create overlaps', async () => {
    const date = freshDay();
    await insertAvailability(core.knex, { officeUuid: offices.dublin!, date, startTime: '11:00', endTime: '12:00', slotDurationMinutes: 15 });
    const answer = await call('POST', '/admin/availability/', admin, { office: offices.dublin, date, start_time: '11:30', end_time: '12:30' });
    expect(answer).toMatchObject({ status: 409, body: { created: 0, failed: 1, msg: 'Failed to create availability slots' } });
  });
});

describe('availability list, edit, delete and slots', () => {
  let admin = '';
  beforeAll(async () => {
    admin = await signIn(core, 'admin');
  });
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${core.api}${path}`, {
      method,
      headers: { authorization: `Bearer ${admin}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as any };
  };

  it('lists the week of an office, edits and deletes a free availability, and refuses both while a slot is booked', async () => {
    const date = freshDay();
    const free = await insertAvailability(core.knex, { officeUuid: offices.stockton!, date, startTime: '11:00', endTime: '12:00', slotDurationMinutes: 15 });
    const busy = await insertAvailability(core.knex, { officeUuid: offices.stockton!, date, startTime: '13:00', endTime: '14:00', slotDurationMinutes: 15 });
    const [applicant] = await applicants(1);
    await book({ officeUuid: offices.stockton!, date, startTime: '13:30', applicantUuids: [applicant!] });

    const week = await call('GET', `/admin/availability/?office_uuid=${offices.stockton}&start_date=${date}`);
    expect(week.body.results.map((a: { uuid: string; start_time: string }) => [a.uuid, a.start_time])).toEqual([
      [free, '11:00'],
      [busy, '13:00'],
    ]);
    expect(week.body.results[0]).toMatchObject({
      office: offices.stockton,
      office_name: 'Stockton',
      date,
      end_time: '12:00',
      slot_duration_minutes: 15,
      is_available: true,
      break_times: [],
    });

    const slots = await call('GET', `/admin/availability/${busy}/slots/`);
    expect(slots.body.map((s: { start_time: string; is_booked: boolean }) => `${s.start_time}${s.is_booked ? '*' : ''}`)).toEqual([
      '13:00',
      '13:15',
      '13:30*',
      '13:45',
    ]);

    const form = { office: offices.stockton, date, start_time: '11:00', end_time: '12:30', slot_duration_minutes: 10 };
    expect(await call('PUT', `/admin/availability/${free}/`, form)).toEqual({ status: 200, body: { msg: 'Availability updated successfully' } });
    expect((await call('GET', `/admin/availability/${free}/slots/`)).body).toHaveLength(9);
    expect((await call('PUT', `/admin/availability/${free}/`, { ...form, end_time: '13:30' })).status).toBe(409);
    expect(await call('PUT', `/admin/availability/${busy}/`, { ...form, start_time: '13:00', end_time: '15:00' })).toMatchObject({
      status: 409,
      body: { msg: 'Cannot edit this availability' },
    });
    expect(await call('DELETE', `/admin/availability/${busy}/`)).toMatchObject({ status: 409, body: { msg: 'Cannot delete this availability' } });
    expect(await call('DELETE', `/admin/availability/${free}/`)).toEqual({ status: 200, body: { msg: 'Availability deleted successfully' } });
    expect((await call('GET', `/admin/availability/${free}/slots/`)).status).toBe(404);
  });
});
