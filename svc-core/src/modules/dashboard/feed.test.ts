/**
 * The dashboard feed's figures on a small data set with known answers, at a fixed "now": Monday
 * 2025-03-10 12:00 in Los Angeles (the day after daylight saving time began, so the 10-day series
 * spans both offsets). Every expected figure below is counted by hand from the rows inserted here.
 */
import { OFFICES, type AdminDashboardFeed } from '@clinic/contracts';
import { createKnex, createTestDatabase, type Knex, type TestDatabase } from '@clinic/server-kit';
import { migrateCore } from '../../db/migrate';
import { insertMissingOffices } from '../offices/repo';
import { dashboardFeed, feedWindow } from './service';

jest.setTimeout(120_000);

const NOW = new Date('2025-03-10T19:00:00Z');

let db: TestDatabase;
let knex: Knex;

const snapshot = (id: string, name: string, price_cents: number) => ({ id, name, price_cents });
const BUNDLE = snapshot('bundle-18-24', 'Required Labs 18-24: QuantiFERON-TB Gold Plus, Syphilis RPR, Gonorrhea/Chlamydia NAAT', 17500);
const TB = snapshot('tb-quantiferon', 'TB QuantiFERON-TB Gold Plus', 9500);
const SYPHILIS = snapshot('syphilis-rpr', 'Syphilis RPR with Reflex to Titer and Treponemal Confirmation', 3500);
const VARICELLA = snapshot('varicella-immunity', 'Varicella (Chickenpox IgG) Immunity', 4500);
const GONORRHEA = snapshot('gonorrhea-chlamydia-naat', 'Gonorrhea/Chlamydia NAAT (Urine)', 6500);
const RUBELLA = snapshot('rubella-immunity', 'Rubella IgG Immunity', 3000);

async function lead(email: string, createdOn: string, systemGenerated = false): Promise<string> {
  const [row] = await knex('leads')
    .insert({ email, first_name: 'Test', last_name: 'Lead', created_on: createdOn, is_system_generated: systemGenerated })
    .returning('uuid');
  return (row as { uuid: string }).uuid;
}

async function payment(p: {
  amount_cents: number;
  tests: unknown[];
  status?: string;
  paid_on?: string | null;
  created_on: string;
  lead_uuid?: string;
}): Promise<void> {
  await knex('payments').insert({
    first_name: 'Pay',
    last_name: 'Er',
    email: 'payer@example.com',
    status: p.status ?? 'paid',
    amount_cents: p.amount_cents,
    tests: JSON.stringify(p.tests),
    paid_on: p.paid_on === undefined ? p.created_on : p.paid_on,
    created_on: p.created_on,
    lead_uuid: p.lead_uuid ?? null,
  });
}

let applications = 0;
async function application(a: { created_on: string; is_active?: boolean; office?: string; date?: string; city?: string; lead_uuid?: string }): Promise<void> {
  applications += 1;
  await knex('i693_applications').insert({
    email: `applicant${applications}@example.com`,
    pdf_email: `applicant${applications}@example.com`,
    first_name: `First${applications}`,
    last_name: 'Applicant',
    gender: 'female',
    dob: '1990-01-01',
    phone: '5105550100',
    city_of_birth: 'Lima',
    country_of_birth: 'Peru',
    street_address: '1 Main St',
    city: a.city ?? 'Fremont',
    state: 'CA',
    zipcode: '94538',
    photo_id_type: 'passport',
    photo_id: `PE-${applications}`,
    is_active: a.is_active ?? true,
    appointment_office: a.office ?? null,
    appointment_date: a.date ?? null,
    lead_uuid: a.lead_uuid ?? null,
    created_on: a.created_on,
  });
}

