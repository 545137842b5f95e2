/**
 * The confirmation e-mails of a public booking, in the dev outbox of a real svc-notify: one per
 * address, each with a personal link `/booking/{code}` that opens that booking without a new code
 * (only its hash is stored), and stops working with the appointment.
 */
import type { OutboxEntry } from '@clinic/contracts';
import { demoDay, demoFamily, officeUuid, startSyncTestStack, type SyncTestStack } from '../calendar-sync/test-support';

jest.setTimeout(120_000);

let stack: SyncTestStack;
let family: { maria: string; jose: string; ana: string };
let token = '';
let fremont = '';

/** The newest outbox entry to `to` that passes `test`, waiting for svc-notify to take it. */
async function mailTo(to: string, test: (m: OutboxEntry) => boolean): Promise<OutboxEntry> {
  for (let tries = 0; tries < 100; tries += 1) {
    const found = (await stack.outbox(to)).find(test);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no matching e-mail to ${to}`);
}

const LINK = /http:\/\/clinic\.test\/booking\/([A-Za-z0-9_-]{43})/;
const textOf = (mail: OutboxEntry) => mail.text ?? '';
const codeIn = (mail: OutboxEntry) => LINK.exec(textOf(mail))![1]!;

beforeAll(async () => {
  stack = await startSyncTestStack();
  family = await demoFamily(stack.knex);
  fremont = await officeUuid(stack.knex, 'fremont');
  await stack.knex('applicants').where({ uuid: family.jose }).update({ email: 'jose.lopez@example.com' });
  expect((await stack.post('/booking/request-otp/', { email: 'demo.family@example.com' }, '')).status).toBe(200);
  const codeMail = await mailTo('demo.family@example.com', (m) => /verification code is \d{6}/.test(textOf(m)));
  const verified = await stack.post(
    '/booking/verify-otp/',
    { email: 'demo.family@example.com', otp_code: /verification code is (\d{6})/.exec(textOf(codeMail))![1] },
    '',
  );
  token = verified.body.access_token;
});
afterAll(() => stack.close());

it('e-mails each address its own personal link, which opens the booking with a booking token for the family', async () => {
  const date = demoDay(2);
  const booked = await stack.post(
    '/booking/book/',
    { applicant_uuids: [family.maria, family.jose], office_uuid: fremont, appointment_date: date, start_time: '15:00' },
    token,
  );
  expect(booked.status).toBe(201);
  const uuid = booked.body.appointment_uuid as string;

  const isBooking = (m: OutboxEntry) => m.subject === 'Your appointment is booked' && LINK.test(textOf(m));
  const toFamily = await mailTo('demo.family@example.com', isBooking);
  const toJose = await mailTo('jose.lopez@example.com', isBooking);
  expect(textOf(toFamily)).toContain('Maria Lopez');
  expect(textOf(toFamily)).toContain('Fremont');
  expect(textOf(toFamily)).toContain('To see your booking or change who comes, open your personal link (do not share it):');
  expect(toFamily.html).toContain(`href="http://clinic.test/booking/${codeIn(toFamily)}"`);
  expect(codeIn(toJose)).not.toBe(codeIn(toFamily));

  const stored = await stack.knex('booking_links').where({ appointment_uuid: uuid });
  expect(stored).toHaveLength(2);
  expect(JSON.stringify(stored)).not.toContain(codeIn(toFamily));

  const opened = await stack.get(`/booking/${codeIn(toJose)}/`, '');
  expect(opened).toMatchObject({
    status: 200,
    body: {
      uuid,
      appointment_date: date,
      start_time: '15:00',
      office: 'Fremont',
      total_applicants: 2,
      email: 'demo.family@example.com',
      message: 'Your appointment details have been loaded successfully.',
    },
  });
  expect(opened.body.applicants.map((a: { first_name: string }) => a.first_name)).toEqual(['Maria', 'Jose']);
  const viaLink = await stack.get(`/booking/my-booking-data/?booking=${uuid}`, opened.body.access_token);
  expect(viaLink.body).toMatchObject({ mode: 'appointment_editing', booking: { uuid } });

  const slots = await stack.get(`/booking/${codeIn(toFamily)}/availability/?office_uuid=${fremont}&start_date=${date}&end_date=${date}`, '');
  expect(Object.keys(slots.body)).toEqual(['Fremont']);
  expect(slots.body.Fremont.dates[date].find((s: { start_time: string }) => s.start_time === '15:00').is_available).toBe(false);

  const more = await stack.post(
    `/booking/${codeIn(toFamily)}/book/`,
    { applicant_uuids: [family.ana], office_uuid: fremont, appointment_date: date, start_time: '15:15' },
    '',
  );
  expect(more).toMatchObject({ status: 201, body: { appointment: { start_time: '15:15', applicants: [{ first_name: 'Ana', is_primary: true }] } } });
  expect(
    (
      await stack.post(
        `/booking/${codeIn(toFamily)}/book/`,
        { applicant_uuids: [family.ana], office_uuid: fremont, appointment_date: date, start_time: '15:30' },
        '',
      )
    ).body.error,
  ).toBe('already_booked');

  expect((await stack.post(`/admin/appointment-slots/${uuid}/cancel/`, { reason: 'Cancelled by doctor' })).status).toBe(200);
  expect(await stack.get(`/booking/${codeIn(toFamily)}/`, '')).toMatchObject({ status: 404, body: { msg: 'This booking link is no longer valid.' } });
  expect((await stack.get(`/booking/${codeIn(toFamily)}/availability/`, '')).status).toBe(404);
});

it('opens nothing with an unknown or malformed code', async () => {
  expect(await stack.get(`/booking/${'A'.repeat(43)}/`, '')).toMatchObject({ status: 404, body: { msg: 'This booking link is no longer valid.' } });
  expect((await stack.get('/booking/short/', '')).status).toBe(404);
  expect((await stack.post(`/booking/${'A'.repeat(43)}/book/`, { applicant_uuids: [family.ana] }, '')).status).toBe(404);
});
