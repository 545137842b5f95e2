import { ERROR_CODES, LAB_CATALOGUE_MESSAGES as M, LAB_INSTRUCTIONS_TEXTS, type AdminLabProduct, type LabProductsResponse } from '@clinic/contracts';
import { pdfText } from '../i693/documents/test-support';
import { signIn, startFakeNotify, startTestCore, type FakeNotify, type TestCore } from '../../test-support';
import { LAB_PRODUCT_CATALOGUE } from './catalogue';
import { LAB_PRODUCT_ENTITY } from './service';

jest.setTimeout(120_000);

let core: TestCore;
let notify: FakeNotify;
let admin: string;
beforeAll(async () => {
  notify = await startFakeNotify();
  core = await startTestCore({ NOTIFY_URL: notify.url });
  admin = await signIn(core, 'admin');
});
afterAll(async () => {
  await core?.close();
  await notify?.close();
});

async function call(method: string, path: string, { token, body }: { token?: string | null; body?: unknown } = {}) {
  const res = await fetch(core.api + path, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const type = res.headers.get('content-type') ?? '';
  return { status: res.status, body: type.includes('json') ? await res.json() : Buffer.from(await res.arrayBuffer()) };
}

const adminList = async (): Promise<AdminLabProduct[]> => (await call('GET', '/admin/lab-products/', { token: admin })).body.products;
const publicList = async (): Promise<LabProductsResponse> => (await call('GET', '/payments/labs/products/')).body;
const product = async (id: string) => (await adminList()).find((p) => p.id === id)!;

describe('GET /admin/lab-products/', () => {
  it('lists every product in catalogue order with its price in cents, inactive ones included; the public list has the active ones only', async () => {
    await core.knex('lab_products').where({ id: 'measles-immunity' }).update({ is_active: false });
    const products = await adminList();
    expect(products.map((p) => p.id)).toEqual(LAB_PRODUCT_CATALOGUE.map((p) => p.id));
    expect(products.find((p) => p.id === 'tb-quantiferon')).toEqual({
      id: 'tb-quantiferon',
      name: 'TB QuantiFERON-TB Gold Plus',
      price_cents: 9500,
      type: 'lab',
      age_group: 'all',
      is_active: true,
    });
    expect(products.find((p) => p.id === 'measles-immunity')?.is_active).toBe(false);
    expect((await publicList()).products.map((p) => p.id)).not.toContain('measles-immunity');
  });

  it.each([
    ['anonymous', null, 401],
    ['staff', 'staff', 403],
    ['external staff', 'ext', 403],
  ] as const)('is refused to %s (%i), and so is a change', async (_who, user, status) => {
    const token = user ? await signIn(core, user) : null;
    expect((await call('GET', '/admin/lab-products/', { token })).status).toBe(status);
    expect((await call('PUT', '/admin/lab-products/tb-quantiferon/', { token, body: { name: 'Free TB', price_cents: 1, is_active: true } })).status).toBe(
      status,
    );
    expect((await product('tb-quantiferon')).price_cents).toBe(9500);
  });
});

describe('PUT /admin/lab-products/:id/', () => {
  const valid = { name: 'Hepatitis B Surface Antibody Immunity', price_cents: 4000, is_active: true };

  it.each([
    ['a price of 0', { price_cents: 0 }, 'price_cents', M.priceInvalid],
    ['a price with cents as a fraction', { price_cents: 40.5 }, 'price_cents', M.priceInvalid],
    ['a price above the maximum', { price_cents: 500_001 }, 'price_cents', M.priceInvalid],
    ['a price as text', { price_cents: '4000' }, 'price_cents', M.priceInvalid],
    ['an empty name', { name: '   ' }, 'name', M.nameRequired],
    ['a missing availability', { is_active: undefined }, 'is_active', M.activeRequired],
  ])('refuses %s with the field message and changes nothing', async (_case, change, field, message) => {
    const res = await call('PUT', '/admin/lab-products/hepatitis-b-immunity/', { token: admin, body: { ...valid, ...change } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: ERROR_CODES.validation, details: { [field]: message } });
    expect(await product('hepatitis-b-immunity')).toMatchObject({ price_cents: 4000, is_active: true });
  });

  it('answers 404 for an unknown product', async () => {
    for (const id of ['no-such-test', 'NOT%20AN%20ID', 'x'.repeat(80)]) {
      expect(await call('PUT', `/admin/lab-products/${id}/`, { token: admin, body: valid })).toMatchObject({ status: 404, body: { msg: M.productNotFound } });
    }
  });

  it('changes the name, price and availability, audited with what changed', async () => {
    const res = await call('PUT', '/admin/lab-products/hepatitis-b-immunity/', {
      token: admin,
      body: { name: ' Hep B Immunity ', price_cents: 4250, is_active: false },
    });
    expect(res).toMatchObject({
      status: 200,
      body: { id: 'hepatitis-b-immunity', name: 'Hep B Immunity', price_cents: 4250, is_active: false, type: 'immunity', age_group: 'all' },
    });
    expect((await publicList()).products.map((p) => p.id)).not.toContain('hepatitis-b-immunity');
    const [entry] = await core.knex('audit_log').where({ entity: LAB_PRODUCT_ENTITY, entity_id: 'hepatitis-b-immunity' }).orderBy('id', 'desc').limit(1);
    expect(entry.details.changed).toEqual({
      name: { from: valid.name, to: 'Hep B Immunity' },
      price_cents: { from: 4000, to: 4250 },
      is_active: { from: true, to: false },
    });
    expect(entry.actor_user_id).toBe((await core.knex('users').where({ username: 'admin' }).first('id')).id);
  });
});

describe('a changed price applies to new orders only', () => {
  const order = (amount: number, email: string) => ({
    first_name: 'Lina',
    last_name: 'Haddad',
    gender: 'female',
    dob: '1994-05-06',
    test_name: '',
    tests: ['tb-quantiferon', 'syphilis-rpr'],
    amount,
    phone: '5105550177',
    email,
    lab_provider_preference: 'quest',
  });

  it('an order keeps the amount it was made with through payment, e-mail and invoice; a page with the old price gets a clear error; a new order pays the new price', async () => {
    const first = await call('POST', '/payments/labs/initiate/', { body: order(130, 'lina.before@example.com') });
    expect(first.status).toBe(201);

    expect(
      (
        await call('PUT', '/admin/lab-products/tb-quantiferon/', {
          token: admin,
          body: { name: 'TB QuantiFERON-TB Gold Plus', price_cents: 10500, is_active: true },
        })
      ).status,
    ).toBe(200);
    expect((await publicList()).products.find((p) => p.id === 'tb-quantiferon')?.price).toBe(105);

    // The order made before is paid at its own amount, and everything shown of it keeps that amount.
    const paid = await fetch(`${core.api}/payments/local-checkout/${first.body.transaction_id}/complete/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'decision=pay',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const payment = await core.knex('payments').where({ transaction_id: first.body.transaction_id }).first();
    expect(payment).toMatchObject({ status: 'paid', amount_cents: 13000 });
    expect(payment.tests.find((t: { id: string }) => t.id === 'tb-quantiferon').price_cents).toBe(9500);
    await core.outbox.settled();
    const mail = notify.messages.map((m) => m.message).find((m) => m.to === 'lina.before@example.com' && m.subject === LAB_INSTRUCTIONS_TEXTS.en.subject);
    expect(mail?.text).toContain('$130.00');
    const invoice = await call('GET', `/payments/${payment.uuid}/invoice`, { token: admin });
    expect(invoice.status).toBe(200);
    const invoiceText = await pdfText(invoice.body as Buffer);
    expect(invoiceText).toContain('$130.00');
    expect(invoiceText).toContain('$95.00');

    // A visitor whose page still showed the old price is told the new total, and nothing is stored.
    const stale = await call('POST', '/payments/labs/initiate/', { body: order(130, 'lina.after@example.com') });
    expect(stale).toMatchObject({ status: 400, body: { error: 'AMOUNT_MISMATCH', msg: M.amountMismatch(14000), expected: 140 } });
    expect(await core.knex('payments').where({ email: 'lina.after@example.com' })).toHaveLength(0);

    const fresh = await call('POST', '/payments/labs/initiate/', { body: order(140, 'lina.after@example.com') });
    expect(fresh.status).toBe(201);
    expect(await core.knex('payments').where({ transaction_id: fresh.body.transaction_id }).first()).toMatchObject({ amount_cents: 14000 });
    expect(await core.knex('payments').where({ transaction_id: first.body.transaction_id }).first()).toMatchObject({ amount_cents: 13000 });
  });
});
