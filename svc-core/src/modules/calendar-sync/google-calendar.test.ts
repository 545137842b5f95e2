/**
 * The Google Calendar adapter through Google's own client, against a local fake of the token
 * endpoint and the events API: each change writes the one event of the appointment, a failing API
 * is retried with backoff and logged at every attempt, and no log row claims an event it did not write.
 */
import { ConfigError } from '@clinic/server-kit';
import { eventIdOf } from './google-calendar';
import { googleCalendarSettings } from './settings';
import { demoDay, demoFamily, FAKE_CALENDARS, officeUuid, startFakeGoogle, startSyncTestStack, type FakeGoogle, type SyncTestStack } from './test-support';

jest.setTimeout(120_000);

let google: FakeGoogle;
let stack: SyncTestStack;
let offices: Record<'fremont' | 'oakland' | 'tracy', string>;
let family: Awaited<ReturnType<typeof demoFamily>>;

beforeAll(async () => {
  google = await startFakeGoogle();
  stack = await startSyncTestStack({ googleEnv: google.env, policy: { attempts: 3, backoffMs: 10 } });
  offices = {
    fremont: await officeUuid(stack.knex, 'fremont'),
    oakland: await officeUuid(stack.knex, 'oakland'),
    tracy: await officeUuid(stack.knex, 'tracy'),
  };
  family = await demoFamily(stack.knex);
});
afterAll(async () => {
  await stack?.close();
  await google?.close();
});

/** Every calendar log row of one appointment, oldest first. */
const logsOf = (appointment: string) =>
  stack
    .knex('calendar_logs')
    .where({ appointment_uuid: appointment })
    .orderBy([{ column: 'created_on' }, { column: 'attempt' }])
    .select('action', 'status', 'attempt', 'google_event_id', 'error_message');

async function book(applicants: string[], office: string, date: string, time: string): Promise<string> {
  const booked = await stack.post('/admin/appointment-slots/admin-book/', {
    applicant_uuids: applicants,
    office_uuid: office,
    appointment_date: date,
    start_time: time,
  });
  expect(booked.status).toBe(201);
  await stack.calendarSync.settled();
  return booked.body.appointment_uuid as string;
}

describe('with Google Calendar configured', () => {
  let appointment = '';
  let eventId = '';
  const eventIn = (calendar: string) => google.events.get(`${calendar}/${eventId}`);

  it("writes a booking as an event of the office's calendar and logs its id", async () => {
    appointment = await book([family.maria], offices.fremont, demoDay(2), '12:00');
    eventId = eventIdOf(appointment);
    const starts = (await stack.knex('appointments').where({ uuid: appointment }).first('starts_at', 'ends_at')) as { starts_at: Date; ends_at: Date };
    expect(eventIn(FAKE_CALENDARS.fremont)).toMatchObject({
      deleted: false,
      body: {
        id: eventId,
        summary: 'Maria Lopez',
        status: 'confirmed',
        start: { dateTime: starts.starts_at.toISOString(), timeZone: 'America/Los_Angeles' },
        end: { dateTime: starts.ends_at.toISOString(), timeZone: 'America/Los_Angeles' },
        location: expect.stringContaining('Fremont'),
      },
    });
    expect(await logsOf(appointment)).toEqual([{ action: 'created', status: 'success', attempt: 1, google_event_id: eventId, error_message: null }]);
    const [shown] = (await stack.logs(`?office_uuid=${offices.fremont}`)).results;
    expect(shown).toMatchObject({ action: 'created', status: 'success', google_event_id: eventId, patient_name: 'Maria Lopez' });
  });

  it('updates that same event when the applicants change', async () => {
    await stack.knex('appointment_applicants').insert({ appointment_uuid: appointment, applicant_uuid: family.ana, is_primary: false });
    await stack.calendarSync.enqueue(appointment, 'updated');
    await stack.calendarSync.settled();
    expect(google.calls.slice(-1)).toEqual([`PUT ${FAKE_CALENDARS.fremont}/${eventId}`]);
    expect(eventIn(FAKE_CALENDARS.fremont)?.body.summary).toBe('Maria Lopez +1 others');
    expect((await logsOf(appointment)).at(-1)).toEqual({ action: 'updated', status: 'success', attempt: 1, google_event_id: eventId, error_message: null });
  });

  it("moves the event to the new office's calendar when the appointment is postponed there", async () => {
    const moved = await stack.post(`/admin/appointment-slots/${appointment}/postpone/`, {
      new_date: demoDay(4),
      new_time: '14:30',
      new_office_uuid: offices.oakland,
    });
    expect(moved.status).toBe(200);
    await stack.calendarSync.settled();
    expect(eventIn(FAKE_CALENDARS.fremont)?.deleted).toBe(true);
    expect(eventIn(FAKE_CALENDARS.oakland)).toMatchObject({ deleted: false, body: { location: expect.stringContaining('Oakland') } });
    expect((await logsOf(appointment)).at(-1)).toMatchObject({ action: 'rescheduled', status: 'success', google_event_id: eventId });
  });

  it('deletes the event when the appointment is cancelled', async () => {
    const cancelled = await stack.post(`/admin/appointment-slots/${appointment}/cancel/`, { reason: 'Cancelled by doctor' });
    expect(cancelled.status).toBe(200);
    await stack.calendarSync.settled();
    expect(google.calls.at(-1)).toBe(`DELETE ${FAKE_CALENDARS.oakland}/${eventId}`);
    expect(eventIn(FAKE_CALENDARS.oakland)?.deleted).toBe(true);
    expect((await logsOf(appointment)).at(-1)).toMatchObject({ action: 'cancelled', status: 'success', google_event_id: eventId });
  });

  it('logs an office without a Google calendar as synced to its ICS feed only, with no event id', async () => {
    const calls = google.calls.length;
    const tracy = await book([family.jose], offices.tracy, demoDay(2), '13:00');
    expect(google.calls.length).toBe(calls);
    expect(await logsOf(tracy)).toEqual([{ action: 'created', status: 'success', attempt: 1, google_event_id: null, error_message: null }]);
  });

  it('retries a failing API with backoff, logging retry at each attempt and failed at the last; the booking stands', async () => {
    google.failing = true;
    try {
      const failing = await book([family.maria], offices.fremont, demoDay(3), '15:00');
      expect(await logsOf(failing)).toEqual([
        { action: 'created', status: 'retry', attempt: 1, google_event_id: null, error_message: 'The service is currently unavailable.' },
        { action: 'created', status: 'retry', attempt: 2, google_event_id: null, error_message: 'The service is currently unavailable.' },
        { action: 'created', status: 'failed', attempt: 3, google_event_id: null, error_message: 'The service is currently unavailable.' },
      ]);
      expect(await stack.knex('appointments').where({ uuid: failing }).first('status')).toEqual({ status: 'booked' });
      const failed = await stack.logs(`?office_uuid=${offices.fremont}&status=failed&days=30`);
      expect(failed.results.map((r) => [r.status, r.google_event_id, r.error_message])).toEqual([['failed', null, 'The service is currently unavailable.']]);
    } finally {
      google.failing = false;
    }
  });
});

