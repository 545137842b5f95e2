import { promises as fs } from 'node:fs';
import path from 'node:path';
import {
  CHECKLIST_TEXTS,
  CHECKLIST_ITEM_NAMES,
  DOCUMENT_REQUEST_TEXTS,
  ERROR_CODES,
  PROFANITY_ALERT,
  PROFANITY_ALERT_MESSAGE,
  PUBLIC_MESSAGES,
  UNSUBSCRIBE_TEXTS,
} from '@clinic/contracts';
import { signIn, startFakeNotify, startTestCore, type FakeNotify, type TestCore } from '../../test-support';
import { filesDir, incomingDir, MAX_UPLOAD_BYTES } from '../files/storage';
import { findLeadByEmail, listApplicants } from '../lead-records/repo';
import { MAX_APPOINTMENT_FILES } from './service';

jest.setTimeout(120_000);

let core: TestCore;
let notify: FakeNotify;
beforeAll(async () => {
  notify = await startFakeNotify();
  core = await startTestCore({ NOTIFY_URL: notify.url });
});
afterAll(async () => {
  await core.close();
  await notify.close();
});

// Minimal but genuine file signatures: what the server sees when a browser uploads such a file.
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126), Buffer.from('PE\0\0'), Buffer.alloc(200)]);
const TEXT = Buffer.from('just some notes, not an image\n');

/** A zip whose first entry is word/document.xml, as every .docx has. */
function docx(): Buffer {
  const name = Buffer.from('word/document.xml');
  const body = Buffer.from('<w:document/>');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt32LE(body.length, 18);
  header.writeUInt32LE(body.length, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name, body, Buffer.alloc(64)]);
}

/** An OLE2 compound file, with or without the WordDocument stream of a .doc. */
function compoundFile(streamName: string): Buffer {
  const header = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  const body = Buffer.alloc(1024);
  Buffer.from(streamName, 'utf16le').copy(body, 512);
  return Buffer.concat([header, body]);
}

interface Upload {
  name: string;
  bytes: Buffer;
  type?: string;
}

const person = {
  first_name: 'Ana',
  middle_name: 'Lucia',
  last_name: 'Gomez',
  email: 'ana.gomez@example.com',
  phone: '4155550199',
  dob: '1988-04-12',
  preferred_language: 'Spanish',
};

async function submit(fields: Record<string, string>, uploads: Upload[] = []) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const u of uploads) form.append('uploaded_files', new Blob([new Uint8Array(u.bytes)], { type: u.type ?? 'application/octet-stream' }), u.name);
  const res = await fetch(`${core.api}/appointments/`, { method: 'POST', body: form });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function count(table: string): Promise<number> {
  return Number((await core.knex(table).count<{ c: string }[]>('* as c'))[0]!.c);
}

async function listDir(dir: string): Promise<string[]> {
  return fs.readdir(dir).catch(() => []);
}

/** Rows and files on disk, to show that a refused request left nothing behind. */
async function snapshot() {
  return {
    leads: await count('leads'),
    applicants: await count('applicants'),
    files: await count('files'),
    stored: (await listDir(filesDir(core.config.dataDir))).length,
    incoming: (await listDir(incomingDir(core.config.dataDir))).length,
  };
}

