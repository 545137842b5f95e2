import { DEMO_PRACTICE_SETTINGS, ERROR_CODES, LAB_INSTRUCTIONS_TEXTS, PUBLIC_MESSAGES, paginatedSchema, paymentSchema } from '@clinic/contracts';
import {
  createKnex,
  createLogger,
  createTestDatabase,
  createTestKeys,
  loadConfig,
  startHttpServer,
  verifyToken,
  type Config,
  type Knex,
  type TestDatabase,
  type TestKeys,
} from '@clinic/server-kit';
import { createApp } from '../../app';
import { migrateCore } from '../../db/migrate';
import { runSeeds } from '../../db/seeds';
import { findLeadByEmail } from '../lead-records/repo';
import { coreDeps } from '../../deps';
import type { Outbox } from '../outbox';
import { ensureLeadForEmail } from '../leads/service';
import { resolveWebhookSecret, signWebhookPayload } from '../payment-providers';
import type { PaymentRow } from './repo';
import { signIn, startFakeNotify, type FakeNotify } from '../../test-support';

jest.setTimeout(60_000);

let db: TestDatabase;
let keys: TestKeys;
let knex: Knex;
let config: Config;
let notify: FakeNotify;
let api: string;
let closeServer: () => Promise<void>;
let outbox: Outbox;

beforeAll(async () => {
  notify = await startFakeNotify();
  db = await createTestDatabase();
  keys = await createTestKeys();
  config = loadConfig({
    DATABASE_URL: db.url,
    DATA_DIR: keys.dataDir,
    SEED_PASSWORD: 'payments-test-seed',
    PUBLIC_URL: 'http://clinic.test',
    NOTIFY_URL: notify.url,
  });
  knex = createKnex(db.url, { poolMax: 5 });
  await migrateCore(knex);
  await runSeeds(knex, config);
  const logger = createLogger('payments-test');
  const deps = coreDeps({ config, knex, keys, logger, outboxPolicy: { backoffMs: 0 } });
  outbox = deps.outbox;
  const server = await startHttpServer(createApp(deps), { port: 0 });
  api = `${server.url}/api/v1`;
  closeServer = () => server.close();
});

afterAll(async () => {
  await closeServer();
  await outbox.close();
  await knex.destroy();
  await db.drop();
  keys.cleanup();
  await notify.close();
});

const order = (over: Record<string, unknown> = {}) => ({
  first_name: 'Ana',
  middle_name: 'Maria',
  last_name: 'Silva',
  gender: 'female',
  dob: '1996-04-12',
  test_name: '',
  tests: ['tb-quantiferon', 'syphilis-rpr'],
  amount: 130,
  phone: '5105550188',
  email: 'ana.silva@example.com',
  lab_provider_preference: 'quest',
  ...over,
});

async function initiate(body: unknown) {
  const res = await fetch(`${api}/payments/labs/initiate/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

async function decide(transactionId: string, decision: string) {
  return fetch(`${api}/payments/local-checkout/${transactionId}/complete/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision }).toString(),
    redirect: 'manual',
  });
}

