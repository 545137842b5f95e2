/**
 * The I-693 form and the staff's application list and actions against a real database (seeded with
 * the demo data): intake with documents, matching, duplicates, refusals that store nothing, the list's
 * filters, sort and search, the edit panel's checks, archive, ID document links and the actions
 * denied to external staff.
 */
import { promises as fs } from 'node:fs';
import {
  DEMO_PRACTICE_SETTINGS,
  ERROR_CODES,
  I693_MESSAGES,
  I693_STAFF_MESSAGES,
  LANGUAGES,
  PAYMENT_REMINDER_TEXTS,
  REVIEW_REQUEST_TEXTS,
  VACCINE_INFO_MESSAGES,
  addDays,
  practiceDay,
  type I693Application,
  type I693ApplicationPage,
} from '@clinic/contracts';
import { filesDir, incomingDir } from '../../files/storage';
import { signIn, startFakeNotify, startTestCore, type FakeNotify, type TestCore } from '../../../test-support';

jest.setTimeout(60_000);

let core: TestCore;
let notify: FakeNotify;
const tokens: Record<'admin' | 'staff' | 'ext', string> = { admin: '', staff: '', ext: '' };

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082',
  'hex',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

beforeAll(async () => {
  notify = await startFakeNotify();
  core = await startTestCore({ NOTIFY_URL: notify.url });
  for (const username of ['admin', 'staff', 'ext'] as const) tokens[username] = await signIn(core, username);
});

afterAll(async () => {
  await core?.close();
  await notify?.close();
});

/** Omar Haddad of the demo data: checklist done, no I-693 yet. */
const omar = {
  first_name: 'Omar',
  middle_name: '',
  last_name: 'Haddad',
  a_number: 'A-123-456-789',
  gender: 'male',
  dob: '1979-11-30',
  city_of_birth: 'Aleppo',
  country_of_birth: 'Syria',
  street_address: '42 Mission Blvd',
  apartment_number: '',
  city: 'Hayward',
  state: 'CA',
  zipcode: '94541',
  phone: '(209) 555-0121',
  email: 'demo.noform@example.com',
  pdf_email: 'omar.pdf@example.com',
  photo_id_type: 'passport',
  photo_id: 'SY-N0012345',
};

type Upload = { name: string; bytes: Buffer };
const idFiles = (front: Upload = { name: 'FRONT-passport.png', bytes: PNG }, back: Upload = { name: 'BACK-passport.pdf', bytes: PDF }): Upload[] => [
  front,
  back,
  { name: 'SIGNATURE-signature.png', bytes: PNG },
];

