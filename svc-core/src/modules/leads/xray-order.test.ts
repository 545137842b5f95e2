/** Send X-Ray Order Email: a chest x-ray lab order PDF e-mailed to the client, through svc-notify. */
import { ERROR_CODES, XRAY_ORDER_MESSAGES, XRAY_ORDER_TEXTS } from '@clinic/contracts';
import { signIn, startFakeNotify, startTestCore, type FakeNotify, type TestCore } from '../../test-support';
import { placeApplicant } from './service';

jest.setTimeout(60_000);

let core: TestCore;
let notify: FakeNotify;
let token = '';

beforeAll(async () => {
  notify = await startFakeNotify();
  core = await startTestCore({ NOTIFY_URL: notify.url });
  token = await signIn(core, 'staff');
});
afterAll(async () => {
  await core?.close();
  await notify?.close();
});

const order = (body: unknown, auth = token) =>
  fetch(`${core.api}/appointments/misc/leads/xray-order/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
    body: JSON.stringify(body),
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as Record<string, unknown> }));

describe('POST /appointments/misc/leads/xray-order/', () => {
  it('e-mails the client a PDF order naming them, kept as their conversation', async () => {
    const res = await order({ first_name: 'Wei', last_name: 'Chen', email: 'Demo.Pending@example.com', dob: '01/15/1985' });
    expect(res).toEqual({ status: 200, body: { msg: XRAY_ORDER_MESSAGES.sent } });

    const mail = notify.messages.at(-1)!.message;
    expect(mail).toMatchObject({
      to: 'demo.pending@example.com',
      subject: 'Your chest x-ray order',
      conversation_email: 'demo.pending@example.com',
      meta: { kind: 'xray_order', language: 'en' },
    });
    expect(mail.text).toMatch(/^Dear Wei,\n\nAttached is your chest x-ray order\./);
    const [attachment] = mail.attachments!;
    expect(attachment).toMatchObject({ filename: 'Chest-X-Ray-Order-Chen-Wei.pdf', content_type: 'application/pdf' });
    const pdf = Buffer.from(attachment!.content_base64, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // The document title (info dictionary, not compressed) names the patient.
    expect(pdf.toString('latin1')).toContain('(Chest X-Ray Order: Chen, Wei)');
  });

  it("is written in the language of the address's lead, greeting the person of the order; English for an address without a lead", async () => {
    await core.knex.transaction((trx) =>
      placeApplicant(trx, { email: 'xray.arabic@example.com', first_name: 'Omar', last_name: 'Haddad', dob: '1980-02-03', preferred_language: 'Arabic' }),
    );
    expect((await order({ first_name: 'Layla', last_name: 'Haddad', email: 'xray.arabic@example.com', dob: '02/03/2010' })).status).toBe(200);
    const mail = notify.messages.at(-1)!.message;
    const t = XRAY_ORDER_TEXTS.ar;
    expect(mail).toMatchObject({ to: 'xray.arabic@example.com', subject: t.subject, meta: { kind: 'xray_order', language: 'ar' } });
    expect(mail.html).toContain('<body dir="rtl" lang="ar">');
    expect(mail.html).toContain(`<p>${t.greeting('<bdi>Layla</bdi>')}</p>`);
    expect(mail.attachments![0]!.filename).toBe('Chest-X-Ray-Order-Haddad-Layla.pdf');

    expect((await order({ first_name: 'Ana', last_name: 'Ruiz', email: 'no.lead@example.com', dob: '01/15/1985' })).status).toBe(200);
    expect(notify.messages.at(-1)!.message).toMatchObject({ to: 'no.lead@example.com', subject: 'Your chest x-ray order', meta: { language: 'en' } });
  });

  it('refuses a bad date of birth or e-mail and anonymous callers; while e-mail is down the order waits and is sent once', async () => {
    const sent = notify.messages.length;
    expect((await order({ first_name: 'Wei', last_name: 'Chen', email: 'wei@example.com', dob: '1985-01-15' })).body.error).toBe(ERROR_CODES.validation);
    expect((await order({ first_name: 'Wei', last_name: 'Chen', email: 'wei@', dob: '01/15/1985' })).status).toBe(400);
    expect((await order({ first_name: 'Wei', last_name: 'Chen', email: 'wei@example.com', dob: '01/15/1985' }, '')).status).toBe(401);
    expect(notify.messages.length).toBe(sent);
    notify.failing = true;
    try {
      expect(await order({ first_name: 'Wei', last_name: 'Chen', email: 'wei.later@example.com', dob: '01/15/1985' })).toMatchObject({
        status: 200,
        body: { msg: XRAY_ORDER_MESSAGES.sent },
      });
      await core.outbox.deliverDue();
    } finally {
      notify.failing = false;
    }
    const orders = () => notify.messages.filter((m) => m.message.to === 'wei.later@example.com');
    expect(orders()).toHaveLength(0);
    await core.outbox.deliverDue();
    await core.outbox.deliverDue();
    expect(orders()).toHaveLength(1);
  });
});