async function webhook(raw: string, signature?: string) {
  const res = await fetch(`${api}/payments/webhook/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    body: raw,
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

function completedEvent(transactionId: string, amountCents: number, id = `evt_test_${Math.random().toString(16).slice(2)}`) {
  return JSON.stringify({
    id,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: 'cs_test_1',
        object: 'checkout.session',
        client_reference_id: transactionId,
        amount_total: amountCents,
        payment_status: 'paid',
        status: 'complete',
      },
    },
  });
}

const paymentOf = (transactionId: string) => knex<PaymentRow>('payments').where({ transaction_id: transactionId }).first();
const count = async (table: string) => Number((await knex(table).count<{ c: string }[]>('* as c'))[0]!.c);
const mailsTo = (to: string) => notify.messages.filter((m) => m.message.to === to);

describe('POST /payments/labs/initiate/', () => {
  it('answers 201 with the transaction and the local checkout link, and stores a pending payment linked to a system-generated lead', async () => {
    const res = await initiate(order());
    expect(res.status).toBe(201);
    expect(res.body.transaction_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.payment_link).toBe(`http://clinic.test/api/v1/payments/local-checkout/${res.body.transaction_id}/`);

    const payment = await paymentOf(res.body.transaction_id);
    expect(payment).toMatchObject({
      status: 'pending',
      provider: 'local',
      amount_cents: 13000,
      email: 'ana.silva@example.com',
      lab_provider_preference: 'quest',
      phone: '5105550188',
    });
    expect(payment!.tests).toEqual([
      { id: 'tb-quantiferon', name: 'TB QuantiFERON-TB Gold Plus', price_cents: 9500 },
      { id: 'syphilis-rpr', name: 'Syphilis RPR with Reflex to Titer and Treponemal Confirmation', price_cents: 3500 },
    ]);
    const lead = await findLeadByEmail(knex, 'ana.silva@example.com');
    expect(lead).toMatchObject({ is_system_generated: true, first_name: 'Ana', last_name: 'Silva' });
    expect(payment!.lead_uuid).toBe(lead!.uuid);
  });

  it('links the payment to the existing lead of the e-mail, whatever its case', async () => {
    const existing = await ensureLeadForEmail(knex, { email: 'family.lead@example.com', first_name: 'Rosa', last_name: 'Perez' }, { systemGenerated: false });
    const res = await initiate(order({ email: 'Family.Lead@Example.com', first_name: 'Luis', last_name: 'Perez' }));
    expect(res.status).toBe(201);
    expect((await paymentOf(res.body.transaction_id))!.lead_uuid).toBe(existing.uuid);
    expect(await findLeadByEmail(knex, 'family.lead@example.com')).toMatchObject({ is_system_generated: false });
  });

  it('gives an identical retry the same transaction and link, and a different order a new one', async () => {
    const body = order({ email: 'retry@example.com', tests: ['bundle-25-44', 'mmr-immunity'], amount: 205 });
    const first = await initiate(body);
    const again = await initiate(body);
    const reordered = await initiate({ ...body, tests: ['mmr-immunity', 'bundle-25-44'] });
    expect([first.status, again.status, reordered.status]).toEqual([201, 201, 201]);
    expect(again.body).toEqual(first.body);
    expect(reordered.body).toEqual(first.body);
    expect(await knex('payments').where({ email: 'retry@example.com' }).count<{ c: string }[]>('* as c')).toEqual([{ c: '1' }]);

    const other = await initiate({ ...body, lab_provider_preference: 'labcorp' });
    expect(other.status).toBe(201);
    expect(other.body.transaction_id).not.toBe(first.body.transaction_id);
  });

  it('gives concurrent identical requests one payment', async () => {
    const body = order({ email: 'double.click@example.com' });
    const results = await Promise.all([initiate(body), initiate(body), initiate(body)]);
    expect(new Set(results.map((r) => r.body.transaction_id)).size).toBe(1);
    expect(await knex('payments').where({ email: 'double.click@example.com' }).count<{ c: string }[]>('* as c')).toEqual([{ c: '1' }]);
  });

  describe('refuses bad requests with 400 and stores nothing', () => {
    let before: { payments: number; leads: number };
    beforeEach(async () => {
      before = { payments: await count('payments'), leads: await count('leads') };
    });
    afterEach(async () => {
      expect({ payments: await count('payments'), leads: await count('leads') }).toEqual(before);
    });

    it('missing fields, with the form messages', async () => {
      const res = await initiate({ tests: ['tb-quantiferon'], amount: 95 });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        error: ERROR_CODES.validation,
        details: {
          first_name: PUBLIC_MESSAGES.preCheckout.firstNameRequired,
          last_name: PUBLIC_MESSAGES.preCheckout.lastNameRequired,
          gender: PUBLIC_MESSAGES.preCheckout.genderRequired,
          phone: PUBLIC_MESSAGES.preCheckout.phoneRequired,
          email: PUBLIC_MESSAGES.preCheckout.emailRequired,
        },
      });
    });

    it('a bad phone number', async () => {
      for (const phone of ['510555018', '51055501888', '(510) 555-0188', '+15105550188']) {
        const res = await initiate(order({ email: 'bad.phone@example.com', phone }));
        expect(res.status).toBe(400);
        expect(res.body.details).toEqual({ phone: PUBLIC_MESSAGES.preCheckout.phoneInvalid });
      }
    });

    it("a language that is not one of the site's", async () => {
      for (const language of ['de', 'ES', '', 7]) {
        const res = await initiate(order({ email: 'other.language@example.com', language }));
        expect(res.status).toBe(400);
        expect(res.body.details).toEqual({ language: expect.stringContaining('language must be one of') });
      }
    });

    it('no tests, or a malformed body', async () => {
      expect((await initiate(order({ email: 'none@example.com', tests: [], amount: 0 }))).status).toBe(400);
      const res = await fetch(`${api}/payments/labs/initiate/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"first_name":' });
      expect(res.status).toBe(400);
    });

    it('an amount that is not the price of the tests', async () => {
      for (const amount of [1, 129.99, 130.01, 260]) {
        const res = await initiate(order({ email: 'tampered@example.com', amount }));
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ error: 'AMOUNT_MISMATCH', msg: expect.any(String), expected: 130 });
      }
    });

    it('an unknown or inactive product', async () => {
      const res = await initiate(order({ email: 'unknown@example.com', tests: ['tb-quantiferon', 'free-everything'], amount: 95 }));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'UNKNOWN_PRODUCT', products: ['free-everything'] });
      await knex('lab_products').where({ id: 'mumps-immunity' }).update({ is_active: false });
      try {
        const inactive = await initiate(order({ email: 'unknown@example.com', tests: ['mumps-immunity'], amount: 35 }));
        expect(inactive.body).toMatchObject({ error: 'UNKNOWN_PRODUCT', products: ['mumps-immunity'] });
      } finally {
        await knex('lab_products').where({ id: 'mumps-immunity' }).update({ is_active: true });
      }
    });

    it('products that exclude each other, or one product twice', async () => {
      const res = await initiate(order({ email: 'conflict@example.com', tests: ['bundle-18-24', 'syphilis-rpr'], amount: 210 }));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'CONFLICTING_PRODUCTS', conflicts: [['bundle-18-24', 'syphilis-rpr']] });
      const twice = await initiate(order({ email: 'conflict@example.com', tests: ['syphilis-rpr', 'syphilis-rpr'], amount: 70 }));
      expect(twice.body).toMatchObject({ error: 'DUPLICATE_PRODUCT', products: ['syphilis-rpr'] });
    });
  });
});

describe('local checkout', () => {
  it('serves an HTML page with the practice, the tests, the amount and Pay / Cancel form buttons, and no script', async () => {
    const { body } = await initiate(order({ email: 'page@example.com' }));
    const res = await fetch(body.payment_link.replace('http://clinic.test/api/v1', api));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await res.text();
    expect(html).toContain('Bay Area Immigration Medical Exams');
    expect(html).toContain('TB QuantiFERON-TB Gold Plus');
    expect(html).toContain('$130.00');
    expect(html).toContain(`action="/api/v1/payments/local-checkout/${body.transaction_id}/complete/"`);
    expect(html).toMatch(/<button[^>]*name="decision" value="pay"/);
    expect(html).toMatch(/<button[^>]*name="decision" value="cancel"/);
    expect(html).toContain('name="viewport"');
    expect(html).not.toMatch(/<script/i);
  });

  it('answers 404 for a transaction that does not exist', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await fetch(`${api}/payments/local-checkout/${id}/`);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect((await decide(id, 'pay')).status).toBe(404);
    }
  });

  it('Pay marks the payment paid, e-mails the instructions once and redirects to Thank You', async () => {
    const email = 'payer@example.com';
    const { body } = await initiate(order({ email, lab_provider_preference: 'labcorp' }));
    const res = await decide(body.transaction_id, 'pay');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/checkout/confirmation?status=t');

    const payment = await paymentOf(body.transaction_id);
    expect(payment).toMatchObject({ status: 'paid', provider_ref: expect.stringMatching(/^cs_local_/) });
    expect(payment!.paid_on).toBeInstanceOf(Date);
    expect(payment!.instructions_sent_on).toBeInstanceOf(Date);

    const mails = mailsTo(email);
    expect(mails).toHaveLength(1);
    const { message, token } = mails[0]!;
    expect(message).toMatchObject({ channel: 'email', subject: LAB_INSTRUCTIONS_TEXTS.en.subject, conversation_email: email });
    for (const phrase of ['Labcorp', 'photo ID', 'within about 24 hours', 'spam', '$130.00', 'TB QuantiFERON-TB Gold Plus', body.transaction_id]) {
      expect(message.text).toContain(phrase);
    }
    // The amount, the reference and the practice's phone keep their order inside any text around them.
    for (const value of ['$130.00', body.transaction_id, DEMO_PRACTICE_SETTINGS.phone]) expect(message.html).toContain(`<span dir="ltr">${value}</span>`);
    await expect(verifyToken('service', token, keys.verifyKey)).resolves.toMatchObject({ sub: 'svc-core' });

    // A second click (or a back-button resubmit) changes nothing and sends nothing.
    const again = await decide(body.transaction_id, 'pay');
    expect(again.headers.get('location')).toBe('/checkout/confirmation?status=t');
    expect(mailsTo(email)).toHaveLength(1);
    expect(await (await fetch(`${api}/payments/local-checkout/${body.transaction_id}/`)).text()).toContain('This order is paid');

    // Paid: the same request again starts a new payment.
    expect((await initiate(order({ email, lab_provider_preference: 'labcorp' }))).body.transaction_id).not.toBe(body.transaction_id);
  });

  it("writes the instructions in the language of the order page, with the payer's name and the data left to right", async () => {
    const spanish = await initiate(order({ email: 'pagador@example.com', first_name: 'Lucía', language: 'es' }));
    expect((await paymentOf(spanish.body.transaction_id))!.language).toBe('es');
    await decide(spanish.body.transaction_id, 'pay');
    const [es] = mailsTo('pagador@example.com').map((m) => m.message);
    expect(es).toMatchObject({ subject: LAB_INSTRUCTIONS_TEXTS.es.subject, meta: { language: 'es' } });
    expect(es!.text).toContain('Hola Lucía:');
    expect(es!.text).toContain(`Gracias por su pago de $130.00 a ${DEMO_PRACTICE_SETTINGS.practice_name}.`);
    expect(es!.text).toContain('Acuda a cualquier centro de Quest Diagnostics');
    expect(es!.html).toContain('<body dir="ltr" lang="es">');

    const arabic = await initiate(order({ email: 'arabic.payer@example.com', first_name: 'Layla', language: 'ar' }));
    await decide(arabic.body.transaction_id, 'pay');
    const [ar] = mailsTo('arabic.payer@example.com').map((m) => m.message);
    expect(ar!.subject).toBe(LAB_INSTRUCTIONS_TEXTS.ar.subject);
    expect(ar!.html).toContain('<body dir="rtl" lang="ar">');
    expect(ar!.html).toContain('<p>مرحبًا <bdi>Layla</bdi>،</p>');
    expect(ar!.html).toContain(`<span dir="ltr">${arabic.body.transaction_id}</span>`);
    expect(ar!.text).toContain('شكرًا لك على دفع \u2068$130.00\u2069');
  });

  it('Cancel marks the payment cancelled, sends nothing and redirects to Something went wrong', async () => {
    const email = 'canceller@example.com';
    const { body } = await initiate(order({ email }));
    const res = await decide(body.transaction_id, 'cancel');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/checkout/confirmation?status=f');
    expect(await paymentOf(body.transaction_id)).toMatchObject({ status: 'cancelled', paid_on: null });
    expect(mailsTo(email)).toHaveLength(0);
  });

  it('refuses a decision other than pay or cancel', async () => {
    const { body } = await initiate(order({ email: 'undecided@example.com' }));
    const res = await decide(body.transaction_id, 'free');
    expect(res.status).toBe(400);
    expect(await paymentOf(body.transaction_id)).toMatchObject({ status: 'pending' });
  });
});

describe('POST /payments/webhook/', () => {
  const secret = () => resolveWebhookSecret(config);

  it('refuses a bad, missing or stale signature with 400 and changes nothing', async () => {
    const { body } = await initiate(order({ email: 'forger@example.com' }));
    const raw = completedEvent(body.transaction_id, 13000, 'evt_forged');
    const now = Math.floor(Date.now() / 1000);
    const attempts = [
      signWebhookPayload(raw, 'whsec_not_ours'),
      undefined,
      signWebhookPayload(raw, secret(), now - 301),
      signWebhookPayload(raw.replace('13000', '100'), secret()),
    ];
    for (const signature of attempts) {
      const res = await webhook(raw, signature);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'INVALID_WEBHOOK', msg: expect.any(String) });
    }
    expect(await paymentOf(body.transaction_id)).toMatchObject({ status: 'pending' });
    expect(await knex('payment_events').where({ event_id: 'evt_forged' }).first()).toBeUndefined();
    expect(mailsTo('forger@example.com')).toHaveLength(0);
  });

  it('processes a signed event once: a replay answers duplicate and sends no second e-mail', async () => {
    const email = 'stripe.payer@example.com';
    const { body } = await initiate(order({ email }));
    const raw = completedEvent(body.transaction_id, 13000, 'evt_once');
    const first = await webhook(raw, signWebhookPayload(raw, secret()));
    expect(first).toEqual({ status: 200, body: { received: true } });
    expect(await paymentOf(body.transaction_id)).toMatchObject({ status: 'paid' });
    const replay = await webhook(raw, signWebhookPayload(raw, secret()));
    expect(replay).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('does not mark paid an event whose amount differs from the order', async () => {
    const { body } = await initiate(order({ email: 'short.paid@example.com' }));
    const raw = completedEvent(body.transaction_id, 100);
    expect((await webhook(raw, signWebhookPayload(raw, secret()))).status).toBe(200);
    expect(await paymentOf(body.transaction_id)).toMatchObject({ status: 'pending' });
  });

  it('keeps the paid status when svc-notify is down and sends the e-mail once when it is back; a redelivery sends nothing more', async () => {
    const email = 'notify.down@example.com';
    const { body } = await initiate(order({ email }));
    const raw = completedEvent(body.transaction_id, 13000, 'evt_notify_down');
    notify.failing = true;
    try {
      expect((await webhook(raw, signWebhookPayload(raw, secret()))).status).toBe(200);
      await outbox.deliverDue();
    } finally {
      notify.failing = false;
    }
    expect(await paymentOf(body.transaction_id)).toMatchObject({ status: 'paid' });
    expect(mailsTo(email)).toHaveLength(0);

    await outbox.deliverDue();
    await outbox.deliverDue();
    expect(mailsTo(email)).toHaveLength(1);
    expect((await webhook(raw, signWebhookPayload(raw, secret()))).body).toEqual({ received: true, duplicate: true });
    await outbox.deliverDue();
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('acknowledges events it does not act on', async () => {
    const raw = JSON.stringify({ id: 'evt_other', type: 'payment_intent.created', data: { object: { id: 'pi_1' } } });
    expect(await webhook(raw, signWebhookPayload(raw, secret()))).toEqual({ status: 200, body: { received: true } });
  });
});

describe('GET /payments/ lists paid orders', () => {
  it('shows a paid order with the Payment fields and leaves unpaid checkouts out', async () => {
    const paid = await initiate(order({ email: 'listed@example.com', first_name: 'Listed', tests: ['bundle-18-24'], amount: 175 }));
    await decide(paid.body.transaction_id, 'pay');
    const pending = await initiate(order({ email: 'unlisted@example.com', first_name: 'Unlisted' }));
    expect(pending.status).toBe(201);

    const token = await signIn({ api }, 'admin', 'payments-test-seed');
    const res = await fetch(`${api}/payments/?search=listed@example.com`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    const page = paginatedSchema(paymentSchema).parse(await res.json());
    expect(page.results.map((p) => p.email)).toEqual(['listed@example.com']);
    expect(page.results[0]).toMatchObject({
      first_name: 'Listed',
      middle_name: 'Maria',
      last_name: 'Silva',
      gender: 'female',
      email: 'listed@example.com',
      phone: '5105550188',
      amount: 175,
      tests: ['Required Labs 18-24: QuantiFERON-TB Gold Plus, Syphilis RPR, Gonorrhea/Chlamydia NAAT'],
      status: 'paid',
    });
    expect(page.results[0]!.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(page.results[0]!.updated_on)).not.toBeNaN();
    const all = paginatedSchema(paymentSchema).parse(
      await (await fetch(`${api}/payments/?search=unlisted`, { headers: { authorization: `Bearer ${token}` } })).json(),
    );
    expect(all.count).toBe(0);
  });
});