describe('Google Calendar settings', () => {
  const account = JSON.stringify({
    client_email: 'sync@example.iam.gserviceaccount.com',
    private_key: '-----BEGIN PRIVATE KEY-----\\nabc\\n-----END PRIVATE KEY-----\\n',
  });

  it('is off when neither variable is set', () => {
    expect(googleCalendarSettings({})).toBeUndefined();
  });

  it('reads the key file and the calendar of each office, with Google as the default API and token addresses', () => {
    expect(googleCalendarSettings({ GOOGLE_SERVICE_ACCOUNT_JSON: account, GOOGLE_CALENDAR_IDS: '{"fremont":"f@group.calendar.google.com"}' })).toEqual({
      clientEmail: 'sync@example.iam.gserviceaccount.com',
      privateKey: '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----\n',
      tokenUri: 'https://oauth2.googleapis.com/token',
      calendarIds: { fremont: 'f@group.calendar.google.com' },
      apiRootUrl: 'https://www.googleapis.com/',
    });
  });

  it.each([
    ['only the key file', { GOOGLE_SERVICE_ACCOUNT_JSON: account }],
    ['only the calendars', { GOOGLE_CALENDAR_IDS: '{"fremont":"f"}' }],
    ['a key file that is not JSON', { GOOGLE_SERVICE_ACCOUNT_JSON: 'key.json', GOOGLE_CALENDAR_IDS: '{"fremont":"f"}' }],
    ['a key file without its private key', { GOOGLE_SERVICE_ACCOUNT_JSON: '{"client_email":"a@b.co"}', GOOGLE_CALENDAR_IDS: '{"fremont":"f"}' }],
    ['no calendar', { GOOGLE_SERVICE_ACCOUNT_JSON: account, GOOGLE_CALENDAR_IDS: '{}' }],
    ['a relative API address', { GOOGLE_SERVICE_ACCOUNT_JSON: account, GOOGLE_CALENDAR_IDS: '{"fremont":"f"}', GOOGLE_CALENDAR_API_URL: 'calendar' }],
  ])('refuses to start with %s', (_name, env) => {
    expect(() => googleCalendarSettings(env)).toThrow(ConfigError);
  });
});
