/**
 * The scheduling page's calls against a real database: a booking token reads its own e-mail's
 * booking data only, is refused on staff routes (and staff tokens here), and books a group into one
 * appointment through the one booking engine: bookable and reachable applicants only, the family cap,
 * and one winner among 100 racers for a slot.
 */
import { APPOINTMENT_EMAIL_TEXTS, practiceDay } from '@clinic/contracts';
import { signToken } from '@clinic/server-kit';
import { firstWeekdayAfter } from '../../db/demo/i693';
import { signIn } from '../../test-support';
import { bookableApplicants, demoDay, demoFamily, officeUuid, startBookingTestCore, type BookingTestCore } from './test-support';

jest.setTimeout(120_000);

let t: BookingTestCore;
let family: { maria: string; jose: string; ana: string };
let familyToken = '';
let fremont = '';

beforeAll(async () => {
  t = await startBookingTestCore();
  family = await demoFamily(t.core.knex);
  familyToken = await t.bookingToken('demo.family@example.com');
  fremont = await officeUuid(t.core.knex, 'fremont');
});
afterAll(() => t.close());

const myData = (token: string, query = '') => t.call('GET', `/booking/my-booking-data/${query}`, { token });
const book = (token: string, body: Record<string, unknown>) => t.call('POST', '/booking/book/', { token, body });
const firstNames = (list: Array<{ first_name: string }>) => list.map((a) => a.first_name);

describe('GET /booking/my-booking-data/', () => {
  it("answers the token's e-mail: applicants by readiness, offices with 30 days of slots, new booking mode", async () => {
    const { status, body } = await myData(familyToken);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      email: 'demo.family@example.com',
      mode: 'new_booking',
      booking: null,
      has_appointments: false,
      existing_appointments: [],
      unmatched_i693: [],
      max_applicants_per_appointment: 6,
      message: 'Your booking information has been loaded.',
      message_code: 'BOOKING_LOADED',
    });
    expect(firstNames(body.bookable_applicants)).toEqual(['Maria', 'Jose', 'Ana']);
    expect(body.bookable_applicants[2]).toMatchObject({
      last_name: 'Lopez',
      dob: '2015-06-20',
      email: expect.any(String),
      reason: '',
      message: 'Ready to Book',
      is_primary: false,
    });
    expect(body.bookable_applicants[0].current_checklist.vaccines.every((v: { status: string }) => v.status === 'done')).toBe(true);
    expect(body.already_booked).toEqual([]);

    const office = body.availability.Fremont;
    expect(office).toMatchObject({
      uuid: fremont,
      name: 'Fremont',
      code: 'fremont',
      timezone: 'America/Los_Angeles',
      address: expect.any(String),
      phone: expect.any(String),
    });
    // Sara Khan holds Fremont's 11:00 on the first weekday after the seed (DESIGN.md 2): look at another day.
    const saraDay = firstWeekdayAfter(practiceDay());
    const day = [2, 3, 4].map(demoDay).find((d) => d !== saraDay)!;
    expect(office.dates[saraDay][0]).toMatchObject({ start_time: '11:00', is_available: false });
    expect(office.dates[day][0]).toEqual({ start_time: '11:00', end_time: '11:15', is_available: true, availability_uuid: expect.any(String) });
    expect(Object.keys(body.availability)).toHaveLength(10);
  });

  it('shows what holds each applicant back, and 404 for an e-mail with nothing', async () => {
    const sara = await myData(await signToken('booking', { sub: 'demo.booked@example.com' }, { key: t.core.keys.signingKey, ttlSeconds: 600 }));
    expect(sara.body.already_booked[0]).toMatchObject({
      first_name: 'Sara',
      status: 'already_booked',
      appointment_office: 'Fremont',
      start_time: '11:00',
      is_primary: true,
      appointment_uuid: expect.any(String),
    });
    expect(sara.body).toMatchObject({
      has_appointments: true,
      existing_appointments: [
        { office: 'Fremont', start_time: '11:00', total_applicants: 1, applicants: [{ first_name: 'Sara', is_primary: true, can_remove: false }] },
      ],
    });
    expect(sara.body.existing_appointments[0].i693_applicants).toEqual([expect.objectContaining({ first_name: 'Sara', last_name: 'Khan' })]);

    const nobody = await signToken('booking', { sub: 'nobody@example.com' }, { key: t.core.keys.signingKey, ttlSeconds: 600 });
    expect(await myData(nobody)).toMatchObject({ status: 404, body: { msg: 'No booking information found for your email address.' } });
  });
});

