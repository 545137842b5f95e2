/**
 * Book Appointment for Client against the demo data: the lookup sorted by the one booking-readiness
 * function, and the booking itself with its refusals (not bookable, past, after the lab window).
 */
import { addDays, BOOKING_MESSAGES, practiceDay, type ApplicantsByReadiness } from '@clinic/contracts';
import { signIn, startTestCore, type TestCore } from '../../test-support';

jest.setTimeout(60_000);

let core: TestCore;
let admin = '';
let fremont = '';

beforeAll(async () => {
  core = await startTestCore();
  admin = await signIn(core, 'admin');
  fremont = (await core.knex('offices').where({ code: 'fremont' }).first('uuid')).uuid;
});
afterAll(() => core.close());

async function call(path: string, body: unknown, token = admin) {
  const res = await fetch(`${core.api}/admin/appointment-slots/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

const lookup = async (emails: string[]) =>
  (await call('admin-lookup-applicants/', { emails })).body.applicants_by_email as Record<string, ApplicantsByReadiness>;
const names = (list: Array<{ first_name: string }>) => list.map((a) => a.first_name);

/** A day of the demo availability (Monday to Saturday in the next 21 days) `n` days ahead or later. */
function demoDay(n: number): string {
  let day = addDays(practiceDay(), n);
  while (new Date(`${day}T12:00:00Z`).getUTCDay() === 0) day = addDays(day, 1);
  return day;
}

describe('admin-lookup-applicants', () => {
  it("sorts each e-mail's applicants by booking readiness, with the spec's tags and reasons", async () => {
    const found = await lookup(['demo.family@example.com', 'demo.pending@example.com', 'DEMO.BOOKED@example.com', 'nobody@example.com']);
    expect(names(found['demo.family@example.com']!.bookable_applicants)).toEqual(['Maria', 'Jose', 'Ana']);
    expect(found['demo.family@example.com']!.bookable_applicants[0]).toMatchObject({ status: 'bookable', ready_for_booking: true, message: 'Ready to Book' });
    expect(found['demo.pending@example.com']!.pending_requirements[0]).toMatchObject({
      first_name: 'Wei',
      status: 'pending_requirements',
      message: 'Missing Requirements',
      ready_for_booking: false,
    });
    expect(found['demo.booked@example.com']!.already_booked[0]).toMatchObject({
      first_name: 'Sara',
      appointment_office: 'Fremont',
      start_time: '11:00',
      end_time: '11:15',
      message: 'Already Booked',
    });
    expect(found['nobody@example.com']).toEqual({ bookable_applicants: [], already_booked: [], pending_requirements: [], pending_i693_form: [] });
  });
});

describe('admin-book', () => {
  it('books the chosen applicants together, the first primary; they then show as already booked', async () => {
    const family = (await lookup(['demo.family@example.com']))['demo.family@example.com']!.bookable_applicants;
    const date = demoDay(2);
    const booked = await call('admin-book/', {
      applicant_uuids: [family[1]!.uuid, family[0]!.uuid],
      office_uuid: fremont,
      appointment_date: date,
      start_time: '12:00',
    });
    expect(booked).toMatchObject({ status: 201, body: { msg: BOOKING_MESSAGES.booked(2) } });
    const primary = await core
      .knex('appointment_applicants')
      .where({ appointment_uuid: booked.body.appointment_uuid, is_primary: true })
      .first('applicant_uuid');
    expect(primary.applicant_uuid).toBe(family[1]!.uuid);

    const after = (await lookup(['demo.family@example.com']))['demo.family@example.com']!;
    expect(names(after.already_booked)).toEqual(['Maria', 'Jose']);
    expect(after.already_booked[0]).toMatchObject({ appointment_date: date, appointment_office: 'Fremont', start_time: '12:00' });
    expect(names(after.bookable_applicants)).toEqual(['Ana']);

    const again = await call('admin-book/', { applicant_uuids: [family[0]!.uuid], office_uuid: fremont, appointment_date: date, start_time: '12:15' });
    expect(again).toMatchObject({ status: 409, body: { error: 'already_booked' } });
    const taken = await call('admin-book/', { applicant_uuids: [family[2]!.uuid], office_uuid: fremont, appointment_date: date, start_time: '12:00' });
    expect(taken).toMatchObject({ status: 409, body: { error: 'SLOT_TAKEN', msg: 'This time slot is not available' } });
  });

  it('refuses an applicant who is not ready, a past day, a day past the 14-day lab window, and non-admins', async () => {
    const omar = (await lookup(['demo.noform@example.com']))['demo.noform@example.com']!.pending_i693_form[0]!;
    expect(
      (await call('admin-book/', { applicant_uuids: [omar.uuid], office_uuid: fremont, appointment_date: demoDay(3), start_time: '11:00' })).body.error,
    ).toBe('NOT_BOOKABLE');

    const ana = (await lookup(['demo.family@example.com']))['demo.family@example.com']!.bookable_applicants.find((a) => a.first_name === 'Ana')!;
    expect(ana.quantiferon_collected_on).toBe(addDays(practiceDay(), -5));
    expect(
      (await call('admin-book/', { applicant_uuids: [ana.uuid], office_uuid: fremont, appointment_date: addDays(practiceDay(), -1), start_time: '11:00' })).body
        .msg,
    ).toBe(BOOKING_MESSAGES.pastDate);
    const late = demoDay(10);
    expect((await call('admin-book/', { applicant_uuids: [ana.uuid], office_uuid: fremont, appointment_date: late, start_time: '11:00' })).body.msg).toBe(
      BOOKING_MESSAGES.afterLabWindow('Ana Lopez', addDays(practiceDay(), 9)),
    );
    expect(
      (
        await call(
          'admin-book/',
          { applicant_uuids: [ana.uuid], office_uuid: fremont, appointment_date: demoDay(3), start_time: '11:00' },
          await signIn(core, 'staff'),
        )
      ).status,
    ).toBe(403);
    expect((await call('admin-book/', { applicant_uuids: [], office_uuid: fremont, appointment_date: demoDay(3), start_time: '11:00' })).body.details).toEqual({
      applicant_uuids: 'Please select at least one applicant.',
    });
  });
});

describe('the calendar: list, postpone, cancel, complete, no-show', () => {
  const get = async (query: string) => {
    const res = await fetch(`${core.api}/admin/appointment-slots/?${query}`, { headers: { authorization: `Bearer ${admin}` } });
    return (await res.json()) as Array<Record<string, any>>;
  };
  const applicationOf = async (applicantUuid: string) =>
    core
      .knex('i693_applications')
      .where({ applicant_uuid: applicantUuid })
      .first('appointment_office', core.knex.raw(`to_char(appointment_date, 'YYYY-MM-DD') as appointment_date`));

  it('moves a whole appointment to a free slot with its I-693 data, refuses a taken one, then cancels it', async () => {
    const ana = (await lookup(['demo.family@example.com']))['demo.family@example.com']!.bookable_applicants.find((a) => a.first_name === 'Ana')!;
    const date = demoDay(4);
    const { body } = await call('admin-book/', { applicant_uuids: [ana.uuid], office_uuid: fremont, appointment_date: date, start_time: '13:00' });
    const uuid = body.appointment_uuid as string;

    const listed = (await get(`office_uuid=${fremont}&start_date=${date}`)).find((a) => a.uuid === uuid)!;
    expect(listed).toMatchObject({
      applicant_name: 'Ana Lopez',
      all_applicant_names: ['Ana Lopez'],
      appointment_date: date,
      start_time: '13:00',
      end_time: '13:15',
      status: 'booked',
      office: 'fremont',
      office_name: 'Fremont',
    });
    // The dialog's way to reach her, her lead and her I-693 application (the text the staff list's search finds it by).
    expect(listed.applicants).toEqual([
      {
        uuid: ana.uuid,
        name: 'Ana Lopez',
        phone: '5105550101',
        email: 'demo.family@example.com',
        lead_email: 'demo.family@example.com',
        i693_count: 1,
        i693_search: 'ana  lopez',
      },
    ]);
    const found = await fetch(`${core.api}/i693-application/?search=${encodeURIComponent(listed.applicants[0].i693_search)}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(((await found.json()) as { results: Array<{ applicant_uuid: string }> }).results.map((a) => a.applicant_uuid)).toEqual([ana.uuid]);

    const hayward = (await core.knex('offices').where({ code: 'hayward' }).first('uuid')).uuid;
    const later = demoDay(5);
    expect(await call(`${uuid}/postpone/`, { new_date: later, new_time: '14:30', new_office_uuid: hayward })).toEqual({
      status: 200,
      body: { msg: 'Appointment postponed successfully' },
    });
    expect(await applicationOf(ana.uuid)).toEqual({ appointment_office: 'hayward', appointment_date: later });
    const taken = await core
      .knex('appointments as p')
      .join('offices as o', 'o.uuid', 'p.office_uuid')
      .where('o.code', 'fremont')
      .whereNot('p.uuid', uuid)
      .first(
        core.knex.raw(`to_char(p.starts_at at time zone o.timezone, 'YYYY-MM-DD') as date, to_char(p.starts_at at time zone o.timezone, 'HH24:MI') as time`),
      );
    expect((await call(`${uuid}/postpone/`, { new_date: taken.date, new_time: taken.time, new_office_uuid: fremont })).body.error).toBe('SLOT_TAKEN');
    expect(await applicationOf(ana.uuid)).toEqual({ appointment_office: 'hayward', appointment_date: later });

    expect(await call(`${uuid}/cancel/`, { reason: 'Cancelled by doctor' })).toEqual({ status: 200, body: { msg: 'Appointment cancelled successfully' } });
    expect(await applicationOf(ana.uuid)).toEqual({ appointment_office: null, appointment_date: null });
    expect((await lookup(['demo.family@example.com']))['demo.family@example.com']!.bookable_applicants.map((a) => a.first_name)).toContain('Ana');
    expect((await call(`${uuid}/cancel/`, {})).status).toBe(409);
    expect((await get(`start_date=${later}`)).find((a) => a.uuid === uuid)).toMatchObject({ status: 'cancelled' });
  });

  it('marks a booked appointment completed or no-show, freeing its applicants to book again', async () => {
    const ana = (await lookup(['demo.family@example.com']))['demo.family@example.com']!.bookable_applicants.find((a) => a.first_name === 'Ana')!;
    const first = await call('admin-book/', { applicant_uuids: [ana.uuid], office_uuid: fremont, appointment_date: demoDay(6), start_time: '11:00' });
    expect(await call(`${first.body.appointment_uuid}/mark_completed/`, {})).toEqual({ status: 200, body: { msg: 'Appointment marked as completed' } });
    const second = await call('admin-book/', { applicant_uuids: [ana.uuid], office_uuid: fremont, appointment_date: demoDay(7), start_time: '11:00' });
    expect(second.status).toBe(201);
    expect((await call(`${second.body.appointment_uuid}/mark_no_show/`, {})).body.msg).toBe('Appointment marked as no-show');
    expect((await call(`${second.body.appointment_uuid}/mark_completed/`, {})).status).toBe(409);
    expect((await call('7b0d8a52-32c4-4f55-9d0e-3f6f4d2a9c11/cancel/', {})).status).toBe(404);
  });
});
