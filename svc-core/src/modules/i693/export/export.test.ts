/**
 * The admins' export of I-693 applications against a real database (seeded with the demo data and
 * the applications below): the three formats read back with a CSV parser and exceljs equal the list's
 * rows, the page and the filtered scopes, formula neutralising, the file name, who may export, the
 * refusals, the audit, and the batched reading that resumes after each batch in every list order.
 */
import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import {
  ERROR_CODES,
  I693_EXPORT_COLUMNS,
  I693_EXPORT_MESSAGES,
  I693_ORDERINGS,
  type I693Application,
  type I693ApplicationPage,
  type I693ExportColumn,
} from '@clinic/contracts';
import { signIn, startTestCore, type TestCore } from '../../../test-support';
import { listApplications, type ApplicationFilters } from '../records/repo';
import { cellText } from './cells';
import { readAllMatching } from './repo';

jest.setTimeout(60_000);

let core: TestCore;
const tokens = { admin: '', staff: '' };

/** 45 applications at Oakland or Tracy (Oakland for even numbers), several submitted at the same instant. */
const SURNAME = 'Exportzz';
const HOSTILE_NAME = '=HYPERLINK("http://evil.example","Click")';

function application(n: number) {
  return {
    email: `export.${n}@example.com`,
    pdf_email: `export.${n}@example.com`,
    first_name: n === 4 ? HOSTILE_NAME : ['Ana', 'Luis', 'Mei'][n % 3]!,
    middle_name: '',
    last_name: `${SURNAME}${String(n).padStart(2, '0')}`,
    a_number: n % 2 === 0 ? String(100000000 + n) : '',
    gender: n % 2 === 0 ? 'female' : 'male',
    dob: `19${70 + (n % 30)}-0${1 + (n % 9)}-1${n % 10}`,
    phone: `51055501${String(n).padStart(2, '0')}`,
    city_of_birth: n === 4 ? '@SUM(1+1)' : 'Puebla',
    country_of_birth: 'Mexico',
    street_address: n === 4 ? '-5 Main St' : `${n} Mission Blvd`,
    apartment_number: '',
    city: 'Oakland',
    state: 'CA',
    zipcode: '94609',
    photo_id_type: 'passport',
    photo_id: `MX-E${n}`,
    is_active: true,
    appointment_office: n % 2 === 0 ? 'oakland' : 'tracy',
    appointment_date: '2025-12-01',
    staff_vaccine_info: JSON.stringify(n % 4 === 0 ? { qtb_result: 'positive', syphilis_rpr_positive: false } : {}),
    // Groups of three share an instant, so the sort's tie-breakers decide.
    created_on: new Date(Date.UTC(2025, 0, 1) + Math.floor(n / 3) * 60_000),
  };
}

const OAKLAND_EXPORTZZ = { search: 'exportzz', appointment_office: 'oakland', ordering: '-created_on' } as const;

beforeAll(async () => {
  core = await startTestCore();
  tokens.admin = await signIn(core, 'admin');
  tokens.staff = await signIn(core, 'staff');
  await core.knex('i693_applications').insert([...Array.from({ length: 45 }, (_, n) => application(n)), { ...application(46), is_active: false }]);
});

afterAll(async () => {
  await core?.close();
});

