/** The offices admins manage: list, create, edit, and delete only what nothing uses. */
import { OFFICE_MESSAGES, type Office } from '@clinic/contracts';
import { signIn, startTestCore, type TestCore } from '../../test-support';

jest.setTimeout(60_000);

let core: TestCore;
let admin = '';

beforeAll(async () => {
  core = await startTestCore();
  admin = await signIn(core, 'admin');
});
afterAll(() => core.close());

async function call(method: string, path: string, body?: unknown, token = admin) {
  const res = await fetch(`${core.api}/admin/offices/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
}

const office = { name: 'San Jose', code: 'SanJose', address: '1 Market St, San Jose, CA 95113', phone: '(408) 555-0100' };

describe('/admin/offices/', () => {
  it('lists the ten seeded offices with their zone and default slot', async () => {
    const { body } = await call('GET', '');
    expect((body as Office[]).map((o) => o.code).sort()).toEqual([
      'dublin',
      'fremont',
      'hayward',
      'modesto',
      'newark',
      'oakland',
      'redwood',
      'santaclara',
      'stockton',
      'tracy',
    ]);
    expect(body[0]).toMatchObject({ timezone: 'America/Los_Angeles', default_slot_duration_minutes: 15 });
  });

  it('creates, edits and deletes an office; a taken code is 409, a bad zone 400', async () => {
    const created = await call('POST', '', office);
    expect(created).toMatchObject({ status: 201, body: { code: 'sanjose', timezone: 'America/Los_Angeles', default_slot_duration_minutes: 15 } });
    expect((await call('POST', '', { ...office, code: 'fremont' })).body.msg).toBe(OFFICE_MESSAGES.codeTaken);
    expect((await call('POST', '', { ...office, code: 'other', timezone: 'Mars/Olympus' })).status).toBe(400);
    expect((await call('PUT', `${created.body.uuid}/`, { ...office, default_slot_duration_minutes: 10 })).body.default_slot_duration_minutes).toBe(10);
    expect((await call('DELETE', `${created.body.uuid}/`)).status).toBe(200);
    expect((await call('PUT', `${created.body.uuid}/`, office)).status).toBe(404);
  });

  it('keeps an office that availability or appointments name, and answers only admins', async () => {
    const fremont = (await call('GET', '')).body.find((o: Office) => o.code === 'fremont');
    expect(await call('DELETE', `${fremont.uuid}/`)).toMatchObject({ status: 409, body: { msg: OFFICE_MESSAGES.inUse } });
    expect((await call('GET', '', undefined, await signIn(core, 'staff'))).status).toBe(403);
  });
});