beforeAll(async () => {
  db = await createTestDatabase();
  knex = createKnex(db.url, { poolMax: 8 });
  await migrateCore(knex);
  await insertMissingOffices(knex, OFFICES);

  // Leads: Mar 10 10:00 and Mar 9 23:30 (06:30Z on the 10th), Feb 9 01:00 (first series day), Feb 8 23:00 (outside), one system-made.
  const l1 = await lead('l1@example.com', '2025-03-10T17:00:00Z');
  const l2 = await lead('l2@example.com', '2025-03-10T06:30:00Z');
  await lead('l3@example.com', '2025-03-10T18:00:00Z', true);
  await lead('l4@example.com', '2025-02-09T09:00:00Z');
  await lead('l5@example.com', '2025-02-09T07:00:00Z');

  // Payments (P1..P10 of the figures below).
  await payment({ amount_cents: 17500, tests: [BUNDLE], created_on: '2025-03-10T18:00:00Z', lead_uuid: l1 }); // P1 today
  await payment({ amount_cents: 13000, tests: [TB, SYPHILIS], created_on: '2025-03-10T07:30:00Z', lead_uuid: l2 }); // P2 today 00:30
  await payment({ amount_cents: 4500, tests: [VARICELLA], created_on: '2025-03-10T06:59:00Z' }); // P3 yesterday 23:59
  await payment({ amount_cents: 9500, tests: [TB], status: 'pending', created_on: '2025-03-10T16:00:00Z' }); // P4 not paid
  await payment({ amount_cents: 9500, tests: ['TB QuantiFERON-TB Gold Plus'], paid_on: null, created_on: '2025-03-03T20:00:00Z' }); // P5 Mar 3, bare name
  await payment({ amount_cents: 6500, tests: [GONORRHEA], created_on: '2025-02-15T20:00:00Z' }); // P6 Feb 15
  await payment({ amount_cents: 3000, tests: [RUBELLA], created_on: '2025-01-05T20:00:00Z' }); // P7 Jan 5
  await payment({ amount_cents: 10000, tests: [TB], created_on: '2024-12-31T20:00:00Z' }); // P8 last year
  await payment({ amount_cents: 9500, tests: [TB], status: 'failed', created_on: '2025-03-10T17:30:00Z' }); // P9 failed
  await payment({ amount_cents: 3500, tests: [SYPHILIS], status: 'cancelled', created_on: '2025-03-10T16:30:00Z', paid_on: null }); // P10 cancelled

  // Applications A1..A17.
  await application({ created_on: '2025-03-10T17:00:00Z' }); // A1 today, pending
  await application({ created_on: '2025-03-10T06:00:00Z', office: 'fremont', date: '2025-03-12', lead_uuid: l1 }); // A2 Mar 9 23:00, upcoming, pending
  await application({ created_on: '2025-02-20T18:00:00Z', office: 'oakland', date: '2025-03-05', city: ' oakland ', lead_uuid: l1 }); // A3
  await application({ created_on: '2025-03-01T18:00:00Z', office: 'hayward', date: '2025-03-10', city: 'Hayward', lead_uuid: l2 }); // A4 exam today
  await application({ created_on: '2025-02-01T18:00:00Z', is_active: false, office: 'hayward', date: '2025-02-20', city: 'San Leandro' }); // A5 archived
  await application({ created_on: '2025-01-10T18:00:00Z', office: 'hayward', date: '2025-02-25', city: 'hayward' }); // A6
  await application({ created_on: '2025-01-05T18:00:00Z', office: 'oakland', date: '2025-02-05', city: 'Oakland' }); // A7 before the window
  await application({ created_on: '2025-03-02T18:00:00Z' }); // A8 pending
  await application({ created_on: '2025-03-10T18:00:00Z', is_active: false }); // A9 today, archived
  await application({ created_on: '2025-02-10T18:00:00Z', office: 'hayward', date: '2025-03-01', city: 'Union City' }); // A10
  await application({ created_on: '2025-02-10T18:00:00Z', office: 'hayward', date: '2025-03-02', city: 'Union City' }); // A11
  await application({ created_on: '2025-02-10T18:00:00Z', office: 'hayward', date: '2025-02-28', city: 'Castro Valley' }); // A12
  await application({ created_on: '2025-02-10T18:00:00Z', office: 'hayward', date: '2025-03-03', city: 'Fremont' }); // A13
  await application({ created_on: '2025-02-10T18:00:00Z', office: 'hayward', date: '2025-03-04', city: 'Newark' }); // A14
  await application({ created_on: '2025-02-10T18:00:00Z', office: 'hayward', date: '2025-02-12', city: 'Alameda' }); // A15
  await application({ created_on: '2025-02-01T18:00:00Z', date: '2025-03-06' }); // A16 exam this month, no office recorded
  await application({ created_on: '2025-03-05T18:00:00Z', office: 'fremont', date: '2025-04-10' }); // A17 upcoming beyond 30 days, pending
});

