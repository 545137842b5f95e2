/**
 * Calendar sync without Google (the ICS feeds are the calendars): every booking, move and cancellation
 * is logged and e-mailed to the client in their language; the logs and their summary for admins; the
 * offices' secret ICS feeds.
 */
import { CALENDAR_LOG_PAGE_SIZE, type CalendarLogSummary } from '@clinic/contracts';
import { signIn, startFakeNotify, startTestCore } from '../../test-support';
import { demoDay, demoFamily, officeUuid, startSyncTestStack, type SyncTestStack } from './test-support';

jest.setTimeout(120_000);

let stack: SyncTestStack;
let fremont: string;
let oakland: string;
let modesto: string;

beforeAll(async () => {
  stack = await startSyncTestStack();
  fremont = await officeUuid(stack.knex, 'fremont');
  oakland = await officeUuid(stack.knex, 'oakland');
  modesto = await officeUuid(stack.knex, 'modesto');
});
afterAll(() => stack?.close());

const isErrorShape = (body: unknown) => expect(body).toEqual(expect.objectContaining({ error: expect.any(String), msg: expect.any(String) }));

describe('GET /admin/calendar-logs and /admin/calendar-logs/summary/', () => {
  /** Rows of an office no other test books at, `daysAgo` old. */
  async function seedLogs(rows: Array<{ daysAgo: number; status: string; action: string; patient?: string }>) {
    await stack.knex('calendar_logs').insert(
      rows.map((row, i) => ({
        created_on: stack.knex.raw(`now() - make_interval(days => ?) - make_interval(secs => ?)`, [row.daysAgo, i]),
        office_uuid: modesto,
        office_name: 'Modesto',
        patient_name: row.patient ?? `Patient ${i}`,
        appointment_date: '2030-01-02',
        appointment_time: '11:00',
        action: row.action,
        status: row.status,
        error_message: row.status === 'success' ? null : 'Calendar unavailable',
        attempt: 1,
      })),
    );
  }

  beforeAll(async () => {
    await seedLogs([
      ...Array.from({ length: 20 }, () => ({ daysAgo: 1, status: 'success', action: 'created' })),
      { daysAgo: 2, status: 'retry', action: 'rescheduled' },
      { daysAgo: 2, status: 'failed', action: 'rescheduled' },
      { daysAgo: 3, status: 'success', action: 'updated' },
      { daysAgo: 4, status: 'failed', action: 'cancelled' },
      { daysAgo: 5, status: 'success', action: 'cancelled', patient: 'Oldest Of The Week' },
      { daysAgo: 10, status: 'success', action: 'created', patient: 'Ten Days Ago' },
      { daysAgo: 20, status: 'failed', action: 'created', patient: 'Twenty Days Ago' },
    ]);
  });

  it('lists the last 7 days by default, newest first, 20 a page with a link to the next', async () => {
    const first = await stack.logs(`?office_uuid=${modesto}`);
    expect(first.count).toBe(25);
    expect(first.results).toHaveLength(CALENDAR_LOG_PAGE_SIZE);
    expect(first.previous).toBeNull();
    expect(first.next).toContain('page=2');
    expect(first.next).toContain('days=7');
    expect(first.results[0]).toEqual({
      uuid: expect.any(String),
      created_on: expect.any(String),
      patient_name: 'Patient 0',
      office_name: 'Modesto',
      appointment_date: '2030-01-02',
      appointment_time: '11:00',
      action: 'created',
      status: 'success',
      google_event_id: null,
      error_message: null,
    });
    const second = await stack.logs(`?office_uuid=${modesto}&page=2`);
    expect(second.results.map((r) => r.patient_name).at(-1)).toBe('Oldest Of The Week');
    expect(second.results).toHaveLength(5);
    expect(second.next).toBeNull();
  });

  it('widens the window with days and filters by status and action', async () => {
    expect((await stack.logs(`?office_uuid=${modesto}&days=14`)).count).toBe(26);
    expect((await stack.logs(`?office_uuid=${modesto}&days=30`)).count).toBe(27);
    expect((await stack.logs(`?office_uuid=${modesto}&days=3`)).count).toBe(22);
    const failed = await stack.logs(`?office_uuid=${modesto}&days=30&status=failed`);
    expect(failed.results.map((r) => [r.action, r.error_message])).toEqual([
      ['rescheduled', 'Calendar unavailable'],
      ['cancelled', 'Calendar unavailable'],
      ['created', 'Calendar unavailable'],
    ]);
    const cancelled = await stack.logs(`?office_uuid=${modesto}&action=cancelled`);
    expect(cancelled.results.map((r) => r.status)).toEqual(['failed', 'success']);
  });

  it('orders oldest first with ordering=created_on', async () => {
    const page = await stack.logs(`?office_uuid=${modesto}&days=30&ordering=created_on`);
    expect(page.results[0]!.patient_name).toBe('Twenty Days Ago');
  });

  it('sums the window: all attempts, successes, final failures and the three actions', async () => {
    const week = await stack.get(`/admin/calendar-logs/summary/?office_uuid=${modesto}`);
    expect(week.status).toBe(200);
    expect(week.body).toEqual<CalendarLogSummary>({
      total_events: 25,
      successful_events: 22,
      failed_events: 2,
      actions: { created: 20, updated: 3, cancelled: 2 },
    });
    const month = await stack.get(`/admin/calendar-logs/summary/?office_uuid=${modesto}&days=30`);
    expect(month.body).toEqual<CalendarLogSummary>({
      total_events: 27,
      successful_events: 23,
      failed_events: 3,
      actions: { created: 22, updated: 3, cancelled: 2 },
    });
  });

  it.each([
    ['days=5', 'days must be 3, 7, 14 or 30'],
    ['days=week', 'days must be 3, 7, 14 or 30'],
    ['status=pending', 'status must be success, failed or retry'],
    ['action=moved', 'action must be created, updated, cancelled or rescheduled'],
    ['office_uuid=fremont', 'office_uuid must be an office id'],
    ['ordering=patient_name', 'ordering must be -created_on or created_on'],
    ['page=0', undefined],
  ])('refuses %s with 400 and the error shape', async (query, message) => {
    const answer = await stack.get(`/admin/calendar-logs?${query}`);
    expect(answer.status).toBe(400);
    isErrorShape(answer.body);
    if (message) expect(JSON.stringify(answer.body)).toContain(message);
  });

  it.each(['days=1', 'office_uuid=1'])('refuses a summary of %s with 400', async (query) => {
    const answer = await stack.get(`/admin/calendar-logs/summary/?${query}`);
    expect(answer.status).toBe(400);
    isErrorShape(answer.body);
  });

  it.each(['/admin/calendar-logs', '/admin/calendar-logs/summary/', `/admin/offices/00000000-0000-0000-0000-000000000000/ics-url/`])(
    'answers %s to admins only (401 anonymous, 403 staff)',
    async (path) => {
      const anonymous = await stack.get(path, '');
      expect(anonymous.status).toBe(401);
      isErrorShape(anonymous.body);
      const staff = await stack.get(path, stack.staff);
      expect(staff.status).toBe(403);
      isErrorShape(staff.body);
    },
  );
});

