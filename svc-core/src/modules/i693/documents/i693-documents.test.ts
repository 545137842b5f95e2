/**
 * The application list's documents against a real database: the I-693 data sheet (stored, linked,
 * office and date saved on the application), the R200 / R220 receipts and the custom receipt, their
 * refusals, the 403 of external staff and the audit entries.
 */
import { promises as fs } from 'node:fs';
import {
  CUSTOM_RECEIPT_MESSAGES,
  DOCUMENT_MESSAGES,
  ERROR_CODES,
  I693_GENERATED_FORM_KIND,
  staffVaccineInfoSchema,
  type I693FormPdfLink,
  type StaffVaccineInfoInput,
} from '@clinic/contracts';
import { auditEntriesFor } from '../../audit/repo';
import { storedPath } from '../../files/storage';
import { insertApplication } from '../records/repo';
import { signIn, startTestCore, type TestCore } from '../../../test-support';
import { pdfText } from './test-support';

jest.setTimeout(60_000);

let core: TestCore;
const tokens: Record<'admin' | 'staff' | 'ext', string> = { admin: '', staff: '', ext: '' };
let maria = '';

beforeAll(async () => {
  core = await startTestCore();
  for (const username of ['admin', 'staff', 'ext'] as const) tokens[username] = await signIn(core, username);
  maria = await insertApplication(core.knex, {
    lead_uuid: null,
    applicant_uuid: null,
    email: 'maria.docs@example.com',
    pdf_email: 'maria.docs@example.com',
    first_name: 'Maria',
    middle_name: 'Elena',
    last_name: 'Lopez',
    a_number: '123456789',
    gender: 'female',
    dob: '1990-04-12',
    phone: '5105550199',
    city_of_birth: 'Monterrey',
    country_of_birth: 'Mexico',
    street_address: '1 Main St',
    apartment_number: '4B',
    city: 'Fremont',
    state: 'CA',
    zipcode: '94538',
    photo_id_type: 'passport',
    photo_id: 'MX-G1234567',
  });
  const vaccineInfo: StaffVaccineInfoInput = {
    qtb_result: 'positive',
    qtb_collection_date: '2026-03-01',
    qtb_chest_xray_taken: '2026-03-04',
    qtb_chest_xray_read: '2026-03-05',
    syphilis_test_option: 'rpr',
    syphilis_rpr_positive: false,
    syphilis_rpr_collection_date: '2026-03-01',
    syphilis_rpr_reporting_date: '2026-03-03',
    vaccine_grid: { '30': '04/12/2005', '31': '05/10/2005', v11: true, '11': '03/03/2020', '46': true },
  };
  await core
    .knex('i693_applications')
    .where({ uuid: maria })
    .update({ staff_vaccine_info: JSON.stringify(staffVaccineInfoSchema.parse(vaccineInfo)) });
});

afterAll(async () => {
  await core?.close();
});