afterAll(async () => {
  await knex.destroy();
  await db.drop();
});

describe('feedWindow', () => {
  it('covers practice days in Los Angeles, today included', () => {
    expect(feedWindow(new Date('2025-03-10T06:30:00Z'))).toMatchObject({ today: '2025-03-09', yesterday: '2025-03-08' });
    expect(feedWindow(NOW)).toEqual({
      timeZone: 'America/Los_Angeles',
      today: '2025-03-10',
      tomorrow: '2025-03-11',
      yesterday: '2025-03-09',
      monthStart: '2025-03-01',
      yearStart: '2025-01-01',
      seriesFrom: '2025-02-09',
      labSeriesFrom: '2025-03-01',
      upcomingTo: '2025-04-09',
    });
  });
});

describe('the admin feed at Monday 2025-03-10 12:00 (Los Angeles)', () => {
  let feed: AdminDashboardFeed;
  beforeAll(async () => {
    feed = (await dashboardFeed(knex, 'admin', NOW)) as AdminDashboardFeed;
  });

  it('counts the applications: submitted today, pending, closed this month', () => {
    expect(feed.view).toBe('admin');
    expect(feed.practice_day).toBe('2025-03-10');
    // A1 and A9 (archived); A2 was submitted at 23:00 the day before.
    expect(feed.today_applications).toBe(2);
    // Active without an exam yet: A1, A8 (no date), A2 (Mar 12), A17 (Apr 10).
    expect(feed.pending_applications).toBe(4);
    // Appointment Mar 1-10: A3, A4 (today), A10, A11, A13, A14, A16 (no office).
    expect(feed.closed_cases_current_month).toBe(7);
  });

  it('counts paid lab orders and their dollars by the day they were paid', () => {
    expect(feed).toMatchObject({
      lab_tests_booked: 2, // P1, P2
      lab_tests_booked_amount: 305, // 175 + 130
      lab_tests_booked_yesterday: 1, // P3 at 23:59
      lab_tests_booked_amount_yesterday: 45,
      lab_tests_booked_month: 4, // P1, P2, P3, P5
      lab_tests_booked_amount_month: 445, // 305 + 45 + 95
      lab_tests_booked_year: 6, // + P6, P7
      lab_tests_booked_amount_year: 540, // 445 + 65 + 30
    });
  });

  it('ranks the products of the last 30 days with their amounts at ordering prices', () => {
    expect(feed.products_performance).toEqual([
      // P2's snapshot and P5's bare name (no price).
      { product: 'TB QuantiFERON-TB Gold Plus', booking_count: 2, amount: 95 },
      { product: 'Gonorrhea/Chlamydia NAAT (Urine)', booking_count: 1, amount: 65 },
      { product: BUNDLE.name, booking_count: 1, amount: 175 },
      { product: SYPHILIS.name, booking_count: 1, amount: 35 },
      { product: 'Varicella (Chickenpox IgG) Immunity', booking_count: 1, amount: 45 },
    ]);
  });

  it('lists every office with its visits, upcoming appointments and its clients’ lab orders', () => {
    expect(feed.office_performance.map((o) => o.office_name)).toEqual(OFFICES.map((o) => o.label));
    const byCode = Object.fromEntries(feed.office_performance.map((o) => [o.office, o]));
    // P1's lead has A2 (Fremont, Mar 12) and A3 (Oakland, Mar 5): the latest appointment wins.
    expect(byCode.fremont).toEqual({ office: 'fremont', office_name: 'Fremont', appointment_count: 0, upcoming_count: 1, lab_amount: 175 });
    expect(byCode.hayward).toEqual({ office: 'hayward', office_name: 'Hayward', appointment_count: 9, upcoming_count: 0, lab_amount: 130 });
    expect(byCode.oakland).toEqual({ office: 'oakland', office_name: 'Oakland', appointment_count: 1, upcoming_count: 0, lab_amount: 0 });
    expect(byCode.tracy).toEqual({ office: 'tracy', office_name: 'Tracy', appointment_count: 0, upcoming_count: 0, lab_amount: 0 });
  });

  it('breaks the 30 days of visits down by office and top 5 client cities', () => {
    expect(feed.office_detailed_performance).toEqual({
      // A3, A4, A5, A6, A10-A15 (A16 has no office, A7 is before the window).
      total_visits_30: 10,
      total_current_month_visits: 6,
      thirty_days_breakdown: [
        {
          office: 'hayward',
          office_name: 'Hayward',
          office_total: 9,
          // Newark and San Leandro (one visit each, later in the alphabet) are cut.
          cities: [
            { client_city: 'Hayward', count: 2 },
            { client_city: 'Union City', count: 2 },
            { client_city: 'Alameda', count: 1 },
            { client_city: 'Castro Valley', count: 1 },
            { client_city: 'Fremont', count: 1 },
          ],
        },
        { office: 'oakland', office_name: 'Oakland', office_total: 1, cities: [{ client_city: 'Oakland', count: 1 }] },
      ],
    });
  });

  it('gives 30 days of paid lab orders against new leads, zeros included', () => {
    const { labs, leads } = feed.labs_vs_leads;
    expect(labs).toHaveLength(30);
    expect(labs[0]!.date).toBe('2025-02-09');
    expect(labs.at(-1)!.date).toBe('2025-03-10');
    expect(leads.map((d) => d.date)).toEqual(labs.map((d) => d.date));
    const nonZero = (series: typeof labs) => series.filter((d) => d.total_count > 0);
    expect(nonZero(labs)).toEqual([
      { date: '2025-02-15', total_count: 1 },
      { date: '2025-03-03', total_count: 1 },
      { date: '2025-03-09', total_count: 1 },
      { date: '2025-03-10', total_count: 2 },
    ]);
    // The system-made lead and the one of Feb 8 23:00 are not counted.
    expect(nonZero(leads)).toEqual([
      { date: '2025-02-09', total_count: 1 },
      { date: '2025-03-09', total_count: 1 },
      { date: '2025-03-10', total_count: 1 },
    ]);
  });

  it('gives 10 days of TB, syphilis and gonorrhea orders keyed by the epoch second each day starts', () => {
    const series = feed.lab_series_10_days;
    expect(Object.keys(series).sort()).toEqual(['gonorrhea', 'syphilis', 'tb']);
    // Mar 1 starts at 08:00Z (PST), Mar 10 at 07:00Z (PDT).
    expect(series.tb[0]!.date).toBe(Date.parse('2025-03-01T08:00:00Z') / 1000);
    expect(series.tb.at(-1)!.date).toBe(Date.parse('2025-03-10T07:00:00Z') / 1000);
    const counts = (key: keyof typeof series) => series[key].map((d) => d.total_count);
    // Mar 1 ... Mar 10: P5 on Mar 3 (TB); P1 (bundle: all three) and P2 (TB, syphilis) on Mar 10.
    expect(counts('tb')).toEqual([0, 0, 1, 0, 0, 0, 0, 0, 0, 2]);
    expect(counts('syphilis')).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 2]);
    expect(counts('gonorrhea')).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
  });
});