describe('an appointment booked, moved and cancelled by staff', () => {
  let appointment = '';
  const firstDay = demoDay(3);
  const secondDay = demoDay(5);
  const fremontLogs = async () => (await stack.logs(`?office_uuid=${fremont}`)).results;
  const feedOf = async (office: string) => {
    const { body } = await stack.get(`/admin/offices/${office}/ics-url/`);
    const { pathname } = new URL((body as { url: string }).url);
    return stack.get(pathname.replace('/api/v1', ''), '');
  };

  beforeAll(async () => {
    const family = await demoFamily(stack.knex);
    // Maria writes in Spanish; Jose has an address of his own and reads Arabic; Ana shares the family address.
    await stack.knex('applicants').where({ uuid: family.maria }).update({ preferred_language: 'Spanish' });
    await stack.knex('applicants').where({ uuid: family.jose }).update({ email: 'jose.lopez@example.com', preferred_language: 'Arabic' });
    const booked = await stack.post('/admin/appointment-slots/admin-book/', {
      applicant_uuids: [family.maria, family.jose, family.ana],
      office_uuid: fremont,
      appointment_date: firstDay,
      start_time: '12:00',
    });
    expect(booked.status).toBe(201);
    appointment = booked.body.appointment_uuid;
    await stack.calendarSync.settled();
  });

  it('logs the booking once, as a success that claims no Google event', async () => {
    const logs = (await fremontLogs()).filter((log) => log.patient_name?.startsWith('Maria'));
    expect(logs).toEqual([
      expect.objectContaining({
        patient_name: 'Maria Lopez +2 others',
        office_name: 'Fremont',
        appointment_date: firstDay,
        appointment_time: '12:00',
        action: 'created',
        status: 'success',
        google_event_id: null,
        error_message: null,
      }),
    ]);
  });

  it("e-mails each address once, in its people's language, with the date, time, office and address", async () => {
    const office = await stack.knex('offices').where({ uuid: fremont }).first('address');
    const [family, ...moreFamily] = await stack.outbox('demo.family@example.com');
    expect(moreFamily.filter((m) => m.subject === family!.subject)).toEqual([]);
    expect(family).toMatchObject({ channel: 'email', subject: 'Su cita está reservada' });
    expect(family!.text).toContain('Su cita para el examen médico de inmigración está reservada.');
    expect(family!.text).toContain('Hora: 12:00');
    expect(family!.text).toContain('Fremont');
    expect(family!.text).toContain(office.address);
    expect(family!.text).toContain('Maria Lopez, Ana Lopez');
    expect(family!.text).not.toContain('Jose');
    const [jose] = await stack.outbox('jose.lopez@example.com');
    expect(jose).toMatchObject({ subject: 'تم حجز موعدك' });
    expect(jose!.html).toContain('dir="rtl"');
    expect(jose!.text).toContain('Jose Lopez');
  });

  it("lists the appointment in its office's ICS feed only", async () => {
    const feed = await feedOf(fremont);
    expect(feed.status).toBe(200);
    expect(feed.type).toContain('text/calendar');
    expect(feed.text).toContain('BEGIN:VCALENDAR');
    expect(feed.text).toContain('X-WR-TIMEZONE:America/Los_Angeles');
    expect(feed.text).toContain(`UID:${appointment}@appointments`);
    expect(feed.text).toContain('SUMMARY:Maria Lopez +2 others');
    const starts = (await stack.knex('appointments').where({ uuid: appointment }).first('starts_at')).starts_at as Date;
    expect(feed.text).toContain(
      `DTSTART:${starts
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '')}`,
    );
    expect((await feedOf(oakland)).text).not.toContain(appointment);
  });

  it('refuses a feed token it did not make with 404', async () => {
    const { body } = await stack.get(`/admin/offices/${fremont}/ics-url/`);
    const token = /\/calendar\/ics\/([^/]+)\.ics$/.exec((body as { url: string }).url)![1]!;
    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const path of [`/calendar/ics/${forged}.ics`, '/calendar/ics/not-a-token.ics', `/calendar/ics/${fremont}.ics`]) {
      const answer = await stack.get(path, '');
      expect(answer.status).toBe(404);
      isErrorShape(answer.body);
      expect(answer.text).not.toContain('Maria');
    }
    expect((await stack.get(`/admin/offices/00000000-0000-0000-0000-000000000000/ics-url/`)).status).toBe(404);
  });

  it('logs and e-mails the move to another day', async () => {
    const moved = await stack.post(`/admin/appointment-slots/${appointment}/postpone/`, { new_date: secondDay, new_time: '13:00' });
    expect(moved.status).toBe(200);
    await stack.calendarSync.settled();
    expect((await fremontLogs())[0]).toMatchObject({
      action: 'rescheduled',
      status: 'success',
      appointment_date: secondDay,
      appointment_time: '13:00',
      google_event_id: null,
    });
    const [latest] = await stack.outbox('demo.family@example.com');
    expect(latest).toMatchObject({ subject: 'Su cita ha sido cambiada' });
    expect(latest!.text).toContain('Hora: 13:00');
  });

  it('logs and e-mails the cancellation, and the feed drops it', async () => {
    const cancelled = await stack.post(`/admin/appointment-slots/${appointment}/cancel/`, { reason: 'Cancelled by doctor' });
    expect(cancelled.status).toBe(200);
    await stack.calendarSync.settled();
    expect((await fremontLogs())[0]).toMatchObject({ action: 'cancelled', status: 'success', patient_name: 'Maria Lopez +2 others', google_event_id: null });
    expect((await stack.outbox('demo.family@example.com'))[0]).toMatchObject({ subject: 'Su cita ha sido cancelada' });
    expect((await stack.outbox('jose.lopez@example.com'))[0]).toMatchObject({ subject: 'تم إلغاء موعدك' });
    expect((await feedOf(fremont)).text).not.toContain(appointment);
  });

  it('counts the three changes in the summary', async () => {
    const { body } = await stack.get(`/admin/calendar-logs/summary/?office_uuid=${fremont}`);
    expect(body).toEqual({ total_events: 3, successful_events: 3, failed_events: 0, actions: { created: 1, updated: 1, cancelled: 1 } });
  });
});

describe('when svc-notify refuses the e-mail', () => {
  it('keeps the booking', async () => {
    const notify = await startFakeNotify();
    notify.failing = true;
    const core = await startTestCore({ NOTIFY_URL: notify.url });
    try {
      const family = await demoFamily(core.knex);
      const res = await fetch(`${core.api}/admin/appointment-slots/admin-book/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await signIn(core, 'admin')}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          applicant_uuids: [family.ana],
          office_uuid: await officeUuid(core.knex, 'fremont'),
          appointment_date: demoDay(2),
          start_time: '11:30',
        }),
      });
      expect(res.status).toBe(201);
      const { appointment_uuid: uuid } = (await res.json()) as { appointment_uuid: string };
      expect(await core.knex('appointments').where({ uuid }).first('status')).toEqual({ status: 'booked' });
      expect(notify.messages).toEqual([]);
    } finally {
      await core.close();
      await notify.close();
    }
  });
});
