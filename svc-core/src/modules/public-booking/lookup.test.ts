/**
 * Booking another e-mail's applicants: a lookup code sent to that address and typed back lets this
 * booking session (and no other) book them too, into the same family appointment.
 */
import { BOOKING_CODE_TEXTS } from '@clinic/contracts';
import { MAX_WRONG_TRIES } from '../one-time-codes';
import { bookableApplicants, demoDay, demoFamily, officeUuid, startBookingTestCore, type BookingTestCore } from './test-support';

jest.setTimeout(60_000);

let t: BookingTestCore;
let familyToken = '';
let friends: string[] = [];
const FRIENDS = 'friends@example.com';

beforeAll(async () => {
  t = await startBookingTestCore();
  familyToken = await t.bookingToken('demo.family@example.com');
  friends = await bookableApplicants(t.core, FRIENDS, 2);
  await t.core.knex('applicants').where({ uuid: friends[1] }).update({ is_tb_positive: true, is_xray_normal: false });
});
afterAll(() => t.close());

const askLookup = (lookup_email: string, token = familyToken) => t.call('POST', '/booking/lookup-request-otp/', { token, body: { lookup_email } });
const verifyLookup = (lookup_email: string, otp_code: string, token = familyToken) =>
  t.call('POST', '/booking/lookup-verify-otp/', { token, body: { lookup_email, otp_code } });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

it('needs a booking token', async () => {
  expect((await t.call('POST', '/booking/lookup-request-otp/', { body: { lookup_email: FRIENDS } })).status).toBe(401);
});

it('sends no code to an address without applicants', async () => {
  expect(await askLookup('nobody@example.com')).toMatchObject({ status: 404, body: { msg: 'No applicants found for this email address' } });
  expect(t.notify.messages.filter((m) => m.message.to === 'nobody@example.com')).toEqual([]);
});

it("adds the other e-mail's applicants to this session once its code is typed back, and to no other session", async () => {
  const fremont = await officeUuid(t.core.knex, 'fremont');
  const { maria } = await demoFamily(t.core.knex);
  const booking = { office_uuid: fremont, appointment_date: demoDay(2), start_time: '14:00' };
  expect(await t.call('POST', '/booking/book/', { token: familyToken, body: { ...booking, applicant_uuids: [maria, friends[0]] } })).toMatchObject({
    status: 403,
  });

  expect(await askLookup(' Friends@Example.com')).toMatchObject({
    status: 200,
    body: { success: true, lookup_email: FRIENDS, expires_in_minutes: 10, message: `A verification code has been sent to ${FRIENDS}.` },
  });
  const mail = t.notify.messages.filter((m) => m.message.to === FRIENDS).at(-1)!.message;
  expect(mail.text).toContain('demo.family@example.com asked to book the applicants of this e-mail address');

  expect(await verifyLookup(FRIENDS, wrong(t.lastCodeTo(FRIENDS)))).toMatchObject({ status: 400, body: { msg: 'Invalid verification code' } });
  const found = await verifyLookup(FRIENDS, t.lastCodeTo(FRIENDS));
  expect(found).toMatchObject({
    status: 200,
    body: {
      success: true,
      lookup_email: FRIENDS,
      email: 'demo.family@example.com',
      total_bookable: 1,
      total_pending: 1,
      summary: { ready_to_book: 1, pending_requirements: 1, pending_i693_form: 0, already_booked: 0 },
      pending_requirements: [{ uuid: friends[1], reason: 'X-ray required' }],
      already_booked: [],
      pending_i693_form: [],
      message: `Applicants of ${FRIENDS} have been added to your booking session.`,
    },
  });
  expect(found.body.ready_applicants).toEqual(found.body.bookable_applicants);
  expect(found.body.bookable_applicants.map((a: { uuid: string }) => a.uuid)).toEqual([friends[0]]);
  expect(found.body.expires_in_minutes).toBeGreaterThan(55);

  const otherSession = await t.bookingToken('demo.family@example.com');
  expect((await t.call('POST', '/booking/book/', { token: otherSession, body: { ...booking, applicant_uuids: [maria, friends[0]] } })).status).toBe(403);
  const booked = await t.call('POST', '/booking/book/', { token: familyToken, body: { ...booking, applicant_uuids: [maria, friends[0]] } });
  expect(booked).toMatchObject({
    status: 201,
    body: {
      appointment: {
        total_applicants: 2,
        applicants: [
          { uuid: maria, is_primary: true },
          { uuid: friends[0], can_remove: true },
        ],
      },
    },
  });
});

it(`locks a lookup code after ${MAX_WRONG_TRIES} wrong tries`, async () => {
  const [other] = await bookableApplicants(t.core, 'cousins@example.com', 1);
  expect(other).toBeDefined();
  await askLookup('cousins@example.com');
  const code = t.lastCodeTo('cousins@example.com');
  for (let i = 0; i < MAX_WRONG_TRIES; i += 1) expect((await verifyLookup('cousins@example.com', wrong(code))).status).toBe(400);
  const locked = await verifyLookup('cousins@example.com', code);
  expect(locked).toMatchObject({ status: 429, body: { msg: 'Too many attempts. Please try again later' } });
  expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
});

it("writes the lookup code e-mail in the page's language, greeting that address's lead and naming who asked", async () => {
  await bookableApplicants(t.core, 'primos@example.com', 1);
  expect(
    (await t.call('POST', '/booking/lookup-request-otp/', { token: familyToken, body: { lookup_email: 'primos@example.com', language: 'es' } })).status,
  ).toBe(200);
  const mail = t.notify.messages.filter((m) => m.message.to === 'primos@example.com').at(-1)!.message;
  expect(mail.text).toContain(BOOKING_CODE_TEXTS.es.greeting('Person1'));
  expect(mail.text).toContain('demo.family@example.com pidió incluir a los solicitantes de esta dirección de correo electrónico');
  expect(mail.html).toContain('<span dir="ltr">demo.family@example.com</span>');
});