describe('token kinds', () => {
  it('refuses a staff token on the booking calls and a booking token on staff calls', async () => {
    const admin = await signIn(t.core, 'admin');
    expect((await myData(admin)).status).toBe(401);
    expect((await book(admin, { applicant_uuids: [family.maria], office_uuid: fremont, appointment_date: demoDay(2), start_time: '11:00' })).status).toBe(401);
    expect((await t.call('GET', '/booking/my-booking-data/')).status).toBe(401);
    expect((await t.call('GET', '/admin/appointment-slots/?start_date=2030-01-01', { token: familyToken })).status).toBe(401);
    expect(
      (
        await t.call('POST', '/admin/appointment-slots/admin-book/', {
          token: familyToken,
          body: { applicant_uuids: [family.maria], office_uuid: fremont, appointment_date: demoDay(2), start_time: '11:00' },
        })
      ).status,
    ).toBe(401);
    expect((await t.call('GET', '/users/', { token: familyToken })).status).toBe(401);
  });

  it('refuses an expired booking token with TOKEN_EXPIRED', async () => {
    const expired = await signToken('booking', { sub: 'demo.family@example.com' }, { key: t.core.keys.signingKey, ttlSeconds: -10 });
    expect(await myData(expired)).toMatchObject({ status: 401, body: { error: 'TOKEN_EXPIRED' } });
  });
});