async function get(path: string, who: keyof typeof tokens | null = 'staff') {
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

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
const pdfPath = (id: string, params: Record<string, string>) => `/i693-application/${id}/file/i693/pdf/?${query(params)}`;
const receiptPath = (id: string, params: Record<string, string>) => `/i693-application/${id}/receipt?${query(params)}`;
const customPath = (params: Record<string, string>) => `/i693-application/receipt/custom/?${query(params)}`;
const person = { first_name: 'Omar', last_name: 'Haddad', middle_name: '', email: 'Omar@Example.com' };

async function audits(action: string) {
  return (await core.knex('audit_log').where({ action }).orderBy('id')) as Array<{
    actor_user_id: number;
    entity: string;
    entity_id: string;
    details: Record<string, unknown>;
  }>;
}

const userId = async (username: string) => ((await core.knex('users').where({ username }).first()) as { id: number }).id;

describe('GET /i693-application/{id}/file/i693/pdf/', () => {
  it('answers a short-lived download of the data sheet, stores it and saves the office and date on the application', async () => {
    const res = await get(pdfPath(maria, { office: 'fremont', appointment_date: '04/20/2026' }));
    expect(res.status).toBe(200);
    const { url } = res.json as unknown as I693FormPdfLink;
    expect(url).toMatch(/^\/api\/v1\/downloads\/[^/]+\/$/);

    const download = await fetch(`${core.url}${url}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain('attachment; filename="I-693_Lopez_Maria_04-20-2026.pdf"');
    const pdf = Buffer.from(await download.arrayBuffer());
    const text = await pdfText(pdf);
    for (const expected of [
      "Civil Surgeon's Data Sheet for Form I-693",
      'Lopez',
      'Maria',
      'Elena',
      'A-123456789',
      '04/12/1990',
      'Monterrey',
      'Mexico',
      'MX-G1234567',
      'Fremont',
      '39500 Stevenson Pl, Suite 105, Fremont, CA 94539',
      '04/20/2026',
      'Positive',
      '03/04/2026',
      '04/12/2005',
      'Tdap',
    ]) {
      expect(text).toContain(expected);
    }

    const row = await core
      .knex('i693_applications')
      .select('appointment_office', core.knex.raw(`to_char(appointment_date, 'YYYY-MM-DD') as appointment_date`), 'last_updated_by')
      .where({ uuid: maria })
      .first();
    expect(row).toEqual({ appointment_office: 'fremont', appointment_date: '2026-04-20', last_updated_by: await userId('staff') });
    const stored = await core.knex('i693_documents').where({ application_uuid: maria, kind: I693_GENERATED_FORM_KIND });
    expect(stored).toHaveLength(1);
    expect(await fs.readFile(storedPath(core.config.dataDir, stored[0].stored_name))).toEqual(pdf);

    const [audit] = await audits('generate_i693_pdf');
    expect(audit).toMatchObject({
      actor_user_id: await userId('staff'),
      entity: 'i693_application',
      entity_id: maria,
      details: { office: 'fremont', appointment_date: '2026-04-20' },
    });
  });

  it('replaces the stored sheet when generated again for another office and date', async () => {
    const before = await core.knex('i693_documents').where({ application_uuid: maria, kind: I693_GENERATED_FORM_KIND }).first();
    const res = await get(pdfPath(maria, { office: 'santaclara', appointment_date: '05/04/2026' }), 'admin');
    expect(res.status).toBe(200);
    const after = await core.knex('i693_documents').where({ application_uuid: maria, kind: I693_GENERATED_FORM_KIND });
    expect(after).toHaveLength(1);
    expect(after[0].stored_name).not.toBe(before.stored_name);
    await expect(fs.access(storedPath(core.config.dataDir, before.stored_name))).rejects.toThrow();
    const text = await pdfText(await fs.readFile(storedPath(core.config.dataDir, after[0].stored_name)));
    expect(text).toContain('Santa Clara');
    expect(text).toContain('05/04/2026');
    expect((await core.knex('i693_applications').where({ uuid: maria }).first()).appointment_office).toBe('santaclara');
    expect(await audits('generate_i693_pdf')).toHaveLength(2);
  });

  it('refuses a missing or unknown office and a date not written MM/DD/YYYY, and an unknown application', async () => {
    expect(await get(pdfPath(maria, { appointment_date: '04/20/2026' }))).toMatchObject({
      status: 400,
      json: { error: ERROR_CODES.validation, msg: DOCUMENT_MESSAGES.officeRequired },
    });
    expect(await get(pdfPath(maria, { office: 'atlantis', appointment_date: '04/20/2026' }))).toMatchObject({
      status: 400,
      json: { msg: DOCUMENT_MESSAGES.officeUnknown('atlantis') },
    });
    for (const date of ['2026-04-20', '13/01/2026', '02/30/2026', '']) {
      expect(await get(pdfPath(maria, { office: 'fremont', appointment_date: date }))).toMatchObject({
        status: 400,
        json: { msg: DOCUMENT_MESSAGES.appointmentDate },
      });
    }
    expect(await get(pdfPath('00000000-0000-4000-8000-000000000000', { office: 'fremont', appointment_date: '04/20/2026' }))).toMatchObject({
      status: 404,
      json: { msg: DOCUMENT_MESSAGES.applicationNotFound },
    });
    expect((await get(pdfPath('not-a-uuid', { office: 'fremont', appointment_date: '04/20/2026' }))).status).toBe(404);
  });

  it('is refused to external staff (403) and to anonymous callers (401), generating nothing', async () => {
    const count = (await audits('generate_i693_pdf')).length;
    expect((await get(pdfPath(maria, { office: 'fremont', appointment_date: '04/20/2026' }), 'ext')).status).toBe(403);
    expect((await get(pdfPath(maria, { office: 'fremont', appointment_date: '04/20/2026' }), null)).status).toBe(401);
    expect(await audits('generate_i693_pdf')).toHaveLength(count);
  });
});

describe('GET /i693-application/{id}/receipt', () => {
  it('answers the R200 cash and R220 card receipts as PDF downloads, each with the next receipt number', async () => {
    const r200 = await get(receiptPath(maria, { office: 'fremont', appointment_date: '04/20/2026', receipt_type: '200' }));
    expect(r200).toMatchObject({ status: 200, type: 'application/pdf' });
    expect(r200.disposition).toContain('attachment; filename="receipt_R200_Lopez_Maria_04-20-2026.pdf"');
    const text200 = await pdfText(r200.bytes);
    for (const expected of ['Receipt', 'Maria Elena Lopez', 'maria.docs@example.com', 'Fremont', '39500 Stevenson Pl', '04/20/2026', '$200.00', 'Cash'])
      expect(text200).toContain(expected);

    const r220 = await get(receiptPath(maria, { office: 'oakland', appointment_date: '04/21/2026', receipt_type: '220' }), 'admin');
    expect(r220.disposition).toContain('filename="receipt_R220_Lopez_Maria_04-21-2026.pdf"');
    const text220 = await pdfText(r220.bytes);
    for (const expected of ['Maria Elena Lopez', 'Oakland', '04/21/2026', '$220.00', 'Credit or debit card']) expect(text220).toContain(expected);

    const receipts = await core.knex('receipts').where({ application_uuid: maria }).orderBy('number');
    expect(receipts.map((r) => [r.receipt_type, r.amount_cents, r.payment_method, r.office_code, r.is_custom])).toEqual([
      ['200', 20_000, 'cash', 'fremont', false],
      ['220', 22_000, 'card', 'oakland', false],
    ]);
    expect(Number(receipts[1].number)).toBe(Number(receipts[0].number) + 1);
    expect(text200).toContain(String(receipts[0].number));

    const entries = (await audits('generate_receipt')).filter((a) => a.entity_id === maria);
    expect(entries.map((a) => a.details.receipt_type)).toEqual(['200', '220']);
    expect(entries[0]).toMatchObject({
      entity: 'i693_application',
      actor_user_id: await userId('staff'),
      details: { receipt_number: Number(receipts[0].number), office: 'fremont' },
    });
  });

  it('refuses a receipt type other than 200 or 220, a bad office or date, an unknown application and external staff', async () => {
    const valid = { office: 'fremont', appointment_date: '04/20/2026', receipt_type: '200' };
    expect(await get(receiptPath(maria, { ...valid, receipt_type: '250' }))).toMatchObject({ status: 400, json: { msg: DOCUMENT_MESSAGES.receiptType } });
    expect(await get(receiptPath(maria, { ...valid, office: 'nowhere' }))).toMatchObject({
      status: 400,
      json: { msg: DOCUMENT_MESSAGES.officeUnknown('nowhere') },
    });
    expect((await get(receiptPath(maria, { ...valid, appointment_date: '4/20/2026' }))).status).toBe(400);
    expect((await get(receiptPath('00000000-0000-4000-8000-000000000000', valid))).status).toBe(404);
    const issued = await core.knex('receipts').count<{ c: string }[]>('* as c');
    expect((await get(receiptPath(maria, valid), 'ext')).status).toBe(403);
    expect(await core.knex('receipts').count<{ c: string }[]>('* as c')).toEqual(issued);
  });
});

describe('GET /i693-application/receipt/custom/', () => {
  const base = { ...person, office: 'hayward', appointment_date: '04/22/2026' };

  it('makes a receipt of the custom amount in whole dollars, the template giving the payment method', async () => {
    const res = await get(customPath({ ...base, receipt_type: '220', custom_amount: '150' }));
    expect(res).toMatchObject({ status: 200, type: 'application/pdf' });
    expect(res.disposition).toContain('filename="receipt_CR_Haddad_Omar_04-22-2026.pdf"');
    const text = await pdfText(res.bytes);
    for (const expected of ['Omar Haddad', 'omar@example.com', 'Hayward', '04/22/2026', '$150.00', 'Credit or debit card']) expect(text).toContain(expected);

    const zero = await pdfText((await get(customPath({ ...base, custom_amount: '0' }))).bytes);
    expect(zero).toContain('$0.00');
    expect(zero).toContain('Cash');

    const receipt = await core.knex('receipts').where({ last_name: 'Haddad' }).orderBy('number').first();
    expect(receipt).toMatchObject({
      application_uuid: null,
      is_custom: true,
      amount_cents: 15_000,
      payment_method: 'card',
      email: 'omar@example.com',
      office_code: 'hayward',
    });
    const [audit] = (await audits('generate_receipt')).filter((a) => a.entity === 'receipts');
    expect(audit).toMatchObject({ entity_id: String(receipt.number), details: { custom: true, amount_cents: 15_000 } });
  });

  it('without custom_amount issues the template receipt (the ad-hoc receipt, R200 by default)', async () => {
    const res = await get(customPath(base), 'admin');
    expect(res.disposition).toContain('filename="receipt_R200_Haddad_Omar_04-22-2026.pdf"');
    expect(await pdfText(res.bytes)).toContain('$200.00');
  });

  it("refuses an empty amount with 'Please enter an amount', a negative or fractional one, missing names and external staff", async () => {
    expect(await get(customPath({ ...base, custom_amount: '' }))).toMatchObject({
      status: 400,
      json: { error: ERROR_CODES.validation, msg: CUSTOM_RECEIPT_MESSAGES.enterAmount },
    });
    for (const amount of ['-5', '12.5', 'ten']) {
      expect(await get(customPath({ ...base, custom_amount: amount }))).toMatchObject({ status: 400, json: { msg: DOCUMENT_MESSAGES.amountInvalid } });
    }
    expect(await get(customPath({ ...base, first_name: ' ', custom_amount: '10' }))).toMatchObject({
      status: 400,
      json: { msg: DOCUMENT_MESSAGES.firstNameRequired },
    });
    expect(await get(customPath({ ...base, email: 'omar@', custom_amount: '10' }))).toMatchObject({
      status: 400,
      json: { msg: DOCUMENT_MESSAGES.emailInvalid },
    });
    expect((await get(customPath({ ...base, custom_amount: '10' }), 'ext')).status).toBe(403);
  });
});

describe('audit of every generated document', () => {
  it('keeps one entry per document, under the staff member who made it', async () => {
    const entries = await auditEntriesFor(core.knex, 'receipts');
    expect(entries.every((e) => e.action === 'generate_receipt' && e.actor_user_id !== null)).toBe(true);
    expect(entries).toHaveLength(Number((await core.knex('receipts').whereNull('application_uuid').count<{ c: string }[]>('* as c'))[0]!.c));
  });
});
