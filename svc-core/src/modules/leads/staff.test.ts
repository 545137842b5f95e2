/**
 * The Leads screen's calls against a real database seeded with the demo leads: the list with its
 * search, paging and markers; Create Lead for a new and an existing e-mail; the Follow-ups tab.
 */
import { addDays, ERROR_CODES, LEAD_MESSAGES, practiceDay, type Lead, type Paginated } from '@clinic/contracts';
import { signIn, startTestCore, type TestCore } from '../../test-support';

jest.setTimeout(60_000);

let core: TestCore;
let token = '';

beforeAll(async () => {
  core = await startTestCore();
  token = await signIn(core, 'staff');
});
afterAll(() => core.close());

async function call<T = Record<string, any>>(method: string, path: string, body?: unknown) {
  const res = await fetch(`${core.api}/appointments/misc/leads/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

const list = (query = '') => call<Paginated<Lead>>('GET', `?${query}`);

let people = 0;
const newLead = (overrides: Record<string, unknown> = {}) => {
  people += 1;
  return call('POST', '', {
    firstName: 'Noor',
    middleName: '',
    lastName: `Rahimi${people}`,
    email: `noor.${people}@example.com`,
    phone: '(510) 555-0199',
    dob: '1991-03-04',
    ...overrides,
  });
};

describe('the list', () => {
  it('is for signed-in staff only', async () => {
    expect((await fetch(`${core.api}/appointments/misc/leads/`)).status).toBe(401);
  });

  it('shows each lead with its applicants, checklists and markers, newest first', async () => {
    const { status, body } = await list('search=demo.family');
    expect(status).toBe(200);
    expect(body.count).toBe(1);
    const family = body.results[0]!;
    expect(family).toMatchObject({
      email: 'demo.family@example.com',
      is_active: true,
      is_system_generated: false,
      commonFiles: [],
      meta: { followup_notes: [] },
    });
    expect(family.applicants.map((a) => `${a.first_name} ${a.dob}`)).toEqual(['Maria 1990-04-12', 'Jose 1988-09-03', 'Ana 2015-06-20']);
    expect(family.applicants[0]!.current_checklist.vaccines.length).toBeGreaterThan(0);
    expect(family.applicants[0]!.current_checklist.vaccines.every((v) => v.status === 'done')).toBe(true);

    const all = (await list()).body.results.map((l) => l.created_on);
    expect([...all].sort().reverse()).toEqual(all);
  });

  it('searches e-mail and names, case-insensitively, with % and _ taken literally', async () => {
    expect((await list('search=HADDAD')).body.results.map((l) => l.email)).toEqual(['demo.noform@example.com']);
    expect((await list('search=demo.pend')).body.results.map((l) => l.email)).toEqual(['demo.pending@example.com']);
    expect((await list('search=%25')).body).toMatchObject({ count: 0, results: [] });
    expect((await list('search=demo_family')).body.count).toBe(0);
  });

  it('pages by 20 with links that keep the search, and marks archived leads', async () => {
    for (let i = 0; i < 21; i += 1) expect((await newLead({ lastName: 'Pagetest', email: `page.${i}@pages.example.com` })).status).toBe(201);
    await core.knex('leads').where({ email: 'page.0@pages.example.com' }).update({ is_active: false });

    const first = await list('search=pages.example');
    expect(first.body.count).toBe(21);
    expect(first.body.results).toHaveLength(20);
    expect(first.body.previous).toBeNull();
    expect(first.body.next).toContain('page=2');
    expect(first.body.next).toContain('search=pages.example');
    const second = await list('search=pages.example&page=2');
    expect(second.body.results.map((l) => [l.email, l.is_active])).toEqual([['page.0@pages.example.com', false]]);
    expect(second.body.next).toBeNull();
  });

  it('opens one lead as the list shows it, audited; an unknown lead or a malformed id is 404', async () => {
    const [family] = (await list('search=demo.family')).body.results;
    const { status, body } = await call<Lead>('GET', `${family!.uuid}/`);
    expect(status).toBe(200);
    expect(body).toEqual(family);
    const audit = await core.knex('audit_log').where({ entity: 'leads', action: 'read', entity_id: family!.uuid });
    expect(audit.length).toBeGreaterThan(0);
    expect((await call('GET', '7d5a4a2e-0000-4000-8000-000000000000/')).status).toBe(404);
    expect((await call('GET', 'not-a-lead/')).status).toBe(404);
  });

  it('refuses a bad page number with 400', async () => {
    expect(((await list('page=0')).body as unknown as { error: string }).error).toBe(ERROR_CODES.validation);
  });
});

describe('Create Lead', () => {
  it('creates a lead with the person as its first applicant and a fresh checklist', async () => {
    const created = await newLead({ email: 'Lead.Maker@Example.com' });
    expect(created).toMatchObject({ status: 201, body: { msg: LEAD_MESSAGES.created, data: { existing: false } } });
    const lead = (await list('search=lead.maker')).body.results[0]!;
    expect(lead).toMatchObject({ uuid: created.body.data.uuid, email: 'lead.maker@example.com', first_name: 'Noor', phone: '5105550199', dob: '1991-03-04' });
    expect(lead.applicants).toHaveLength(1);
    expect(lead.applicants[0]!.current_checklist.lab_tests.every((t) => t.status === 'pending')).toBe(true);
  });

  it('adds the person under an existing e-mail and says so', async () => {
    const answer = await call('POST', '', { firstName: 'Luis', lastName: 'Lopez', email: 'DEMO.FAMILY@example.com', dob: '2019-01-02' });
    expect(answer).toMatchObject({ status: 201, body: { msg: LEAD_MESSAGES.createdUnderExisting, data: { existing: true } } });
    const family = (await list('search=demo.family')).body.results[0]!;
    expect(family.uuid).toBe(answer.body.data.uuid);
    expect(family.applicants.map((a) => a.first_name)).toEqual(['Maria', 'Jose', 'Ana', 'Luis']);
  });

  it('refuses missing names, a bad e-mail, phone or birth date, and creates nothing', async () => {
    const before = Number((await core.knex('leads').count({ n: '*' }).first())!.n);
    const refused = await call('POST', '', { firstName: ' ', lastName: '', email: 'nobody@', phone: '12345', dob: '2999-01-01' });
    expect(refused.status).toBe(400);
    expect(Object.values(refused.body.details)).toEqual(
      expect.arrayContaining([
        LEAD_MESSAGES.firstNameRequired,
        LEAD_MESSAGES.lastNameRequired,
        LEAD_MESSAGES.emailInvalid,
        LEAD_MESSAGES.phoneInvalid,
        LEAD_MESSAGES.dobInvalid,
      ]),
    );
    expect(Number((await core.knex('leads').count({ n: '*' }).first())!.n)).toBe(before);
  });
});

describe('Follow-ups', () => {
  /** Noon in Los Angeles on the practice day `daysAgo` days before today. */
  const createdDaysAgo = (daysAgo: number) => `${addDays(practiceDay(), -daysAgo)}T12:00:00-08:00`;

  it('lists the active leads created from 6 to 3 days ago, newest first', async () => {
    const ages: Record<string, number> = { 'age.2': 2, 'age.3': 3, 'age.5': 5, 'age.6': 6, 'age.7': 7, 'age.4.archived': 4 };
    for (const [name, days] of Object.entries(ages)) {
      const { body } = await newLead({ email: `${name}@followups.example.com` });
      await core
        .knex('leads')
        .where({ uuid: body.data.uuid })
        .update({ created_on: createdDaysAgo(days), is_active: !name.endsWith('archived') });
    }
    const { status, body } = await call<{ data: Array<{ email: string }> }>('GET', 'dormant/');
    expect(status).toBe(200);
    expect(body.data.map((l) => l.email).filter((e) => e.endsWith('@followups.example.com'))).toEqual([
      'age.3@followups.example.com',
      'age.5@followups.example.com',
      'age.6@followups.example.com',
    ]);
  });

  it("shows a lead's follow-up notes; an unknown lead is 404", async () => {
    const { body } = await newLead();
    const notes = [{ note: 'Called, no answer.', time: 1764000000000 }];
    await core
      .knex('leads')
      .where({ uuid: body.data.uuid })
      .update({ meta: JSON.stringify({ followup_notes: notes }) });
    expect(await call('GET', `dormant/${body.data.uuid}/`)).toEqual({ status: 200, body: { data: { followup_notes: notes } } });
    expect((await call('GET', 'dormant/7b0d8a52-32c4-4f55-9d0e-3f6f4d2a9c11/')).status).toBe(404);
    expect((await call('GET', 'dormant/not-a-lead/')).status).toBe(404);
  });
});

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082',
  'hex',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

async function uploadTo(leadUuid: string, mappings: unknown, uploads: Array<{ name: string; bytes: Buffer }>) {
  const form = new FormData();
  if (mappings !== undefined) form.append('file_mappings', JSON.stringify(mappings));
  for (const u of uploads) form.append('uploaded_files', new Blob([new Uint8Array(u.bytes)]), u.name);
  const res = await fetch(`${core.api}/appointments/misc/leads/${leadUuid}/files/`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

const leadOf = async (uuid: string) => (await list(`search=${(await core.knex('leads').where({ uuid }).first('email')).email}`)).body.results[0]!;

describe('files', () => {
  it('stores mapped files as the applicant’s and the rest as common files, uploaded by the staff member', async () => {
    const { body } = await newLead();
    const lead = await leadOf(body.data.uuid);
    const applicant = lead.applicants[0]!.uuid;
    const res = await uploadTo(lead.uuid, { [applicant]: ['titer.pdf'] }, [
      { name: 'titer.pdf', bytes: PDF },
      { name: 'passport.png', bytes: PNG },
    ]);
    expect(res).toEqual({ status: 201, body: { msg: LEAD_MESSAGES.filesUploaded(2) } });
    const after = await leadOf(lead.uuid);
    expect(after.applicants[0]!.files.map((f) => [f.file_name, f.meta.uploaded_by])).toEqual([['titer.pdf', 'staff']]);
    expect(after.commonFiles.map((f) => f.file_name)).toEqual(['passport.png']);
  });

  it('keeps nothing for a disguised file, a stranger applicant or no file', async () => {
    const { body } = await newLead();
    const other = await newLead();
    const strangerApplicant = (await leadOf(other.body.data.uuid)).applicants[0]!.uuid;
    expect((await uploadTo(body.data.uuid, undefined, [{ name: 'scan.pdf', bytes: Buffer.from('plain text') }])).status).toBe(415);
    expect((await uploadTo(body.data.uuid, { [strangerApplicant]: ['a.png'] }, [{ name: 'a.png', bytes: PNG }])).body.msg).toBe(LEAD_MESSAGES.unknownApplicant);
    expect((await uploadTo(body.data.uuid, undefined, [])).body.msg).toBe(LEAD_MESSAGES.noFiles);
    expect(await core.knex('files').where({ lead_uuid: body.data.uuid })).toHaveLength(0);
  });

  it('downloads a file through a short-lived link and archives it out of the cards', async () => {
    const { body } = await newLead();
    await uploadTo(body.data.uuid, undefined, [{ name: 'card.png', bytes: PNG }]);
    const file = (await leadOf(body.data.uuid)).commonFiles[0]!;

    const link = await call<{ download_url: string }>('GET', `files/${file.uuid}/url`);
    expect(link.status).toBe(200);
    const download = await fetch(`${core.url}${link.body.download_url}`);
    expect(download.headers.get('content-disposition')).toContain('attachment');
    expect(Buffer.from(await download.arrayBuffer()).equals(PNG)).toBe(true);

    expect(await call('PATCH', `${body.data.uuid}/files/${file.uuid}/`)).toEqual({ status: 202, body: { msg: LEAD_MESSAGES.fileArchived, error: null } });
    expect((await leadOf(body.data.uuid)).commonFiles).toEqual([]);
    expect((await call('PATCH', `7b0d8a52-32c4-4f55-9d0e-3f6f4d2a9c11/files/${file.uuid}/`)).status).toBe(404);
    expect((await call('GET', 'files/not-a-file/url')).status).toBe(404);
  });
});

describe('archiving leads', () => {
  it('archives and unarchives several leads at once, their applicants untouched', async () => {
    const a = (await newLead()).body.data.uuid as string;
    const b = (await newLead()).body.data.uuid as string;
    expect(await call('PUT', 'archive/', { lead_uuids: [a, b], active_status: false })).toEqual({
      status: 202,
      body: { msg: LEAD_MESSAGES.archiveChanged, error: null },
    });
    expect((await leadOf(a)).is_active).toBe(false);
    expect((await leadOf(b)).applicants[0]!.is_active).toBe(true);
    await call('PUT', 'archive/', { lead_uuids: [a], active_status: true });
    expect([(await leadOf(a)).is_active, (await leadOf(b)).is_active]).toEqual([true, false]);
  });

  it('changes nothing when a lead is unknown or the body is wrong', async () => {
    const a = (await newLead()).body.data.uuid as string;
    expect((await call('PUT', 'archive/', { lead_uuids: [a, '7b0d8a52-32c4-4f55-9d0e-3f6f4d2a9c11'], active_status: false })).status).toBe(404);
    expect((await call('PUT', 'archive/', { lead_uuids: [], active_status: false })).status).toBe(400);
    expect((await call('PUT', 'archive/', { lead_uuids: [a], active_status: 'no' })).status).toBe(400);
    expect((await leadOf(a)).is_active).toBe(true);
  });
});
