/**
 * The public document request page's calls against a real database: a code e-mailed to the lead, its
 * verification into a token that opens only its own request, what is still missing, and uploads that
 * must belong to the request's applicants and be real documents. Nothing reveals whether a request
 * id exists.
 */
import { promises as fs } from 'node:fs';
import {
  DOCUMENT_CODE_TEXTS,
  DOCUMENT_REQUEST_MESSAGES as M,
  DOCUMENT_REQUEST_TEXTS,
  ERROR_CODES,
  MESSAGE_CODES,
  ONE_TIME_CODE_LIFETIME_MINUTES,
  UNSUBSCRIBE_TEXTS,
} from '@clinic/contracts';
import { signIn, startFakeNotify, startTestCore, type FakeNotify, type TestCore } from '../../test-support';
import { filesDir } from '../files/storage';
import { placeApplicant } from '../leads/service';
import { insertDocumentRequest } from './repo';

jest.setTimeout(60_000);

let core: TestCore;
let notify: FakeNotify;

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082',
  'hex',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

beforeAll(async () => {
  notify = await startFakeNotify();
  core = await startTestCore({ NOTIFY_URL: notify.url });
});

afterAll(async () => {
  await core?.close();
  await notify?.close();
});

let people = 0;
/** A lead with two applicants (adults: vaccines and labs pending) and a document request for it; the first applicant prefers `preferredLanguage` (else English). */
async function openRequest(preferredLanguage?: string) {
  people += 1;
  const email = `family.${people}@example.com`;
  const [first, second] = await core.knex.transaction(async (trx) => [
    await placeApplicant(trx, { email, first_name: 'Lina', last_name: `Nasser${people}`, dob: '1990-05-01', preferred_language: preferredLanguage }),
    await placeApplicant(trx, { email, first_name: 'Sami', last_name: `Nasser${people}`, dob: '1988-07-09' }),
  ]);
  const requestUuid = await insertDocumentRequest(core.knex, { leadUuid: first!.leadUuid, emailContent: '<p>Please send your records.</p>', createdBy: null });
  return { email, requestUuid, leadUuid: first!.leadUuid, lina: first!.applicantUuid, sami: second!.applicantUuid };
}

const link = (id: string) => `${core.api}/appointments/request/docs/link/${id}`;

async function askCode(id: string) {
  const res = await fetch(`${link(id)}/token`);
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as Record<string, unknown> };
}

function lastCodeTo(email: string): string {
  const sent = notify.messages.filter((m) => m.message.to === email);
  const match = /Your code is (\d{6})/.exec(sent.at(-1)?.message.text ?? '');
  if (!match) throw new Error(`no code e-mailed to ${email}`);
  return match[1]!;
}

