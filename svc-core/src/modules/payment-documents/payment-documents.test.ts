/**
 * The orders screen's documents against a real database: a paid order's chest x-ray order, lab
 * requisition and invoice, the ad-hoc chest x-ray order (downloaded or e-mailed), the refusals, the
 * admin-only access and the audit entries.
 */
import { DOCUMENT_MESSAGES, ERROR_CODES, XRAY_ORDER_MESSAGES } from '@clinic/contracts';
import { pdfText } from '../i693/documents/test-support';
import { insertPayment } from '../payments/repo';
import { signIn, startFakeNotify, startTestCore, type FakeNotify, type TestCore } from '../../test-support';

jest.setTimeout(60_000);

let core: TestCore;
let notify: FakeNotify;
const tokens: Record<'admin' | 'staff' | 'ext', string> = { admin: '', staff: '', ext: '' };
let paid = '';
let pending = '';

beforeAll(async () => {
  notify = await startFakeNotify();
  core = await startTestCore({ NOTIFY_URL: notify.url });
  for (const username of ['admin', 'staff', 'ext'] as const) tokens[username] = await signIn(core, username);
  const order = {
    first_name: 'Wei',
    middle_name: 'Ming',
    last_name: 'Chen',
    gender: 'male',
    email: 'wei.orders@example.com',
    phone: '5105550100',
    dob: '1985-01-15',
    amount_cents: 14_400,
    tests: [
      { id: 'qtb', name: 'Quantiferon TB Gold', price_cents: 9_900 },
      { id: 'rpr', name: 'Syphilis (RPR)', price_cents: 4_500 },
    ],
    lab_provider_preference: 'labcorp',
  };
  paid = (await insertPayment(core.knex, { ...order, status: 'paid', provider: 'stripe', paid_on: new Date('2026-03-02T20:00:00Z') })).uuid;
  pending = (await insertPayment(core.knex, { ...order, status: 'pending' })).uuid;
});

afterAll(async () => {
  await core?.close();
  await notify?.close();
});

async function get(path: string, who: keyof typeof tokens | null = 'admin') {
  const res = await fetch(`${core.api}${path}`, { headers: who ? { authorization: `Bearer ${tokens[who]}` } : {} });
  const type = res.headers.get('content-type') ?? '';
  const bytes = Buffer.from(await res.arrayBuffer());
  return {
    status: res.status,
    type,
    disposition: res.headers.get('content-disposition') ?? '',
    bytes,
    json: type.includes('json') ? (JSON.parse(bytes.toString('utf8')) as Record<string, unknown>) : {},
  };
}

async function audits(action: string) {
  return (await core.knex('audit_log').where({ action }).orderBy('id')) as Array<{
    entity: string;
    entity_id: string | null;
    details: Record<string, unknown>;
  }>;
}

describe('GET /payments/{id}/lab-order', () => {
  it('answers the chest x-ray order of the payer', async () => {
    const res = await get(`/payments/${paid}/lab-order?lab_order_type=chest-x-ray`);
    expect(res).toMatchObject({ status: 200, type: 'application/pdf' });
    expect(res.disposition).toContain('attachment; filename="Chest-X-Ray-Order-Chen-Wei.pdf"');
    const text = await pdfText(res.bytes);
    for (const expected of ['Chest X-Ray Order', 'Chen, Wei', '01/15/1985']) expect(text).toContain(expected);
  });

  it('answers the requisition of the purchased tests for the lab provider the payer chose', async () => {
    const res = await get(`/payments/${paid}/lab-order?lab_order_type=lab-tests`);
    expect(res.disposition).toContain('filename="Lab-Requisition-Chen-Wei.pdf"');
    const text = await pdfText(res.bytes);
    for (const expected of [
      'Laboratory Requisition',
      'Labcorp',
      'Chen, Wei Ming',
      '01/15/1985',
      'Quantiferon TB Gold',
      'Syphilis (RPR)',
      '03/02/2026',
      '(510) 555-0100',
    ])
      expect(text).toContain(expected);
    expect((await audits('generate_lab_order')).map((a) => [a.entity, a.entity_id, a.details.lab_order_type])).toEqual([
      ['payments', paid, 'chest-x-ray'],
      ['payments', paid, 'lab-tests'],
    ]);
  });

  it('refuses another type (400), an unknown order (404), an unpaid one (409), staff who are not admins and external staff (403)', async () => {
    expect(await get(`/payments/${paid}/lab-order?lab_order_type=blood`)).toMatchObject({
      status: 400,
      json: { error: ERROR_CODES.validation, msg: DOCUMENT_MESSAGES.labOrderType },
    });
    expect((await get(`/payments/${paid}/lab-order`)).status).toBe(400);
    expect(await get(`/payments/00000000-0000-4000-8000-000000000000/lab-order?lab_order_type=chest-x-ray`)).toMatchObject({
      status: 404,
      json: { msg: DOCUMENT_MESSAGES.paymentNotFound },
    });
    expect((await get(`/payments/nope/lab-order?lab_order_type=chest-x-ray`)).status).toBe(404);
    expect(await get(`/payments/${pending}/lab-order?lab_order_type=lab-tests`)).toMatchObject({
      status: 409,
      json: { msg: DOCUMENT_MESSAGES.paymentNotPaid },
    });
    expect((await get(`/payments/${paid}/lab-order?lab_order_type=chest-x-ray`, 'staff')).status).toBe(403);
    expect((await get(`/payments/${paid}/lab-order?lab_order_type=chest-x-ray`, 'ext')).status).toBe(403);
    expect((await get(`/payments/${paid}/lab-order?lab_order_type=chest-x-ray`, null)).status).toBe(401);
  });
});

