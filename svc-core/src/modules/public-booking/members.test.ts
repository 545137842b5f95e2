/**
 * Edit mode: applicants join and leave a booked appointment, with every error code of the spec, the
 * family cap (BOOKING_MAX_APPLICANTS, 3 here) held even by simultaneous additions, and the newcomer's
 * confirmation e-mail.
 */
import { signToken } from '@clinic/server-kit';
import { signIn } from '../../test-support';
import { bookableApplicants, demoDay, demoFamily, officeUuid, startBookingTestCore, type BookingTestCore } from './test-support';

jest.setTimeout(60_000);

let t: BookingTestCore;
let family: { maria: string; jose: string; ana: string };
let token = '';
let fremont = '';
const previousCap = process.env.BOOKING_MAX_APPLICANTS;

beforeAll(async () => {
  process.env.BOOKING_MAX_APPLICANTS = '3';
  t = await startBookingTestCore();
  family = await demoFamily(t.core.knex);
  token = await t.bookingToken('demo.family@example.com');
  fremont = await officeUuid(t.core.knex, 'fremont');
});
afterAll(async () => {
  if (previousCap === undefined) delete process.env.BOOKING_MAX_APPLICANTS;
  else process.env.BOOKING_MAX_APPLICANTS = previousCap;
  await t.close();
});

const add = (appointment: string, applicant_uuid: string, as = token) =>
  t.call('POST', `/booking/${appointment}/add-applicant/`, { token: as, body: { applicant_uuid } });
const remove = (appointment: string, applicant_uuid: string, as = token) =>
  t.call('POST', `/booking/${appointment}/remove-applicant/`, { token: as, body: { applicant_uuid } });
const book = async (applicantUuids: string[], startTime: string, as = token) => {
  const booked = await t.call('POST', '/booking/book/', {
    token: as,
    body: { applicant_uuids: applicantUuids, office_uuid: fremont, appointment_date: demoDay(3), start_time: startTime },
  });
  expect(booked.status).toBe(201);
  return booked.body.appointment_uuid as string;
};
const names = (appointment: { applicants: Array<{ first_name: string }> }) => appointment.applicants.map((a) => a.first_name);

it('adds and removes applicants with the spec error codes; the primary stays; a removed applicant can book again', async () => {
  const appointment = await book([family.maria, family.jose], '13:00');
  const sentBefore = t.notify.messages.length;

  const added = await add(appointment, family.ana);
  expect(added).toMatchObject({
    status: 200,
    body: { success: true, message: 'The applicant has been added to the appointment.', appointment: { total_applicants: 3 } },
  });
  expect(names(added.body.appointment)).toEqual(['Maria', 'Jose', 'Ana']);
  const told = t.notify.messages.slice(sentBefore).map((m) => m.message);
  expect(told.map((m) => [m.to, m.subject])).toEqual([['demo.family@example.com', 'Your appointment is booked']]);
  expect(told[0]!.text).toContain('Maria Lopez, Jose Lopez, Ana Lopez');
  expect(told[0]!.text).toMatch(/http:\/\/clinic\.test\/booking\/[A-Za-z0-9_-]{43}/);
  expect(await t.core.knex('i693_applications').where({ applicant_uuid: family.ana }).first('appointment_office')).toEqual({ appointment_office: 'fremont' });

  expect(await add(appointment, family.ana)).toMatchObject({
    status: 409,
    body: { error: 'already_added', msg: 'This applicant is already in the appointment' },
  });
  expect(await remove(appointment, family.maria)).toMatchObject({
    status: 400,
    body: { error: 'cannot_remove_primary', msg: 'Cannot remove the primary applicant from the appointment' },
  });
  const omar = (await t.core.knex('applicants').where({ first_name: 'Omar' }).first('uuid')).uuid as string;
  expect(await remove(appointment, omar)).toMatchObject({
    status: 409,
    body: { error: 'applicant_not_in_appointment', msg: 'This applicant is not in the appointment' },
  });
  expect(await add(appointment, omar)).toMatchObject({ status: 403, body: { error: 'not_reachable' } });

  const removed = await remove(appointment, family.jose);
  expect(removed).toMatchObject({
    status: 200,
    body: { message: 'The applicant has been removed from the appointment.', appointment: { total_applicants: 2 } },
  });
  expect(names(removed.body.appointment)).toEqual(['Maria', 'Ana']);
  expect(await t.core.knex('i693_applications').where({ applicant_uuid: family.jose }).first('appointment_office', 'appointment_date')).toEqual({
    appointment_office: null,
    appointment_date: null,
  });

  await book([family.jose], '14:00');
  expect(await add(appointment, family.jose)).toMatchObject({
    status: 409,
    body: { error: 'already_booked', msg: 'This applicant already has another appointment' },
  });
});

it('holds the cap, even when two additions race for the last place', async () => {
  const friends = await bookableApplicants(t.core, 'friends@example.com', 4);
  const friendsToken = await signToken('booking', { sub: 'friends@example.com' }, { key: t.core.keys.signingKey, ttlSeconds: 600 });
  const appointment = await book([friends[0]!], '15:00', friendsToken);
  expect((await add(appointment, friends[1]!, friendsToken)).status).toBe(200);

  const raced = await Promise.all([add(appointment, friends[2]!, friendsToken), add(appointment, friends[3]!, friendsToken)]);
  expect(raced.map((r) => r.status).sort()).toEqual([200, 400]);
  expect(raced.find((r) => r.status === 400)!.body).toMatchObject({ error: 'too_many_applicants', msg: 'Maximum 3 applicants allowed per appointment' });
  expect(await t.core.knex('appointment_applicants').where({ appointment_uuid: appointment })).toHaveLength(3);
});

it("hides another e-mail's appointment: adding or removing there is 404", async () => {
  const sara = (await t.core.knex('appointments').where({ source: 'staff' }).first('uuid')).uuid as string;
  expect(await add(sara, family.ana)).toMatchObject({ status: 404, body: { msg: 'This appointment was not found.' } });
  expect(await remove(sara, family.ana)).toMatchObject({ status: 404 });
  expect((await add('not-a-uuid', family.ana)).status).toBe(404);
  expect((await add(sara, family.ana, await signIn(t.core, 'admin'))).status).toBe(401);
});