async function verify(id: string, token: unknown) {
  const res = await fetch(`${link(id)}/token/verify/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as Record<string, any> };
}

async function documentToken(id: string, email: string): Promise<string> {
  expect((await askCode(id)).status).toBe(200);
  const verified = await verify(id, lastCodeTo(email));
  expect(verified.status).toBe(200);
  return verified.body.data.token as string;
}

type Upload = { name: string; bytes: Buffer };
async function upload(id: string, token: string, mappings: unknown, uploads: Upload[]) {
  const form = new FormData();
  form.append('file_mappings', typeof mappings === 'string' ? mappings : JSON.stringify(mappings));
  for (const u of uploads) form.append('uploaded_files', new Blob([new Uint8Array(u.bytes)]), u.name);
  const res = await fetch(`${link(id)}/files/`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const filesOfLead = (leadUuid: string) => core.knex('files').where({ lead_uuid: leadUuid }).orderBy('file_name');

describe('the code', () => {
  it('is e-mailed to the lead; an unknown or malformed request id gets the same answer and no e-mail', async () => {
    const { requestUuid, email } = await openRequest();
    const real = await askCode(requestUuid);
    expect(real).toMatchObject({ status: 200, body: { msg: M.codeSent, message_code: MESSAGE_CODES.documentCodeSent } });
    expect(lastCodeTo(email)).toMatch(/^\d{6}$/);

    const before = notify.messages.length;
    const same = { status: 200, body: { msg: M.codeSent, message_code: MESSAGE_CODES.documentCodeSent } };
    expect(await askCode('7b0d8a52-32c4-4f55-9d0e-3f6f4d2a9c11')).toMatchObject(same);
    expect(await askCode('not-a-request')).toMatchObject(same);
    expect(notify.messages.length).toBe(before);
  });

  it("is written in the language of the request's lead, greeting them by first name; English for an English lead", async () => {
    const english = await openRequest();
    expect((await askCode(english.requestUuid)).status).toBe(200);
    const inEnglish = notify.messages.filter((m) => m.message.to === english.email).at(-1)!.message;
    expect(inEnglish.subject).toMatch(/^Your code to send your documents to /);
    expect(inEnglish.text).toMatch(/^Dear Lina,\n\nYour code is \d{6}\. It works for \d+ minutes\./);

    const arabic = await openRequest('Arabic');
    expect((await askCode(arabic.requestUuid)).status).toBe(200);
    const mail = notify.messages.filter((m) => m.message.to === arabic.email).at(-1)!.message;
    const t = DOCUMENT_CODE_TEXTS.ar;
    expect(mail).toMatchObject({ meta: { kind: 'document_request_code', language: 'ar' } });
    expect(mail.subject).toMatch(/^رمزك لإرسال مستنداتك إلى /);
    expect(mail.html).toContain('<body dir="rtl" lang="ar">');
    expect(mail.html).toContain(`<p>${t.greeting('<bdi>Lina</bdi>')}</p>`);
    // The code, isolated from the Arabic around it, opens the request.
    const code = /\u2068(\d{6})\u2069/.exec(mail.text ?? '')![1]!;
    expect(mail.text).toContain(t.code(`\u2068${code}\u2069`, ONE_TIME_CODE_LIFETIME_MINUTES));
    expect((await verify(arabic.requestUuid, code)).status).toBe(200);
  });

  it('opens the request once; a wrong, reused or malformed code is refused alike', async () => {
    const { requestUuid, email } = await openRequest();
    await askCode(requestUuid);
    const code = lastCodeTo(email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    expect(await verify(requestUuid, wrong)).toMatchObject({ status: 400, body: { error: ERROR_CODES.invalidCode, msg: M.wrongCode } });
    expect(await verify('7b0d8a52-32c4-4f55-9d0e-3f6f4d2a9c11', code)).toMatchObject({
      status: 400,
      body: { error: ERROR_CODES.invalidCode, msg: M.wrongCode },
    });
    expect((await verify(requestUuid, 'abc')).body.error).toBe(ERROR_CODES.validation);

    const accepted = await verify(requestUuid, ` ${code} `);
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.token).toEqual(expect.any(String));
    expect(await verify(requestUuid, code)).toMatchObject({ status: 400, body: { msg: M.wrongCode } });
  });

  it('stops after 5 wrong tries (429) and after 5 codes in 15 minutes (429 with Retry-After)', async () => {
    const { requestUuid, email } = await openRequest();
    await askCode(requestUuid);
    const code = lastCodeTo(email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i += 1) expect((await verify(requestUuid, wrong)).status).toBe(400);
    expect(await verify(requestUuid, code)).toMatchObject({ status: 429, retryAfter: '1', body: { error: ERROR_CODES.rateLimited, msg: M.tooManyTries } });

    for (let i = 0; i < 4; i += 1) expect((await askCode(requestUuid)).status).toBe(200);
    const refused = await askCode(requestUuid);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    // Locked again now that no new code may be sent: Retry-After says when one may.
    for (let i = 0; i < 5; i += 1) await verify(requestUuid, wrong);
    const locked = await verify(requestUuid, wrong);
    expect(locked.status).toBe(429);
    expect(Number(locked.retryAfter)).toBeGreaterThan(60);
  });
});

describe('with the document token', () => {
  it('lists each applicant with the vaccines and lab tests still missing', async () => {
    const { requestUuid, email, lina, sami } = await openRequest();
    const checklist = (await core.knex('applicants').where({ uuid: lina }).first('current_checklist')).current_checklist as {
      vaccines: Array<{ name: string; status: string }>;
      lab_tests: Array<{ name: string; status: string }>;
    };
    const [received, ...stillMissing] = checklist.vaccines;
    received!.status = 'done';
    await core
      .knex('applicants')
      .where({ uuid: lina })
      .update({ current_checklist: JSON.stringify(checklist) });

    const token = await documentToken(requestUuid, email);
    const res = await fetch(`${link(requestUuid)}/info`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as {
      data: { applicants: Array<{ uuid: string; current_checklist: { vaccines: Array<{ name: string }>; lab_tests: unknown[] } }> };
    };
    expect(data.applicants.map((a) => a.uuid)).toEqual([lina, sami]);
    expect(data.applicants[0]!.current_checklist.vaccines.map((v) => v.name)).toEqual(stillMissing.map((v) => v.name));
    expect(data.applicants[0]!.current_checklist.lab_tests.length).toBe(checklist.lab_tests.length);
  });

  it('opens nothing without it, with a staff token, or for another request', async () => {
    const mine = await openRequest();
    const other = await openRequest();
    const token = await documentToken(mine.requestUuid, mine.email);
    const staffToken = await signIn(core, 'admin');

    expect((await fetch(`${link(mine.requestUuid)}/info`)).status).toBe(401);
    expect((await fetch(`${link(mine.requestUuid)}/info`, { headers: { authorization: `Bearer ${staffToken}` } })).status).toBe(401);
    expect((await fetch(`${link(other.requestUuid)}/info`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(403);
    expect((await upload(other.requestUuid, token, { [other.lina]: ['a.png'] }, [{ name: 'a.png', bytes: PNG }])).status).toBe(403);
    expect(await filesOfLead(other.leadUuid)).toHaveLength(0);
  });

  it('stores each mapped file as its applicant’s, uploaded by the client, without narrow no-break spaces in names', async () => {
    const { requestUuid, email, leadUuid, lina, sami } = await openRequest();
    const token = await documentToken(requestUuid, email);
    const screenshot = 'Screenshot 2026-11-20 at 9.41.07\u202fAM.png';
    const res = await upload(requestUuid, token, { [lina]: [screenshot], [sami]: ['vaccines.pdf'] }, [
      { name: screenshot, bytes: PNG },
      { name: 'vaccines.pdf', bytes: PDF },
    ]);
    expect(res).toEqual({ status: 201, body: { msg: M.uploaded, message_code: MESSAGE_CODES.documentsUploaded } });

    const stored = await filesOfLead(leadUuid);
    expect(stored.map((f) => [f.file_name, f.applicant_uuid, f.meta.uploaded_by])).toEqual([
      ['Screenshot 2026-11-20 at 9.41.07AM.png', lina, 'client'],
      ['vaccines.pdf', sami, 'client'],
    ]);
    for (const f of stored) await expect(fs.stat(`${filesDir(core.config.dataDir)}/${f.stored_name}`)).resolves.toBeTruthy();
  });

  it('keeps nothing when a file is disguised, unmapped, mapped to a stranger, or missing', async () => {
    const { requestUuid, email, leadUuid, lina } = await openRequest();
    const stranger = await openRequest();
    const token = await documentToken(requestUuid, email);
    const good = { name: 'card.png', bytes: PNG };

    const disguised = await upload(requestUuid, token, { [lina]: ['card.png', 'notes.pdf'] }, [
      good,
      { name: 'notes.pdf', bytes: Buffer.from('just text, not a PDF') },
    ]);
    expect(disguised.status).toBe(415);
    const unmapped = { status: 400, body: { error: ERROR_CODES.unmappedFile, msg: M.unmappedFile } };
    expect(await upload(requestUuid, token, { [lina]: ['card.png'] }, [good, { name: 'other.pdf', bytes: PDF }])).toMatchObject(unmapped);
    expect(await upload(requestUuid, token, { [stranger.lina]: ['card.png'] }, [good])).toMatchObject(unmapped);
    expect(await upload(requestUuid, token, { [lina]: [] }, [])).toMatchObject({ status: 400, body: { error: ERROR_CODES.noFiles, msg: M.noFiles } });
    expect((await upload(requestUuid, token, 'not json', [good])).body.error).toBe(ERROR_CODES.validation);

    expect(await filesOfLead(leadUuid)).toHaveLength(0);
    expect(await filesOfLead(stranger.leadUuid)).toHaveLength(0);
  });
});

describe('sending a document request (Send Reminder)', () => {
  let staffToken = '';
  beforeAll(async () => {
    staffToken = await signIn(core, 'staff');
  });

  const send = (body: unknown, token = staffToken) =>
    fetch(`${core.api}/appointments/request/docs/link/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }).then(async (res) => ({ status: res.status, body: (await res.json()) as Record<string, any> }));

  it('e-mails the sanitised message, the page link and a one-click unsubscribe; the link opens the request', async () => {
    const { leadUuid, email } = await openRequest();
    const content =
      '<h2>Still needed</h2><p><strong>Tdap</strong> and <span style="color: #e03e2d">MMR</span></p><script>alert(1)</script><img src=x onerror=alert(1)>';
    const answer = await send({ pre_application_uuid: leadUuid, email_content: content });
    expect(answer.status).toBe(201);
    expect(answer.body.msg).toBe(M.sent);
    const requestUuid = /\/appointments\/doc\/request\/([0-9a-f-]{36})$/.exec(answer.body.data.link)![1]!;

    const mail = notify.messages.at(-1)!.message;
    expect(mail).toMatchObject({
      to: email,
      subject: 'Documents needed for your immigration medical exam',
      conversation_email: email,
      meta: { kind: 'document_request', language: 'en', document_request_uuid: requestUuid },
    });
    expect(mail.html).toContain('<h2>Still needed</h2><p><strong>Tdap</strong> and <span style="color:#e03e2d">MMR</span></p>');
    expect(mail.html).not.toMatch(/script|onerror|<img/);
    expect(mail.html).toContain(answer.body.data.link);
    expect(mail.unsubscribe_url).toMatch(/\/api\/v1\/appointments\/unsubscribe\/.+\/$/);
    expect(mail.text).toContain(`Send your documents: ${answer.body.data.link}`);

    const token = await documentToken(requestUuid, email);
    expect((await fetch(`${link(requestUuid)}/info`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);

    const conversations = await fetch(`${core.api}/appointments/misc/leads/${leadUuid}/conversations`, { headers: { authorization: `Bearer ${staffToken}` } });
    expect(conversations.status).toBe(200);
    expect(((await conversations.json()) as Array<{ kind: string }>).map((c) => c.kind)).toContain('document_request');
  });

  it("wraps the message as staff wrote it in the lead's language: subject, link line and unsubscribe footer", async () => {
    const { leadUuid, email } = await openRequest('Spanish');
    const answer = await send({ pre_application_uuid: leadUuid, email_content: '<p>Please send the MMR record.</p>' });
    expect(answer.status).toBe(201);
    const mail = notify.messages.filter((m) => m.message.to === email).at(-1)!.message;
    const t = DOCUMENT_REQUEST_TEXTS.es;
    expect(mail).toMatchObject({ subject: t.subject.document_request, meta: { kind: 'document_request', language: 'es' } });
    expect(mail.html).toContain('<body dir="ltr" lang="es">');
    expect(mail.html).toContain('<p>Please send the MMR record.</p>');
    expect(mail.html).toContain(`<p>${t.linkLine(`<a href="${answer.body.data.link}">${t.link}</a>`)}</p>`);
    expect(mail.text).toContain(t.linkText(answer.body.data.link));
    expect(mail.text).toContain(UNSUBSCRIBE_TEXTS.es.footerText(mail.unsubscribe_url!));
    expect(mail.text).not.toContain('Send your documents');
  });

  it('is refused, keeping no request, for an unsubscribed or archived lead, empty text or a stranger', async () => {
    const requestsOf = (leadUuid: string) => core.knex('document_requests').where({ lead_uuid: leadUuid });
    const unsubscribed = await openRequest();
    await core.knex('leads').where({ uuid: unsubscribed.leadUuid }).update({ unsubscribed_on: new Date() });
    expect((await send({ pre_application_uuid: unsubscribed.leadUuid, email_content: '<p>Hi</p>' })).status).toBe(409);
    expect(await requestsOf(unsubscribed.leadUuid)).toHaveLength(1);

    const archived = await openRequest();
    await core.knex('leads').where({ uuid: archived.leadUuid }).update({ is_active: false });
    expect((await send({ pre_application_uuid: archived.leadUuid, email_content: '<p>Hi</p>' })).body.msg).toBe(M.archivedLead);

    const lead = await openRequest();
    expect((await send({ pre_application_uuid: lead.leadUuid, email_content: '<p> </p><script>x</script>' })).status).toBe(400);
    expect((await send({ pre_application_uuid: lead.leadUuid, email_content: '<p>Hi</p>' }, '')).status).toBe(401);
    expect(await requestsOf(lead.leadUuid)).toHaveLength(1);
  });

  it('keeps the request while e-mail is down and e-mails it once when svc-notify is back', async () => {
    const lead = await openRequest();
    const mails = () => notify.messages.filter((m) => m.message.meta?.kind === 'document_request' && m.message.html?.includes('Back soon'));
    notify.failing = true;
    try {
      expect((await send({ pre_application_uuid: lead.leadUuid, email_content: '<p>Back soon</p>' })).status).toBe(201);
      await core.outbox.deliverDue();
    } finally {
      notify.failing = false;
    }
    expect(await core.knex('document_requests').where({ lead_uuid: lead.leadUuid })).toHaveLength(2);
    expect(mails()).toHaveLength(0);
    await core.outbox.deliverDue();
    await core.outbox.deliverDue();
    expect(mails()).toHaveLength(1);
  });
});