async function submit(fields: Record<string, string>, uploads: Upload[] = idFiles()) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const u of uploads) form.append('uploaded_files', new Blob([new Uint8Array(u.bytes)]), u.name);
  const res = await fetch(`${core.api}/i693-application/`, { method: 'POST', body: form });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function staff(method: string, path: string, who: keyof typeof tokens = 'staff', body?: unknown) {
  const res = await fetch(`${core.api}${path}`, {
    method,
    headers: { authorization: `Bearer ${tokens[who]}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const list = async (query: string) => (await staff('GET', `/i693-application/?${query}`)).body as unknown as I693ApplicationPage;

async function count(table: string): Promise<number> {
  return Number((await core.knex(table).count<{ c: string }[]>('* as c'))[0]!.c);
}

async function snapshot() {
  const dir = async (d: string) => (await fs.readdir(d).catch(() => [])).length;
  return {
    applications: await count('i693_applications'),
    documents: await count('i693_documents'),
    leads: await count('leads'),
    applicants: await count('applicants'),
    stored: await dir(filesDir(core.config.dataDir)),
    incoming: await dir(incomingDir(core.config.dataDir)),
  };
}

describe('POST /i693-application/ (the public form)', () => {
  it('stores the application with its three documents and links it to the applicant of the same e-mail, names and birth date', async () => {
    const res = await submit(omar);
    expect(res.status).toBe(201);
    const uuid = res.body.uuid as string;
    const row = await core.knex('i693_applications').where({ uuid }).first();
    const applicant = await core.knex('applicants').where({ first_name: 'Omar', last_name: 'Haddad' }).first();
    expect(row).toMatchObject({
      applicant_uuid: applicant.uuid,
      lead_uuid: applicant.lead_uuid,
      a_number: '123456789',
      phone: '2095550121',
      photo_id: 'SY-N0012345',
      is_active: true,
    });
    const documents = await core
      .knex('i693_documents')
      .where({ application_uuid: uuid })
      .orderBy('kind')
      .select('kind', 'file_name', 'mime_type', 'stored_name');
    expect(documents.map((d) => [d.kind, d.file_name, d.mime_type])).toEqual([
      [0, 'FRONT-passport.png', 'image/png'],
      [1, 'BACK-passport.pdf', 'application/pdf'],
      [2, 'SIGNATURE-signature.png', 'image/png'],
    ]);
    for (const d of documents) expect(await fs.readFile(`${filesDir(core.config.dataDir)}/${d.stored_name}`)).toEqual(d.kind === 1 ? PDF : PNG);
  });

  it('creates a system-generated lead and applicant for an unknown e-mail, and leaves an unknown person of a known lead unmatched', async () => {
    const fresh = await submit({ ...omar, email: 'new.applicant@example.com', first_name: 'Layla', dob: '1995-02-14' });
    expect(fresh.status).toBe(201);
    const lead = await core.knex('leads').where({ email: 'new.applicant@example.com' }).first();
    expect(lead).toMatchObject({ is_system_generated: true });
    const linked = await core.knex('i693_applications').where({ uuid: fresh.body.uuid }).first();
    expect(linked.lead_uuid).toBe(lead.uuid);
    expect((await core.knex('applicants').where({ uuid: linked.applicant_uuid }).first()).first_name).toBe('Layla');

    const stranger = await submit({ ...omar, email: 'demo.pending@example.com', first_name: 'Mina', last_name: 'Chen', dob: '2001-07-07' });
    expect(stranger.status).toBe(201);
    const unmatched = await core.knex('i693_applications').where({ uuid: stranger.body.uuid }).first();
    expect(unmatched.applicant_uuid).toBeNull();
    expect(unmatched.lead_uuid).toBe((await core.knex('leads').where({ email: 'demo.pending@example.com' }).first()).uuid);
  });

  it('answers 400 type existing for a second active application of the same person, storing nothing', async () => {
    const first = await submit({ ...omar, email: 'twice@example.com', first_name: 'Rami' });
    expect(first.status).toBe(201);
    const before = await snapshot();
    const again = await submit({ ...omar, email: 'TWICE@example.com', first_name: ' rami ' });
    expect(again).toEqual({ status: 400, body: { error: 'APPLICATION_EXISTS', msg: I693_MESSAGES.existing, type: 'existing' } });
    expect(await snapshot()).toEqual(before);
  });

  it('lets exactly one of two concurrent submissions of the same person in', async () => {
    const person = { ...omar, email: 'race@example.com', first_name: 'Karim' };
    const results = await Promise.all([submit(person), submit(person), submit(person)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 400, 400]);
    expect(await core.knex('i693_applications').where({ email: 'race@example.com' }).count<{ c: string }[]>('* as c')).toEqual([{ c: '1' }]);
  });

  describe('refusals store nothing', () => {
    it.each([
      [
        'no back of the ID',
        [
          { name: 'FRONT-a.png', bytes: PNG },
          { name: 'SIGNATURE-s.png', bytes: PNG },
        ],
        400,
        I693_MESSAGES.idFilesRequired,
      ],
      [
        'no signature',
        [
          { name: 'FRONT-a.png', bytes: PNG },
          { name: 'BACK-b.png', bytes: PNG },
        ],
        400,
        I693_MESSAGES.signatureRequired,
      ],
      ['a program named like an image', idFiles({ name: 'FRONT-photo.png', bytes: EXE }), 415, I693_MESSAGES.idFileType],
      ['a PDF as signature', [...idFiles().slice(0, 2), { name: 'SIGNATURE-s.pdf', bytes: PDF }], 415, 'The signature must be a PNG image.'],
      [
        'two fronts',
        [
          { name: 'FRONT-a.png', bytes: PNG },
          { name: 'FRONT-b.png', bytes: PNG },
          { name: 'BACK-b.png', bytes: PNG },
        ],
        400,
        'Upload one file per side of the photo ID.',
      ],
    ] as const)('%s', async (_label, uploads, status, msg) => {
      const before = await snapshot();
      const res = await submit({ ...omar, email: 'refused@example.com' }, [...uploads]);
      expect(res.status).toBe(status);
      expect(res.body.msg).toBe(msg);
      expect(await snapshot()).toEqual(before);
    });

    it.each([
      ['last_name', '', 'Last Name is required'],
      ['first_name', '  ', 'First Name is required'],
      ['gender', '', 'Gender is required'],
      ['dob', '1990-02-31', I693_MESSAGES.dobIncomplete],
      ['city_of_birth', '', 'City of Birth is required'],
      ['country_of_birth', 'Atlantis', 'Country of Birth is required'],
      ['street_address', '', 'Address is required'],
      ['city', '', 'City is required'],
      ['state', 'XX', 'State is required'],
      ['zipcode', '', 'Zipcode is required'],
      ['phone', '', I693_MESSAGES.phoneRequired],
      ['phone', '555-0121', I693_MESSAGES.phoneInvalid],
      ['email', '', I693_MESSAGES.emailRequired],
      ['email', 'not-an-email', I693_MESSAGES.emailInvalid],
      ['pdf_email', '', I693_MESSAGES.pdfEmailRequired],
      ['photo_id_type', '', 'Photo ID Type is required'],
      ['photo_id', 'N0012345', I693_MESSAGES.nationalityRequired],
      ['a_number', '1234567890', I693_MESSAGES.aNumberInvalid],
      ['language', 'de', `language must be one of ${LANGUAGES.map((l) => l.code).join(', ')}`],
    ])('%s = %p is refused with its message', async (field, value, msg) => {
      const before = await snapshot();
      const res = await submit({ ...omar, email: field === 'email' ? value : 'refused@example.com', [field]: value });
      expect(res.status).toBe(400);
      expect((res.body.details as Record<string, string>)[field]).toBe(msg);
      expect(await snapshot()).toEqual(before);
    });

    it('asks for the issuing state of a driver license', async () => {
      const res = await submit({ ...omar, email: 'refused@example.com', photo_id_type: 'drivers-license', photo_id: 'ZZ-D123' });
      expect((res.body.details as Record<string, string>).photo_id).toBe(I693_MESSAGES.issuedInRequired);
    });
  });
});

describe('GET /i693-application/ (the staff list)', () => {
  it('answers 401 without a token and lists active applications, newest first, 20 a page', async () => {
    expect((await fetch(`${core.api}/i693-application/`)).status).toBe(401);
    const page = await list('');
    expect(page.results).toHaveLength(20);
    expect(page.count).toBe(
      await core
        .knex('i693_applications')
        .where({ is_active: true })
        .count<{ c: string }[]>('* as c')
        .then((r) => Number(r[0]!.c)),
    );
    const created = page.results.map((a) => a.created_on);
    expect(created).toEqual([...created].sort().reverse());
    expect(page.next).toContain('page=2');
    expect(page.previous).toBeNull();
    const second = await list('page=2');
    expect(second.previous).toContain('page=1');
    expect(second.results[0]!.uuid).not.toBe(page.results[0]!.uuid);
  });

  it('filters archived, TB positive, dosage pending, office and appointment date', async () => {
    const archived = await list('is_active=false');
    expect(archived.count).toBeGreaterThan(0);
    expect(archived.results.every((a) => !a.is_active)).toBe(true);

    const tb = await list('tb_positive=true&is_active=true');
    expect(tb.count).toBeGreaterThan(0);
    expect(tb.results.every((a) => a.meta.vaccine_info.qtb_result === 'positive')).toBe(true);

    const dosage = await list('dosage_pending=true');
    expect(dosage.results.map((a) => a.first_name).sort()).toEqual(['Carlos', 'Maryam', 'Rosa']);

    const fremont = await list('appointment_office=fremont');
    expect(fremont.count).toBeGreaterThan(0);
    expect(fremont.results.every((a) => a.meta.appointment_office === 'fremont')).toBe(true);

    const sara = fremont.results.find((a) => a.first_name === 'Sara')!;
    const onDay = await list(`appointment_date=${sara.meta.appointment_date}`);
    expect(onDay.results.map((a) => a.uuid)).toContain(sara.uuid);
    expect(onDay.results.every((a) => a.meta.appointment_date === sara.meta.appointment_date)).toBe(true);
  });

  it('sorts by first name and oldest first', async () => {
    const byName = (await list('ordering=first_name')).results.map((a) => a.first_name.toLowerCase());
    expect(byName).toEqual([...byName].sort());
    const oldest = (await list('ordering=created_on')).results.map((a) => a.created_on);
    expect(oldest).toEqual([...oldest].sort());
  });

  it('searches names, e-mail and A-number, case-insensitively and anywhere in them', async () => {
    expect((await list('search=HERNAND')).results.map((a) => a.last_name)).toEqual(['Hernandez']);
    expect((await list('search=noform@')).results.map((a) => a.first_name)).toEqual(['Omar']);
    const byANumber = (await list('search=3456789')).results;
    expect(byANumber.map((a) => a.first_name)).toContain('Omar');
    expect(byANumber.every((a) => a.a_number.includes('3456789'))).toBe(true);
    expect((await list('search=50%25')).count).toBe(0);
  });

  it('refuses unknown filters values with 400', async () => {
    expect((await staff('GET', '/i693-application/?appointment_office=paris')).status).toBe(400);
    expect((await staff('GET', '/i693-application/?ordering=last_name')).status).toBe(400);
    expect((await staff('GET', '/i693-application/?appointment_date=2025-02-30')).status).toBe(400);
  });
});

async function applicationOf(firstName: string): Promise<I693Application> {
  const page = await list(`search=${firstName.toLowerCase()}`);
  return page.results.find((a) => a.first_name === firstName)!;
}

describe('PATCH /i693-application/{id}/ (edit panel, archive)', () => {
  const today = practiceDay();

  it('saves the fields and the vaccine data, naming who updated it', async () => {
    const joao = await applicationOf('Joao');
    expect(joao.meta.appointment_date).toBeNull();
    const res = await staff('PATCH', `/i693-application/${joao.uuid}/`, 'staff', {
      middle_name: 'Alberto',
      a_number: '987654321',
      staff_vaccine_info: {
        qtb_result: 'negative',
        qtb_collection_date: addDays(today, -3),
        vaccine_grid: { '30': '01/02/2003', '35': 'Complete', v11: true },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ uuid: joao.uuid, middle_name: 'Alberto', a_number: '987654321', last_updated_by: { name: 'Staff User' } });
    expect((res.body.meta as I693Application['meta']).vaccine_info).toMatchObject({
      qtb_result: 'negative',
      vaccine_grid: { '30': '01/02/2003', '35': 'Complete', v11: true },
    });
    const audit = await core.knex('audit_log').where({ entity: 'i693_application', entity_id: joao.uuid, action: 'update' }).first();
    // Joao's matched checklist had MMR done (from the demo entries); the TB test takes the new collection date.
    expect(audit.details).toEqual({ fields: ['middle_name', 'a_number', 'staff_vaccine_info'], checklist_updated: ['tb-test'] });
  });

  it('refuses vaccine data failing the Save checks with every message, changing nothing', async () => {
    const priya = await applicationOf('Priya');
    const before = await core.knex('i693_applications').where({ uuid: priya.uuid }).first();
    const res = await staff('PATCH', `/i693-application/${priya.uuid}/`, 'staff', {
      first_name: 'Changed',
      staff_vaccine_info: {
        qtb_result: 'positive',
        syphilis_test_option: 'rpr',
        syphilis_rpr_positive: true,
        syphilis_rpr_collection_date: addDays(today, -1),
        syphilis_rpr_reporting_date: addDays(today, -2),
        gonorrhea_test_result: false,
        vaccine_grid: { '40': '12/31/2999' },
      },
    });
    const M = VACCINE_INFO_MESSAGES;
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(ERROR_CODES.validation);
    expect(res.body.reasons).toEqual([
      M.qtbCollectionDate,
      M.xrayRead,
      M.xrayTaken,
      M.syphilisCollectionBeforeReporting,
      M.gonorrheaReportingDate,
      M.futureVaccineDates,
    ]);
    expect(await core.knex('i693_applications').where({ uuid: priya.uuid }).first()).toEqual(before);
  });

  it('refuses a photo ID without the nationality or issuing state its type needs', async () => {
    const joao = await applicationOf('Joao');
    const passport = await staff('PATCH', `/i693-application/${joao.uuid}/`, 'staff', { photo_id_type: 'passport', photo_id: 'G1234567' });
    expect(passport.body.details).toEqual({ photo_id: I693_MESSAGES.nationalityRequired });
    const license = await staff('PATCH', `/i693-application/${joao.uuid}/`, 'staff', { photo_id_type: 'drivers-license', photo_id: 'XX-D1234567' });
    expect(license.body.details).toEqual({ photo_id: I693_MESSAGES.issuedInRequired });
    expect((await staff('PATCH', `/i693-application/${joao.uuid}/`, 'staff', { photo_id_type: 'drivers-license', photo_id: 'CA-D1234567' })).status).toBe(200);
  });

  it('refuses a Quantiferon collection more than 14 days before the booked appointment', async () => {
    const sara = await applicationOf('Sara');
    const res = await staff('PATCH', `/i693-application/${sara.uuid}/`, 'staff', {
      staff_vaccine_info: { qtb_result: 'negative', qtb_collection_date: addDays(sara.meta.appointment_date!, -15) },
    });
    expect(res.body.reasons).toEqual([VACCINE_INFO_MESSAGES.appointmentWindow]);
  });

  it('archives and unarchives; the list follows', async () => {
    const tran = await applicationOf('Tran');
    expect((await staff('PATCH', `/i693-application/${tran.uuid}/`, 'staff', { is_active: false })).body).toMatchObject({ is_active: false });
    expect((await list('is_active=false&search=tran')).results.map((a) => a.uuid)).toContain(tran.uuid);
    expect((await list('search=tran')).results.map((a) => a.uuid)).not.toContain(tran.uuid);
    expect((await staff('PATCH', `/i693-application/${tran.uuid}/`, 'staff', { is_active: true })).body).toMatchObject({ is_active: true });
  });

  it('refuses to unarchive while the same person has another active application (409)', async () => {
    const first = await submit({ ...omar, email: 'archived.twin@example.com', first_name: 'Nadia' });
    await staff('PATCH', `/i693-application/${first.body.uuid}/`, 'staff', { is_active: false });
    const second = await submit({ ...omar, email: 'archived.twin@example.com', first_name: 'Nadia' });
    expect(second.status).toBe(201);
    const res = await staff('PATCH', `/i693-application/${first.body.uuid}/`, 'staff', { is_active: true });
    expect(res.status).toBe(409);
  });

  it('answers 404 for an unknown application and 401 without a token', async () => {
    expect((await staff('PATCH', '/i693-application/3f1c2b9e-7a4d-4c1e-9b2f-5d6e7f8a9b0c/', 'staff', { is_active: false })).status).toBe(404);
    expect((await fetch(`${core.api}/i693-application/3f1c2b9e-7a4d-4c1e-9b2f-5d6e7f8a9b0c/`, { method: 'PATCH' })).status).toBe(401);
  });
});

describe('ID documents', () => {
  it('gives staff a short-lived link that shows the image, and audits the read', async () => {
    const maria = await applicationOf('Maria');
    expect(maria.files).toEqual({ front: true, back: true });
    const res = await staff('GET', `/i693-application/${maria.uuid}/file/?file-type=front`, 'ext');
    expect(res.status).toBe(200);
    expect(res.body.content_type).toBe('image/png');
    const file = await fetch(`${core.url}${res.body.url as string}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-disposition')).toMatch(/^inline; filename="FRONT-id-card.png"/);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 8)
        .toString('hex'),
    ).toBe('89504e470d0a1a0a');
    expect(await core.knex('audit_log').where({ action: 'read_document', entity_id: maria.uuid }).first()).toBeTruthy();
  });

  it('refuses a forged or altered link (401) and a missing side (404)', async () => {
    const maria = await applicationOf('Maria');
    const { url } = (await staff('GET', `/i693-application/${maria.uuid}/file/?file-type=back`)).body as { url: string };
    expect((await fetch(`${core.url}${url.replace(/.{4}\/$/, 'AAAA/')}`)).status).toBe(401);
    const priya = await applicationOf('Priya');
    expect(priya.files.front).toBe(false);
    expect((await staff('GET', `/i693-application/${priya.uuid}/file/?file-type=front`)).status).toBe(404);
  });
});