describe('POST /appointments/', () => {
  it('creates a lead with its first applicant and stores the PDF and PNG outside the served folders', async () => {
    const res = await submit({ ...person, location: 'Fremont', medicalInsurance: 'none' }, [
      { name: 'vaccine record.pdf', bytes: PDF, type: 'application/pdf' },
      { name: 'passport.png', bytes: PNG, type: 'image/png' },
    ]);
    expect(res).toEqual({ status: 201, body: { msg: PUBLIC_MESSAGES.appointment.success } });

    const lead = await findLeadByEmail(core.knex, person.email);
    expect(lead).toMatchObject({
      first_name: 'Ana',
      middle_name: 'Lucia',
      last_name: 'Gomez',
      phone: '4155550199',
      dob: '1988-04-12',
      is_system_generated: false,
    });
    const applicants = await listApplicants(core.knex, lead!.uuid);
    expect(applicants).toHaveLength(1);
    expect(applicants[0]).toMatchObject({ first_name: 'Ana', email: person.email, preferred_language: 'Spanish', dob: '1988-04-12' });
    const checklist = applicants[0]!.current_checklist as { lab_tests: Array<{ key: string; status: string }> };
    expect(checklist.lab_tests.map((t) => t.key)).toContain('tb-test');
    expect(checklist.lab_tests.every((t) => t.status === 'pending')).toBe(true);

    const files = await core.knex('files').where('lead_uuid', lead!.uuid).orderBy('file_name');
    expect(files.map((f) => [f.file_name, f.mime_type, Number(f.size_bytes), f.applicant_uuid, f.meta.uploaded_by])).toEqual([
      ['passport.png', 'image/png', PNG.length, applicants[0]!.uuid, 'client'],
      ['vaccine record.pdf', 'application/pdf', PDF.length, applicants[0]!.uuid, 'client'],
    ]);
    for (const f of files) {
      expect(f.stored_name).toBe(f.uuid);
      const onDisk = await fs.readFile(path.join(filesDir(core.config.dataDir), f.stored_name));
      expect(onDisk.equals(f.mime_type === 'image/png' ? PNG : PDF)).toBe(true);
    }
    expect(await listDir(incomingDir(core.config.dataDir))).toEqual([]);
  });

  it('adds another person of the same e-mail to the same lead, and only the files for a person already there', async () => {
    const before = await snapshot();
    const res = await submit({ ...person, email: 'ANA.GOMEZ@example.com', first_name: 'Mateo', middle_name: '', dob: '2016-09-30' }, [
      { name: 'mateo.docx', bytes: docx() },
      { name: 'old-record.doc', bytes: compoundFile('WordDocument') },
    ]);
    expect(res.status).toBe(201);
    const lead = await findLeadByEmail(core.knex, person.email);
    const applicants = await listApplicants(core.knex, lead!.uuid);
    expect(applicants.map((a) => a.first_name)).toEqual(['Ana', 'Mateo']);
    const mateoFiles = await core.knex('files').where('applicant_uuid', applicants[1]!.uuid).orderBy('file_name').pluck('mime_type');
    expect(mateoFiles).toEqual(['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/msword']);

    const again = await submit({ ...person, first_name: ' ana ' }, [{ name: 'more.pdf', bytes: PDF }]);
    expect(again.status).toBe(201);
    expect(await listApplicants(core.knex, lead!.uuid)).toHaveLength(2);
    expect(await core.knex('files').where('applicant_uuid', applicants[0]!.uuid).count<{ c: string }[]>('* as c')).toEqual([{ c: '3' }]);
    expect(await snapshot()).toEqual({ ...before, applicants: before.applicants + 1, files: before.files + 3, stored: before.stored + 3 });
  });

  describe('refuses bad input and stores nothing', () => {
    const cases: Array<[string, Record<string, string>, string, string]> = [
      ['a missing first name', { ...person, first_name: '' }, 'first_name', PUBLIC_MESSAGES.appointment.firstNameRequired],
      ['a missing last name', { ...person, last_name: '  ' }, 'last_name', PUBLIC_MESSAGES.appointment.lastNameRequired],
      ['a bad phone', { ...person, phone: '415555019' }, 'phone', PUBLIC_MESSAGES.appointment.phoneInvalid],
      ['a bad e-mail', { ...person, email: 'ana@example' }, 'email', PUBLIC_MESSAGES.appointment.emailInvalid],
      ['a missing date of birth', { ...person, dob: '' }, 'dob', PUBLIC_MESSAGES.appointment.dobRequired],
      ['a future date of birth', { ...person, dob: `${new Date().getFullYear() + 1}-01-01` }, 'dob', PUBLIC_MESSAGES.server.dobInFuture],
    ];
    it.each(cases)('400 for %s', async (_label, fields, field, message) => {
      const before = await snapshot();
      const res = await submit({ ...fields, email: fields.email === person.email ? 'new.person@example.com' : (fields.email ?? '') }, [
        { name: 'a.pdf', bytes: PDF },
      ]);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: ERROR_CODES.validation, details: { [field]: message } });
      expect(await snapshot()).toEqual(before);
    });

    it('400 PROFANITY_ALERT for an abusive name', async () => {
      const before = await snapshot();
      const res = await submit({ ...person, email: 'rude@example.com', last_name: 'shithead' }, [{ name: 'a.pdf', bytes: PDF }]);
      expect(res).toEqual({ status: 400, body: { error: PROFANITY_ALERT, msg: PROFANITY_ALERT_MESSAGE } });
      expect(await snapshot()).toEqual(before);
    });

    const disguised: Array<[string, Upload]> = [
      ['a program renamed .pdf', { name: 'setup.pdf', bytes: EXE, type: 'application/pdf' }],
      ['a text file renamed .png', { name: 'photo.png', bytes: TEXT, type: 'image/png' }],
      ['an installer (compound file without a Word stream) renamed .doc', { name: 'letter.doc', bytes: compoundFile('Installer'), type: 'application/msword' }],
      ['an empty file with a name', { name: 'empty.pdf', bytes: Buffer.alloc(0), type: 'application/pdf' }],
    ];
    it.each(disguised)('415 for %s, even next to a valid file', async (_label, upload) => {
      const before = await snapshot();
      const res = await submit({ ...person, email: 'disguised@example.com' }, [{ name: 'ok.pdf', bytes: PDF }, upload]);
      expect(res.status).toBe(415);
      expect(res.body).toMatchObject({ error: ERROR_CODES.unsupportedType });
      expect(String(res.body.msg)).toContain(upload.name);
      expect(await snapshot()).toEqual(before);
    });

    it('413 for a file over 20 MB', async () => {
      const before = await snapshot();
      const big = Buffer.concat([PDF, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - PDF.length)]);
      const res = await submit({ ...person, email: 'big@example.com' }, [
        { name: 'ok.png', bytes: PNG },
        { name: 'big.pdf', bytes: big },
      ]);
      expect(res).toEqual({ status: 413, body: { error: ERROR_CODES.tooLarge, msg: 'Each file must be 20 MB or smaller.' } });
      expect(await snapshot()).toEqual(before);
    });

    it(`413 for more than ${MAX_APPOINTMENT_FILES} files`, async () => {
      const before = await snapshot();
      const uploads = Array.from({ length: MAX_APPOINTMENT_FILES + 1 }, (_, i) => ({ name: `p${i}.pdf`, bytes: PDF }));
      const res = await submit({ ...person, email: 'many@example.com' }, uploads);
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({ error: ERROR_CODES.tooLarge });
      expect(await snapshot()).toEqual(before);
    });

    it('413 for a form with too many fields, leaving no file of a part that came after the refusal', async () => {
      const before = await snapshot();
      const fields = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`field_${i}`, 'x']));
      const res = await submit({ ...person, email: 'fields@example.com', ...fields }, [{ name: 'late.pdf', bytes: PDF }]);
      expect(res.status).toBe(413);
      expect(await snapshot()).toEqual(before);
    });

    it('415 for a body that is not multipart', async () => {
      const before = await snapshot();
      const res = await fetch(`${core.api}/appointments/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(person) });
      expect(res.status).toBe(415);
      expect(await res.json()).toMatchObject({ error: ERROR_CODES.unsupportedType });
      expect(await snapshot()).toEqual(before);
    });
  });

  it('removes the files it moved when the transaction fails at commit', async () => {
    // A deferred constraint trigger fails the commit itself, after the files were moved into place.
    await core.knex.raw(`CREATE FUNCTION fail_on_commit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.file_name = 'explode.pdf' THEN RAISE EXCEPTION 'commit refused'; END IF; RETURN NEW; END $$`);
    await core.knex.raw(`CREATE CONSTRAINT TRIGGER files_fail_on_commit AFTER INSERT ON files
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION fail_on_commit()`);
    try {
      const before = await snapshot();
      const res = await submit({ ...person, email: 'commit.fails@example.com' }, [
        { name: 'fine.png', bytes: PNG },
        { name: 'explode.pdf', bytes: PDF },
      ]);
      expect(res.status).toBe(500);
      expect(res.body).toMatchObject({ error: ERROR_CODES.internal });
      expect(await snapshot()).toEqual(before);
    } finally {
      await core.knex.raw('DROP TRIGGER files_fail_on_commit ON files');
      await core.knex.raw('DROP FUNCTION fail_on_commit()');
    }
  });

  it('accepts a request without files', async () => {
    const res = await submit({ ...person, email: 'nofiles@example.com', preferred_language: '' });
    expect(res.status).toBe(201);
    const lead = await findLeadByEmail(core.knex, 'nofiles@example.com');
    expect((await listApplicants(core.knex, lead!.uuid))[0]!.preferred_language).toBe('English');
  });
});

describe('the initial checklist e-mail', () => {
  const mailsTo = (email: string) => notify.messages.filter((m) => m.message.to === email).map((m) => m.message);

  it("goes to a new lead with each applicant's missing records and the upload link, once, and marks the lead", async () => {
    const email = 'first.contact@example.com';
    expect((await submit({ ...person, email, preferred_language: 'English' })).status).toBe(201);
    const [mail, ...more] = mailsTo(email);
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({
      subject: 'Your immigration medical exam: the records we need',
      conversation_email: email,
      meta: { kind: 'initial_checklist', language: 'en' },
    });
    expect(mail!.html).toContain('<p>Dear Ana,</p>');
    expect(mail!.html).toContain('<h3>Ana Lucia Gomez</h3>');
    expect(mail!.html).toMatch(/<li>[^<]*Tdap[^<]*<\/li>/);
    expect(mail!.text).toContain('Send your documents: http');
    expect(mail!.html).toMatch(/\/appointments\/doc\/request\/[0-9a-f-]{36}/);
    expect(mail!.unsubscribe_url).toEqual(expect.any(String));
    const lead = await findLeadByEmail(core.knex, email);
    expect(lead?.initial_doc_request_sent).toBe(true);
    expect(await core.knex('document_requests').where({ lead_uuid: lead!.uuid })).toHaveLength(1);

    expect((await submit({ ...person, email, first_name: 'Luis' })).status).toBe(201);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('is written in the language of the request, greeting the client by name, with the items, the link and the footer in it', async () => {
    const email = 'primer.contacto@example.com';
    expect((await submit({ ...person, email })).status).toBe(201);
    const [mail] = mailsTo(email);
    const es = CHECKLIST_TEXTS.es;
    expect(mail).toMatchObject({ subject: DOCUMENT_REQUEST_TEXTS.es.subject.initial_checklist, meta: { kind: 'initial_checklist', language: 'es' } });
    expect(mail!.html).toContain('<body dir="ltr" lang="es">');
    expect(mail!.html).toContain(`<p>${es.greeting('Ana')}</p><p>${es.intro.initial}</p><h3>Ana Lucia Gomez</h3>`);
    expect(mail!.html).toContain(`<li>${CHECKLIST_ITEM_NAMES.es['tdap']}</li>`);
    expect(mail!.html).toContain(`<p>${es.window(14)}</p>`);
    expect(mail!.html).toContain(`>${DOCUMENT_REQUEST_TEXTS.es.link}</a>`);
    expect(mail!.text).toContain(UNSUBSCRIBE_TEXTS.es.footerText(mail!.unsubscribe_url!));
    expect(mail!.html).not.toContain('Dear');

    const arabic = 'awal.ittisal@example.com';
    expect((await submit({ ...person, email: arabic, first_name: 'Omar', preferred_language: 'Arabic' })).status).toBe(201);
    const [inArabic] = mailsTo(arabic);
    expect(inArabic).toMatchObject({ subject: DOCUMENT_REQUEST_TEXTS.ar.subject.initial_checklist, meta: { language: 'ar' } });
    expect(inArabic!.html).toContain('<body dir="rtl" lang="ar">');
    expect(inArabic!.html).toContain(`<p>${CHECKLIST_TEXTS.ar.greeting('Omar')}</p>`);
    // The links stay readable in right-to-left plain text.
    expect(inArabic!.text).toContain(`\u2068${inArabic!.unsubscribe_url}\u2069`);
  });

  it('stores the request while e-mail is down and sends the initial e-mail once when svc-notify is back', async () => {
    const email = 'mail.down@example.com';
    notify.failing = true;
    try {
      expect((await submit({ ...person, email })).status).toBe(201);
      await core.outbox.deliverDue();
    } finally {
      notify.failing = false;
    }
    const lead = await findLeadByEmail(core.knex, email);
    expect(lead?.initial_doc_request_sent).toBe(true);
    expect(await core.knex('document_requests').where({ lead_uuid: lead!.uuid })).toHaveLength(1);
    expect(mailsTo(email)).toHaveLength(0);
    await core.outbox.deliverDue();
    await core.outbox.deliverDue();
    expect(mailsTo(email)).toHaveLength(1);
  });
});

describe('GET /appointments/ (staff)', () => {
  it('lists the requests as sent, newest first, with their file count, searched in e-mail, names and phone', async () => {
    const token = await signIn(core, 'staff');
    const list = async (query: string) => {
      const res = await fetch(`${core.api}/appointments/?${query}`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
      return (await res.json()) as { count: number; results: Array<Record<string, unknown>> };
    };
    await submit({ ...person, email: 'listed.first@example.com', phone: '4155550111' });
    await submit({ ...person, email: 'listed.second@example.com', first_name: 'Marta' }, [{ name: 'card.pdf', bytes: PDF }]);

    const page = await list('search=listed.');
    expect(page.count).toBe(2);
    expect(page.results.map((r) => [r.email, r.first_name, r.files])).toEqual([
      ['listed.second@example.com', 'Marta', 1],
      ['listed.first@example.com', 'Ana', 0],
    ]);
    expect(page.results[1]).toMatchObject({
      middle_name: 'Lucia',
      last_name: 'Gomez',
      phone: '4155550111',
      dob: '1988-04-12',
      preferred_language: 'Spanish',
      lead_uuid: expect.any(String),
    });
    expect((await list('search=marta')).results.map((r) => r.email)).toEqual(['listed.second@example.com']);
    expect((await list('search=4155550111')).count).toBe(1);
    expect((await fetch(`${core.api}/appointments/`)).status).toBe(401);
  });
});