async function exportRequest(body: unknown, who: keyof typeof tokens = 'admin') {
  const res = await fetch(`${core.api}/i693-application/export/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens[who]}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** The applications of the list's pages under these filters, as `GET /i693-application/` answers them. */
async function listed(query: Record<string, string>, pages: number[]): Promise<I693Application[]> {
  const found: I693Application[] = [];
  for (const page of pages) {
    const res = await fetch(`${core.api}/i693-application/?${new URLSearchParams({ ...query, page: String(page) }).toString()}`, {
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    found.push(...((await res.json()) as I693ApplicationPage).results);
  }
  return found;
}

const COLUMNS = [
  'uuid',
  'last_name',
  'first_name',
  'dob',
  'a_number',
  'city_of_birth',
  'street_address',
  'appointment_office',
  'qtb_result',
  'syphilis_rpr_positive',
  'is_active',
] as const;
const labelOf = (key: string) => I693_EXPORT_COLUMNS.find((c) => c.key === key)!.label;

/** What the export should hold for an application, as JSON values. */
function expected(a: I693Application) {
  return {
    uuid: a.uuid,
    last_name: a.last_name,
    first_name: a.first_name,
    dob: a.dob,
    a_number: a.a_number || null,
    city_of_birth: a.city_of_birth,
    street_address: a.street_address,
    appointment_office: a.meta.appointment_office === 'oakland' ? 'Oakland' : a.meta.appointment_office,
    qtb_result: a.meta.vaccine_info.qtb_result || null,
    syphilis_rpr_positive: a.meta.vaccine_info.syphilis_rpr_positive,
    is_active: a.is_active,
  };
}

const asCells = (a: I693Application) => Object.values(expected(a)).map(cellText);

async function readXlsx(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => rows.push(COLUMNS.map((_, i) => String(row.getCell(i + 1).value ?? ''))));
  return rows;
}

describe('GET /i693-application/export/columns/', () => {
  it('lists every column with its label and whether it is ticked at first, for admins only', async () => {
    const res = await fetch(`${core.api}/i693-application/export/columns/`, { headers: { authorization: `Bearer ${tokens.admin}` } });
    expect(res.status).toBe(200);
    const columns = (await res.json()) as I693ExportColumn[];
    expect(columns).toEqual(I693_EXPORT_COLUMNS.map(({ key, label, default: d }) => ({ key, label, default: d })));
    expect(columns.find((c) => c.key === 'last_name')).toEqual({ key: 'last_name', label: 'Last Name', default: true });

    const denied = await fetch(`${core.api}/i693-application/export/columns/`, { headers: { authorization: `Bearer ${tokens.staff}` } });
    expect(denied.status).toBe(403);
  });
});

describe('POST /i693-application/export/', () => {
  it('exports every application matching the filters and search as CSV, .xlsx and JSON, equal to the list rows', async () => {
    const rows = await listed(OAKLAND_EXPORTZZ, [1, 2]);
    expect(rows).toHaveLength(23);
    const body = { columns: COLUMNS, scope: 'all_filtered', filters: OAKLAND_EXPORTZZ };

    const csv = await exportRequest({ ...body, format: 'csv' });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('x-export-count')).toBe('23');
    expect(parseCsv(csv.bytes, { bom: true })).toEqual([COLUMNS.map(labelOf), ...rows.map(asCells)]);

    const xlsx = await exportRequest({ ...body, format: 'excel' });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.headers.get('x-export-count')).toBe('23');
    expect(await readXlsx(xlsx.bytes)).toEqual([COLUMNS.map(labelOf), ...rows.map(asCells)]);

    const json = await exportRequest({ ...body, format: 'json' });
    expect(json.status).toBe(200);
    expect(json.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(json.headers.get('x-export-count')).toBe('23');
    expect(JSON.parse(json.bytes.toString('utf8'))).toEqual(rows.map(expected));
  });

  it('exports only the 20 rows of the page asked for, or of the last page', async () => {
    const query = { ...OAKLAND_EXPORTZZ, ordering: 'first_name' } as const;
    const [page1, page2] = [await listed(query, [1]), await listed(query, [2])];
    const first = await exportRequest({ format: 'json', columns: ['uuid'], scope: 'current_page', page: 1, filters: query });
    expect(first.headers.get('x-export-count')).toBe('20');
    expect(JSON.parse(first.bytes.toString('utf8'))).toEqual(page1.map((a) => ({ uuid: a.uuid })));
    const second = await exportRequest({ format: 'json', columns: ['uuid'], scope: 'current_page', page: 2, filters: query });
    expect(second.headers.get('x-export-count')).toBe('3');
    expect(JSON.parse(second.bytes.toString('utf8'))).toEqual(page2.map((a) => ({ uuid: a.uuid })));
  });

  it('quotes cells that would start a formula in CSV and .xlsx, and keeps them as they are in JSON', async () => {
    const body = {
      columns: ['first_name', 'city_of_birth', 'street_address'],
      scope: 'all_filtered',
      filters: { search: HOSTILE_NAME.slice(0, 12).toLowerCase() },
    };
    const quoted = [`'${HOSTILE_NAME}`, "'@SUM(1+1)", "'-5 Main St"];
    expect(parseCsv((await exportRequest({ ...body, format: 'csv' })).bytes, { bom: true })[1]).toEqual(quoted);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await exportRequest({ ...body, format: 'excel' })).bytes as unknown as ArrayBuffer);
    expect((workbook.worksheets[0]!.getRow(2).values as unknown[]).slice(1)).toEqual(quoted);
    expect(JSON.parse((await exportRequest({ ...body, format: 'json' })).bytes.toString('utf8'))).toEqual([
      { first_name: HOSTILE_NAME, city_of_birth: '@SUM(1+1)', street_address: '-5 Main St' },
    ]);
  });

  it('names the file i693_applications with a timestamp and the format extension, as an attachment', async () => {
    for (const [format, extension] of [
      ['csv', 'csv'],
      ['excel', 'xlsx'],
      ['json', 'json'],
    ] as const) {
      const res = await exportRequest({ format, columns: ['last_name'], scope: 'current_page', filters: OAKLAND_EXPORTZZ });
      expect(res.headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="i693_applications_\\d{8}_\\d{6}\\.${extension}"$`));
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('writes an empty file (headers only in the spreadsheets) when nothing matches', async () => {
    const body = { columns: ['last_name', 'first_name'], scope: 'all_filtered', filters: { search: 'nobody-at-all' } };
    const csv = await exportRequest({ ...body, format: 'csv' });
    expect(csv.headers.get('x-export-count')).toBe('0');
    expect(parseCsv(csv.bytes, { bom: true })).toEqual([['Last Name', 'First Name']]);
    expect(JSON.parse((await exportRequest({ ...body, format: 'json' })).bytes.toString('utf8'))).toEqual([]);
  });

  it('is refused to staff who are not admins', async () => {
    const res = await exportRequest({ format: 'csv', columns: ['last_name'], scope: 'all_filtered' }, 'staff');
    expect(res.status).toBe(403);
  });

  it.each([
    ['nothing', {}],
    ['no format', { columns: ['last_name'], scope: 'all_filtered' }],
    ['no columns', { format: 'csv', columns: [], scope: 'all_filtered' }],
  ])('answers 400 with the spec message for %s', async (_label, body) => {
    const res = await exportRequest(body);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.bytes.toString('utf8'))).toMatchObject({ error: ERROR_CODES.validation, msg: I693_EXPORT_MESSAGES.selectFormatAndColumns });
  });

  it('refuses a column it does not offer', async () => {
    const res = await exportRequest({ format: 'csv', columns: ['last_name', 'search_text'], scope: 'all_filtered' });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.bytes.toString('utf8'))).toMatchObject({
      msg: 'search_text is not an export column',
      details: { 'columns.1': 'search_text is not an export column' },
    });
  });

  it('audits each export with who, format, scope and count', async () => {
    await exportRequest({ format: 'excel', columns: ['last_name'], scope: 'all_filtered', filters: OAKLAND_EXPORTZZ });
    const admin = await core.knex('users').where({ username: 'admin' }).first();
    const entry = await core.knex('audit_log').where({ action: 'export', entity: 'i693_application' }).orderBy('id', 'desc').first();
    expect(entry).toMatchObject({ actor_user_id: admin.id, details: expect.objectContaining({ format: 'excel', scope: 'all_filtered', count: 23 }) });
  });
});

describe('reading every match a batch at a time', () => {
  it.each(I693_ORDERINGS.map((o) => o.value))('gives the rows of the list pages, in order, none twice, ordering %s', async (ordering) => {
    const filters: ApplicationFilters = { isActive: true, search: 'exportzz' };
    const pages: string[] = [];
    for (let offset = 0; ; offset += 20) {
      const { rows } = await listApplications(core.knex, filters, { ordering, limit: 20, offset });
      pages.push(...rows.map((r) => r.uuid));
      if (rows.length < 20) break;
    }
    const batched: string[] = [];
    for await (const batch of readAllMatching(core.knex, filters, ordering, 4)) batched.push(...batch.map((r) => r.uuid));
    expect(pages).toHaveLength(45);
    expect(batched).toEqual(pages);
  });
});