describe('review request and payment reminder', () => {
  it('e-mails the review request, records it and answers its message; external staff get 403', async () => {
    const jose = await applicationOf('Jose');
    expect((await staff('POST', `/i693-application/${jose.uuid}/review/request/`, 'ext')).status).toBe(403);
    const res = await staff('POST', `/i693-application/${jose.uuid}/review/request/`, 'staff');
    expect(res).toEqual({ status: 200, body: { msg: 'The review request was sent to demo.family@example.com.' } });
    const sent = notify.messages.find((m) => m.message.meta?.kind === 'review_request' && m.message.meta.application_uuid === jose.uuid)!;
    expect(sent.message).toMatchObject({ channel: 'email', to: 'demo.family@example.com' });
    expect(sent.message.html).toContain('https://www.google.com/maps/search/');
    const after = await applicationOf('Jose');
    expect(Date.parse(after.meta.review_requested_on!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("writes to the client in the language of their form, else in their lead's; English otherwise", async () => {
    const sent = (kind: string, uuid: string) =>
      notify.messages.filter((m) => m.message.meta?.kind === kind && m.message.meta.application_uuid === uuid).at(-1)!.message;
    const spanish = await submit({ ...omar, email: 'cliente.es@example.com', first_name: 'Lucía', language: 'es' });
    expect(spanish.status).toBe(201);
    const es = spanish.body.uuid as string;
    expect(await core.knex('i693_applications').where({ uuid: es }).first()).toMatchObject({ language: 'es' });
    expect((await staff('POST', `/i693-application/${es}/review/request/`)).status).toBe(200);
    const review = sent('review_request', es);
    expect(review.subject).toBe(REVIEW_REQUEST_TEXTS.es.subject(DEMO_PRACTICE_SETTINGS.practice_name));
    expect(review.text).toContain('Hola Lucía:');
    expect(review.html).toContain('<body dir="ltr" lang="es">');
    expect((await staff('POST', `/i693-application/${es}/send-payment-sms/`)).status).toBe(200);
    expect(sent('payment_reminder', es).text).toContain(PAYMENT_REMINDER_TEXTS.es.reminder('Lucía', '$220.00', '$200.00'));

    // Sent from an English page, by a client whose lead chose Arabic.
    const arabic = await submit({ ...omar, email: 'client.ar@example.com', first_name: 'Layla' });
    const ar = arabic.body.uuid as string;
    const row = await core.knex('i693_applications').where({ uuid: ar }).first();
    expect(row.language).toBe('en');
    await core.knex('applicants').where({ uuid: row.applicant_uuid }).update({ preferred_language: 'Arabic' });
    expect((await staff('POST', `/i693-application/${ar}/send-payment-sms/`)).status).toBe(200);
    const sms = sent('payment_reminder', ar);
    expect(sms.text).toContain(PAYMENT_REMINDER_TEXTS.ar.reminder('\u2068Layla\u2069', '\u2068$220.00\u2069', '\u2068$200.00\u2069'));
    expect(sms.meta).toMatchObject({ language: 'ar' });
    expect((await staff('POST', `/i693-application/${ar}/review/request/`)).status).toBe(200);
    expect(sent('review_request', ar).html).toContain('<body dir="rtl" lang="ar">');

    // English form, English lead: English, as before.
    const english = (await submit({ ...omar, email: 'client.en@example.com', first_name: 'Grace' })).body.uuid as string;
    expect((await staff('POST', `/i693-application/${english}/send-payment-sms/`)).status).toBe(200);
    expect(sent('payment_reminder', english).text).toContain(
      'Hello Grace, a reminder to complete the payment for your immigration medical exam ($220.00 per person by card, $200.00 in cash).',
    );
  });

  it('texts the payment reminder; external staff get 403; while svc-notify is down the request is recorded and sent once it is back', async () => {
    const ana = await applicationOf('Ana');
    expect((await staff('POST', `/i693-application/${ana.uuid}/send-payment-sms/`, 'ext')).status).toBe(403);
    const res = await staff('POST', `/i693-application/${ana.uuid}/send-payment-sms/`, 'admin');
    expect(res).toEqual({ status: 200, body: { msg: I693_STAFF_MESSAGES.smsSent } });
    expect(notify.messages.at(-1)!.message).toMatchObject({ channel: 'sms', to: '+15105550101' });

    const reviewRequests = () => notify.messages.filter((m) => m.message.meta?.kind === 'review_request' && m.message.meta.application_uuid === ana.uuid);
    notify.failing = true;
    try {
      expect((await staff('POST', `/i693-application/${ana.uuid}/review/request/`, 'staff')).status).toBe(200);
      await core.outbox.deliverDue();
    } finally {
      notify.failing = false;
    }
    expect((await applicationOf('Ana')).meta.review_requested_on).toEqual(expect.any(String));
    expect(reviewRequests()).toHaveLength(0);
    await core.outbox.deliverDue();
    await core.outbox.deliverDue();
    expect(reviewRequests()).toHaveLength(1);
  });
});
