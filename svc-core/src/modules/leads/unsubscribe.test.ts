/**
 * Reminder unsubscribes: a signed link per lead, a confirmation page that never unsubscribes by
 * itself, the RFC 8058 one-click POST, and Remove Unsubscription for staff.
 */
import { LEAD_MESSAGES, UNSUBSCRIBE_TEXTS, type Lead, type Paginated } from '@clinic/contracts';
import { signIn, startTestCore, type TestCore } from '../../test-support';
import { leadOfUnsubscribeToken, unsubscribeSecretOf, unsubscribeToken, unsubscribeUrl } from '../lead-records/unsubscribe-links';

jest.setTimeout(60_000);

let core: TestCore;
let token = '';
let secret: Buffer;

beforeAll(async () => {
  core = await startTestCore();
  token = await signIn(core, 'staff');
  secret = unsubscribeSecretOf(core.keys.signingKey);
});
afterAll(() => core.close());

let people = 0;
async function newLead(): Promise<Lead> {
  people += 1;
  const email = `unsub.${people}@example.com`;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  await fetch(`${core.api}/appointments/misc/leads/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ firstName: 'Lina', lastName: 'Haddad', email, dob: '1990-01-01' }),
  });
  return leadByEmail(email);
}

async function leadByEmail(email: string): Promise<Lead> {
  const res = await fetch(`${core.api}/appointments/misc/leads/?search=${email}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as Paginated<Lead>).results[0]!;
}

const oneClick = (tokenText: string) =>
  fetch(`${core.api}/appointments/unsubscribe/${tokenText}/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });

describe('unsubscribe links', () => {
  it('name their own lead only; a forged or swapped signature names none', async () => {
    const a = await newLead();
    const b = await newLead();
    expect(leadOfUnsubscribeToken(secret, unsubscribeToken(secret, a.uuid))).toBe(a.uuid);
    const [, signatureOfB] = unsubscribeToken(secret, b.uuid).split('.');
    expect(leadOfUnsubscribeToken(secret, `${a.uuid}.${signatureOfB}`)).toBeNull();
    expect(leadOfUnsubscribeToken(secret, `${a.uuid}.forged`)).toBeNull();
    expect(leadOfUnsubscribeToken(secret, 'not-a-token')).toBeNull();
    expect(unsubscribeUrl('https://clinic.test', secret, a.uuid)).toBe(
      `https://clinic.test/api/v1/appointments/unsubscribe/${unsubscribeToken(secret, a.uuid)}/`,
    );
  });

  it('open a confirmation page that changes nothing until its button is pressed', async () => {
    const lead = await newLead();
    const page = await fetch(`${core.api}/appointments/unsubscribe/${unsubscribeToken(secret, lead.uuid)}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<form method="post"');
    expect(html).toContain('Unsubscribe</button>');
    expect((await leadByEmail(lead.email)).unsubscribed_on).toBeNull();
    expect((await fetch(`${core.api}/appointments/unsubscribe/${lead.uuid}.forged/`)).status).toBe(404);
  });

  it('unsubscribe with one click, keeping the first time; a forged link is 404 and changes nothing', async () => {
    const lead = await newLead();
    const link = unsubscribeToken(secret, lead.uuid);
    const res = await oneClick(link);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('You are unsubscribed');
    const first = (await leadByEmail(lead.email)).unsubscribed_on;
    expect(first).toEqual(expect.any(String));
    await oneClick(link);
    expect((await leadByEmail(lead.email)).unsubscribed_on).toBe(first);

    const other = await newLead();
    expect((await oneClick(`${other.uuid}.forged`)).status).toBe(404);
    expect((await leadByEmail(other.email)).unsubscribed_on).toBeNull();
  });
});

describe("unsubscribe pages in the client's language", () => {
  it("are in the lead's language, right to left in Arabic, with the one-click form unchanged", async () => {
    const lead = await newLead();
    expect(lead.language).toBe('en');
    await core.knex('applicants').where({ lead_uuid: lead.uuid }).update({ preferred_language: 'Arabic' });
    expect((await leadByEmail(lead.email)).language).toBe('ar');
    const t = UNSUBSCRIBE_TEXTS.ar;
    const link = unsubscribeToken(secret, lead.uuid);

    const confirm = await (await fetch(`${core.api}/appointments/unsubscribe/${link}/`)).text();
    expect(confirm).toContain('<html lang="ar" dir="rtl">');
    expect(confirm).toContain(`<h1>${t.confirmTitle}</h1>`);
    expect(confirm).toContain(`<p>${t.confirm}</p>`);
    expect(confirm).toContain(
      `<form method="post" action="/api/v1/appointments/unsubscribe/${link}/">\n<input type="hidden" name="List-Unsubscribe" value="One-Click">`,
    );
    expect(confirm).toContain(`<button class="primary" type="submit">${t.unsubscribe}</button>`);

    const done = await oneClick(link);
    expect(done.status).toBe(200);
    const doneHtml = await done.text();
    expect(doneHtml).toContain('<html lang="ar" dir="rtl">');
    expect(doneHtml).toContain(`<h1>${t.doneTitle}</h1>`);
    expect(doneHtml).toContain(t.done);
    expect((await leadByEmail(lead.email)).unsubscribed_on).toEqual(expect.any(String));
  });

  it("say a link is not valid in the browser's language when the link names no lead", async () => {
    const forged = await fetch(`${core.api}/appointments/unsubscribe/7b0d8a52-32c4-4f55-9d0e-3f6f4d2a9c11.forged/`, {
      headers: { 'accept-language': 'fa-IR,fa;q=0.9,en;q=0.5' },
    });
    expect(forged.status).toBe(404);
    const html = await forged.text();
    expect(html).toContain('<html lang="fa" dir="rtl">');
    expect(html).toContain(`<h1>${UNSUBSCRIBE_TEXTS.fa.invalidTitle}</h1>`);
    const english = await (await oneClick('not-a-token')).text();
    expect(english).toContain('<html lang="en" dir="ltr">');
    expect(english).toContain('<h1>Link not valid</h1>');
  });
});

describe('Remove Unsubscription', () => {
  const remove = (leadUuid: string) =>
    fetch(`${core.api}/appointments/misc/leads/${leadUuid}/mg/unsubscribe/`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });

  it('lets reminders go to the address again; only an unsubscribed lead has one to remove', async () => {
    const lead = await newLead();
    expect((await remove(lead.uuid)).status).toBe(409);
    await oneClick(unsubscribeToken(secret, lead.uuid));

    const res = await remove(lead.uuid);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ msg: LEAD_MESSAGES.unsubscriptionRemoved, error: null });
    expect((await leadByEmail(lead.email)).unsubscribed_on).toBeNull();
    expect((await remove('7b0d8a52-32c4-4f55-9d0e-3f6f4d2a9c11')).status).toBe(404);
    expect((await fetch(`${core.api}/appointments/misc/leads/${lead.uuid}/mg/unsubscribe/`, { method: 'DELETE' })).status).toBe(401);
  });
});