describe('POST /booking/book/', () => {
  it("books the chosen applicants into one appointment, the first primary; another e-mail's token sees none of it", async () => {
    const date = demoDay(2);
    const booked = await book(familyToken, { applicant_uuids: [family.jose, family.maria], office_uuid: fremont, appointment_date: date, start_time: '12:00' });
    expect(booked).toMatchObject({
      status: 201,
      body: {
        success: true,
        message: 'Appointment booked successfully! You will receive a confirmation email shortly.',
        appointment: {
          appointment_date: date,
          start_time: '12:00',
          end_time: '12:15',
          office: 'Fremont',
          total_applicants: 2,
          applicants: [
            { first_name: 'Jose', is_primary: true, can_remove: false },
            { first_name: 'Maria', is_primary: false, can_remove: true },
          ],
        },
      },
    });
    const rows = await t.core.knex('appointment_applicants').where({ appointment_uuid: booked.body.appointment_uuid }).orderBy('is_primary', 'desc');
    expect(rows.map((r) => [r.applicant_uuid, r.is_primary])).toEqual([
      [family.jose, true],
      [family.maria, false],
    ]);
    const office = await t.core.knex('offices').where({ uuid: fremont }).first('address', 'phone');
    expect(office.phone).not.toBe('');
    expect(booked.body.appointment).toMatchObject({ office_address: office.address, office_phone: office.phone });
    expect(await t.core.knex('appointments').where({ uuid: booked.body.appointment_uuid }).first('source')).toEqual({ source: 'public' });

    const after = (await myData(familyToken)).body;
    expect(firstNames(after.already_booked)).toEqual(['Maria', 'Jose']);
    expect(firstNames(after.bookable_applicants)).toEqual(['Ana']);
    expect(after.existing_appointments.map((a: { uuid: string }) => a.uuid)).toEqual([booked.body.appointment_uuid]);
    expect(after.availability.Fremont.dates[date].find((s: { start_time: string }) => s.start_time === '12:00').is_available).toBe(false);

    const edit = (await myData(familyToken, `?booking=${booked.body.appointment_uuid}`)).body;
    expect(edit).toMatchObject({
      mode: 'appointment_editing',
      booking: { uuid: booked.body.appointment_uuid, total_applicants: 2, office_address: office.address, office_phone: office.phone },
      message: 'Your appointment details have been loaded successfully.',
      message_code: 'APPOINTMENT_LOADED',
    });
    expect(after.existing_appointments[0]).toMatchObject({ office_address: office.address, office_phone: office.phone });
    expect(firstNames(edit.already_booked)).toEqual([]);

    const stranger = await signToken('booking', { sub: 'demo.pending@example.com' }, { key: t.core.keys.signingKey, ttlSeconds: 600 });
    expect(await myData(stranger, `?booking=${booked.body.appointment_uuid}`)).toMatchObject({ status: 404, body: { msg: 'This appointment was not found.' } });
    expect((await myData(stranger)).body.existing_appointments).toEqual([]);
  });

  it("refuses another e-mail's applicant (403), one not ready (409) or already booked (409), and a taken slot (409)", async () => {
    const date = demoDay(3);
    const omar = (await t.core.knex('applicants').where({ first_name: 'Omar' }).first('uuid')).uuid;
    const omarToken = await signToken('booking', { sub: 'demo.noform@example.com' }, { key: t.core.keys.signingKey, ttlSeconds: 600 });
    expect(await book(familyToken, { applicant_uuids: [family.ana, omar], office_uuid: fremont, appointment_date: date, start_time: '11:00' })).toMatchObject({
      status: 403,
      body: { error: 'not_reachable', applicant_uuid: omar },
    });
    expect(
      await book(familyToken, { applicant_uuids: ['3f1c2b9e-7a4d-4c1e-9b2f-5d6e7f8a9b0c'], office_uuid: fremont, appointment_date: date, start_time: '11:00' }),
    ).toMatchObject({ status: 403 });
    expect(await book(omarToken, { applicant_uuids: [omar], office_uuid: fremont, appointment_date: date, start_time: '11:00' })).toMatchObject({
      status: 409,
      body: { error: 'NOT_BOOKABLE', reason: 'The I-693 form of this applicant has not been received.' },
    });
    expect(
      await book(familyToken, { applicant_uuids: [family.ana, family.maria], office_uuid: fremont, appointment_date: date, start_time: '11:00' }),
    ).toMatchObject({ status: 409, body: { error: 'already_booked' } });

    const sara = await t.core
      .knex('appointments as p')
      .join('offices as o', 'o.uuid', 'p.office_uuid')
      .where('p.source', 'staff')
      .first(t.core.knex.raw(`to_char(p.starts_at at time zone o.timezone, 'YYYY-MM-DD') as date`));
    expect(await book(familyToken, { applicant_uuids: [family.ana], office_uuid: fremont, appointment_date: sara.date, start_time: '11:00' })).toMatchObject({
      status: 409,
      body: { error: 'SLOT_TAKEN', msg: 'This time slot is not available' },
    });
    expect(await book(familyToken, { applicant_uuids: [family.ana], office_uuid: fremont, appointment_date: date, start_time: '18:00' })).toMatchObject({
      status: 409,
      body: { error: 'SLOT_TAKEN' },
    });
    expect(await book(familyToken, { applicant_uuids: [family.ana], office_uuid: fremont, appointment_date: demoDay(-3), start_time: '11:00' })).toMatchObject({
      status: 400,
      body: { msg: 'Cannot select past dates' },
    });
    expect(await t.core.knex('appointment_applicants').where({ applicant_uuid: family.ana })).toEqual([]);
  });

  it('caps a group at the server setting (6 by default)', async () => {
    const seven = await bookableApplicants(t.core, 'big.family@example.com', 7);
    const token = await signToken('booking', { sub: 'big.family@example.com' }, { key: t.core.keys.signingKey, ttlSeconds: 600 });
    expect(await book(token, { applicant_uuids: seven, office_uuid: fremont, appointment_date: demoDay(4), start_time: '11:00' })).toMatchObject({
      status: 400,
      body: { error: 'too_many_applicants', msg: 'Maximum 6 applicants allowed per appointment', max_applicants: 6 },
    });
    expect((await book(token, { applicant_uuids: seven.slice(0, 6), office_uuid: fremont, appointment_date: demoDay(4), start_time: '11:00' })).status).toBe(
      201,
    );
  });

  it('keeps the language the page was in with the appointment, and writes the confirmation in it, greeting the primary by name', async () => {
    const [primary] = await bookableApplicants(t.core, 'arabic.family@example.com', 1);
    const token = await signToken('booking', { sub: 'arabic.family@example.com' }, { key: t.core.keys.signingKey, ttlSeconds: 600 });
    const slot = { applicant_uuids: [primary], office_uuid: fremont, appointment_date: demoDay(4), start_time: '12:00' };
    expect(await book(token, { ...slot, language: 'de' })).toMatchObject({
      status: 400,
      body: { details: { language: 'language must be one of en, zh-CN, pa, ar, es, ps, pt, fa' } },
    });
    const sentBefore = t.notify.messages.length;
    const booked = await book(token, { ...slot, language: 'ar' });
    expect(booked.status).toBe(201);
    expect(await t.core.knex('appointments').where({ uuid: booked.body.appointment_uuid }).first('language')).toEqual({ language: 'ar' });
    const [confirmation, ...more] = t.notify.messages.slice(sentBefore).map((m) => m.message);
    expect(more).toEqual([]);
    expect(confirmation).toMatchObject({ to: 'arabic.family@example.com', subject: APPOINTMENT_EMAIL_TEXTS.ar.subject.booked, meta: { language: 'ar' } });
    expect(confirmation!.html).toContain('<body dir="rtl" lang="ar">');
    expect(confirmation!.html).toContain(`<p>${APPOINTMENT_EMAIL_TEXTS.ar.greeting('<bdi>Person1</bdi>')}</p>`);
  });

  it('lets exactly one of 100 racers for a slot book it: 1 × 201, 99 × 409, one appointment row', async () => {
    const racers = await bookableApplicants(t.core, 'racers@example.com', 100);
    const token = await signToken('booking', { sub: 'racers@example.com' }, { key: t.core.keys.signingKey, ttlSeconds: 600 });
    const date = demoDay(5);
    const answers = await Promise.all(
      racers.map((uuid) => book(token, { applicant_uuids: [uuid], office_uuid: fremont, appointment_date: date, start_time: '16:45' })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409 && a.body.error === 'SLOT_TAKEN' && a.body.msg === 'This time slot is not available')).toHaveLength(99);
    const rows = await t.core
      .knex('appointments')
      .where({ office_uuid: fremont })
      .whereRaw(`starts_at = (?::date + time '16:45') at time zone 'America/Los_Angeles'`, [date]);
    expect(rows).toHaveLength(1);
  });
});