describe('GET /payments/{id}/invoice', () => {
  it('answers the invoice: the tests with their amounts, the total, the paid date and the payer', async () => {
    const res = await get(`/payments/${paid}/invoice`);
    expect(res).toMatchObject({ status: 200, type: 'application/pdf' });
    expect(res.disposition).toMatch(/filename="Invoice-INV-[0-9A-F]{8}-Chen-Wei\.pdf"/);
    const text = await pdfText(res.bytes);
    for (const expected of [
      'Invoice',
      'Wei Ming Chen',
      'wei.orders@example.com',
      'Quantiferon TB Gold',
      '$99.00',
      'Syphilis (RPR)',
      '$45.00',
      '$144.00',
      '03/02/2026',
      'Card (Stripe)',
      'Labcorp',
    ]) {
      expect(text).toContain(expected);
    }
    const [audit] = await audits('generate_invoice');
    expect(audit).toMatchObject({ entity: 'payments', entity_id: paid });
  });

  it('refuses an unknown or unpaid order and non-admins', async () => {
    expect((await get('/payments/00000000-0000-4000-8000-000000000000/invoice')).status).toBe(404);
    expect((await get(`/payments/${pending}/invoice`)).status).toBe(409);
    expect((await get(`/payments/${paid}/invoice`, 'ext')).status).toBe(403);
  });
});

describe('GET /payments/lab-order (ad-hoc chest x-ray order)', () => {
  const adhoc = (params: Record<string, string>) =>
    `/payments/lab-order?${new URLSearchParams({ lab_order_type: 'chest-x-ray', email: 'Omar@Example.com', first_name: 'Omar', last_name: 'Haddad', dob: '11/30/1979', ...params }).toString()}`;

  it('answers the order as a PDF download', async () => {
    const sent = notify.messages.length;
    const res = await get(adhoc({}));
    expect(res).toMatchObject({ status: 200, type: 'application/pdf' });
    expect(res.disposition).toContain('filename="Chest-X-Ray-Order-Haddad-Omar.pdf"');
    const text = await pdfText(res.bytes);
    expect(text).toContain('Haddad, Omar');
    expect(text).toContain('11/30/1979');
    expect(notify.messages).toHaveLength(sent);
    const entry = (await audits('generate_lab_order')).at(-1);
    expect(entry).toMatchObject({ entity: 'payments', entity_id: null, details: { adhoc: true, email: 'omar@example.com', lab_order_type: 'chest-x-ray' } });
  });

  it("with send_pdf=false e-mails the order to the address instead, as the leads' Send X-Ray Order Email", async () => {
    const res = await get(adhoc({ send_pdf: 'false' }));
    expect(res).toMatchObject({ status: 200, json: { msg: XRAY_ORDER_MESSAGES.sent } });
    const mail = notify.messages.at(-1)!.message;
    expect(mail).toMatchObject({ to: 'omar@example.com', subject: 'Your chest x-ray order', meta: { kind: 'xray_order' } });
    const attachment = mail.attachments![0]!;
    expect(attachment.filename).toBe('Chest-X-Ray-Order-Haddad-Omar.pdf');
    expect(await pdfText(Buffer.from(attachment.content_base64, 'base64'))).toContain('Haddad, Omar');
    expect((await audits('send_xray_order')).at(-1)).toMatchObject({ details: { email: 'omar@example.com' } });
  });

  it('refuses another order type, a bad birth date or e-mail, a bad send_pdf and non-admins', async () => {
    expect(await get(adhoc({ lab_order_type: 'lab-tests' }))).toMatchObject({ status: 400, json: { msg: DOCUMENT_MESSAGES.adhocLabOrderType } });
    expect((await get(adhoc({ dob: '1979-11-30' }))).status).toBe(400);
    expect((await get(adhoc({ email: 'omar@' }))).status).toBe(400);
    expect(await get(adhoc({ send_pdf: 'maybe' }))).toMatchObject({ status: 400, json: { msg: DOCUMENT_MESSAGES.sendPdf } });
    expect((await get(adhoc({}), 'staff')).status).toBe(403);
    expect((await get(adhoc({}), 'ext')).status).toBe(403);
  });
});