describe('shaped per role', () => {
  it('gives external staff the Labs Vs Leads series and nothing else', async () => {
    const feed = await dashboardFeed(knex, 'ext_staff', NOW);
    expect(Object.keys(feed).sort()).toEqual(['labs_vs_leads', 'practice_day', 'view']);
    const admin = (await dashboardFeed(knex, 'admin', NOW)) as AdminDashboardFeed;
    expect(feed).toEqual({ view: 'ext_staff', practice_day: '2025-03-10', labs_vs_leads: admin.labs_vs_leads });
  });

  it('gives other staff no figures', async () => {
    expect(await dashboardFeed(knex, 'staff', NOW)).toEqual({ view: 'staff' });
  });
});

describe('on New Year’s Day', () => {
  it('counts yesterday in the previous year and nothing paid after today', async () => {
    const feed = (await dashboardFeed(knex, 'admin', new Date('2025-01-01T20:00:00Z'))) as AdminDashboardFeed;
    expect(feed).toMatchObject({
      lab_tests_booked: 0,
      lab_tests_booked_yesterday: 1, // P8, Dec 31 12:00
      lab_tests_booked_amount_yesterday: 100,
      lab_tests_booked_month: 0,
      lab_tests_booked_year: 0,
      lab_tests_booked_amount_year: 0,
    });
  });
});
