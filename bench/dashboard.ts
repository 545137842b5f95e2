/**
 * The dashboard feed (GET /users/dashboard/, admin) with 20,000 payments seeded straight into the
 * bench's database, on top of the staff lists' 20,000 I-693 applications and 50,000 leads: svc-core's
 * own time (`Server-Timing`).
 */
import { Client } from 'pg';

export const DASHBOARD_BAR_MS = 100;
const RUNS = 30;
const PAYMENTS = 20_000;

/** Catalogue product ids of the seeded orders, taken in turn. */
const ORDERS: ReadonlyArray<readonly string[]> = [
  ['bundle-25-44'],
  ['bundle-18-24'],
  ['tb-quantiferon'],
  ['tb-quantiferon', 'syphilis-rpr'],
  ['immunity-bundle'],
  ['tb-quantiferon-pediatric'],
  ['bundle-25-44', 'varicella-immunity'],
  ['mmr-immunity', 'hepatitis-b-immunity'],
  ['gonorrhea-chlamydia-naat', 'syphilis-rpr', 'tb-quantiferon'],
  ['hepatitis-b-panel', 'tb-quantiferon'],
];

/**
 * 20,000 lab payments over the last year (about 55 a day), nine in ten paid and the rest pending or
 * failed, each with its product snapshots, linked to a staff-lists bench lead where there is one.
 */
async function seedPayments(databaseUrl: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const orders = ORDERS.map((ids) => `(array[${ids.map((id) => `'${id}'`).join(',')}])`).join(', ');
    await client.query(`
      with combos as (
        select (row_number() over () - 1)::int as k, p.tests, p.amount
        from (values ${orders}) as v(ids)
        cross join lateral (
          select jsonb_agg(jsonb_build_object('id', id, 'name', name, 'price_cents', price_cents)) as tests, sum(price_cents)::int as amount
          from lab_products where id = any(v.ids)
        ) p
      ), rows as (
        select g, now() - (g % 365) * interval '1 day' - (g % 1440) * interval '1 minute' as at
        from generate_series(1, ${PAYMENTS}) as g
      )
      insert into payments (first_name, last_name, gender, email, phone, dob, amount_cents, tests, status, provider, lab_provider_preference,
        lead_uuid, paid_on, created_on, updated_on)
      select 'Bench', 'Payer ' || g, case when g % 2 = 0 then 'male' else 'female' end, 'bench.lead.' || g || '@example.com',
        '510' || lpad((g % 10000000)::text, 7, '0'), date '1950-01-01' + (g * 37 % 25000), c.amount, c.tests,
        case g % 10 when 0 then 'pending' when 1 then 'failed' else 'paid' end, 'local', case when g % 3 = 0 then 'labcorp' else 'quest' end,
        (select l.uuid from leads l where l.email = 'bench.lead.' || g || '@example.com'),
        case when g % 10 in (0, 1) then null else rows.at end, rows.at - interval '5 minutes', rows.at
      from rows join combos c on c.k = rows.g % ${ORDERS.length}`);
    await client.query('analyze payments');
  } finally {
    await client.end();
  }
}

function coreMs(res: Response): number {
  const match = /svc-core;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '');
  if (!match) throw new Error('svc-core sent no Server-Timing');
  return Number(match[1]);
}

export async function measureDashboard(coreUrl: string, adminToken: string, databaseUrl: string | undefined): Promise<void> {
  console.log(
    `\nDashboard feed with ${PAYMENTS.toLocaleString('en-US')} payments, the staff lists' applications and leads (GET /users/dashboard/ as admin; svc-core's own time, ${RUNS} runs; bar ${DASHBOARD_BAR_MS} ms)`,
  );
  if (!databaseUrl) {
    console.log('  skipped: seeding tens of thousands of rows needs DATABASE_URL (a PostgreSQL server)');
    return;
  }
  await seedPayments(databaseUrl);
  const url = `${coreUrl}/api/v1/users/dashboard/`;
  const times: number[] = [];
  let year = 0;
  for (let i = 0; i < RUNS + 5; i += 1) {
    const res = await fetch(url, { headers: { authorization: `Bearer ${adminToken}` } });
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    year = ((await res.json()) as { lab_tests_booked_year: number }).lab_tests_booked_year;
    if (i >= 5) times.push(coreMs(res));
  }
  times.sort((a, b) => a - b);
  console.log(
    `  p50 ${times[Math.floor(RUNS / 2)]!.toFixed(1)} ms   p95 ${times[Math.floor(RUNS * 0.95)]!.toFixed(1)} ms   max ${times.at(-1)!.toFixed(1)} ms   (${year.toLocaleString('en-US')} lab orders paid this year)`,
  );
}
