/**
 * The staff lists with tens of thousands of rows: representative filtered, searched pages timed by
 * the server itself (svc-core's `Server-Timing`), after seeding the rows straight into the database.
 */
import { Client } from 'pg';
import { practiceDay, addDays } from '@clinic/contracts';

export const LIST_BAR_MS = 50;
const RUNS = 30;
const APPLICATIONS = 20_000;
const LEADS = 50_000;

const FIRST = [
  'Maria',
  'Jose',
  'Ana',
  'Luis',
  'Priya',
  'Tran',
  'Fatima',
  'Carlos',
  'Li',
  'Gurpreet',
  'Maryam',
  'Joao',
  'Amina',
  'Diego',
  'Mei',
  'Hassan',
  'Rosa',
  'Arjun',
  'Olga',
  'Samuel',
];
const LAST = [
  'Lopez',
  'Garcia',
  'Nguyen',
  'Singh',
  'Khan',
  'Chen',
  'Haddad',
  'Silva',
  'Patel',
  'Ahmadi',
  'Hernandez',
  'Wang',
  'Kaur',
  'Hussain',
  'Morales',
  'Okafor',
  'Petrova',
  'Sato',
  'Nasser',
  'Flores',
];
const OFFICES = ['dublin', 'fremont', 'hayward', 'modesto', 'newark', 'oakland', 'redwood', 'santaclara', 'stockton', 'tracy'];

const sqlArray = (values: readonly string[]) => `array[${values.map((v) => `'${v}'`).join(',')}]`;

/** 20,000 I-693 applications over two years, offices and dates, a tenth archived, some TB positive or with doses due. */
async function seedApplications(databaseUrl: string, today: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`
      insert into i693_applications (email, pdf_email, first_name, middle_name, last_name, a_number, gender, dob, phone, city_of_birth,
        country_of_birth, street_address, apartment_number, city, state, zipcode, photo_id_type, photo_id, is_active, appointment_office,
        appointment_date, staff_vaccine_info, meta, next_dose_due_on, created_on, updated_on)
      select 'bench.applicant.' || g || '@example.com', 'bench.applicant.' || g || '@example.com',
        (${sqlArray(FIRST)})[1 + g % ${FIRST.length}], '', (${sqlArray(LAST)})[1 + (g / 20) % ${LAST.length}],
        case when g % 3 = 0 then lpad((g * 7919 % 999999999)::text, 9, '0') else '' end,
        case when g % 2 = 0 then 'male' else 'female' end, date '1950-01-01' + (g * 37 % 25000), '510' || lpad((g % 10000000)::text, 7, '0'),
        'City ' || (g % 300), 'Mexico', g || ' Mission Blvd', '', 'Fremont', 'CA', '94538', 'passport', 'MX-G' || g,
        g % 10 <> 0, case when g % 4 = 0 then null else (${sqlArray(OFFICES)})[1 + g % 10] end,
        case when g % 4 = 0 then null else date '${today}' + (g % 61 - 30) end,
        case when g % 20 = 7 then '{"qtb_result":"positive"}'::jsonb else '{}'::jsonb end, '{}'::jsonb,
        case when g % 50 = 3 then date '${today}' + (g % 15 - 5) else null end,
        now() - (g % 730) * interval '1 day' - (g % 1440) * interval '1 minute', now()
      from generate_series(1, ${APPLICATIONS}) as g`);
    await client.query('analyze i693_applications');
  } finally {
    await client.end();
  }
}

/** 50,000 leads over two years, one to three applicants each with a checklist, a tenth archived. */
async function seedLeads(databaseUrl: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`
      insert into leads (email, first_name, middle_name, last_name, phone, dob, is_active, is_system_generated, initial_doc_request_sent, created_on, updated_on)
      select 'bench.lead.' || g || '@example.com', (${sqlArray(FIRST)})[1 + g % ${FIRST.length}], '', (${sqlArray(LAST)})[1 + (g / 20) % ${LAST.length}],
        '510' || lpad((g % 10000000)::text, 7, '0'), date '1950-01-01' + (g * 37 % 25000), g % 10 <> 0, g % 7 = 0, g % 3 = 0,
        now() - (g % 730) * interval '1 day' - (g % 1440) * interval '1 minute', now()
      from generate_series(1, ${LEADS}) as g`);
    await client.query(`
      insert into applicants (lead_uuid, first_name, middle_name, last_name, email, phone, dob, current_checklist)
      select l.uuid, l.first_name, '', l.last_name, l.email, l.phone, l.dob - n * 3000,
        '{"vaccines":[{"key":"tdap","name":"Tdap","description":"","status":"pending","is_optional":false,"notes":""}],"lab_tests":[{"key":"tb-test","name":"TB test","description":"","status":"done","is_optional":false,"notes":""}]}'::jsonb
      from leads l cross join generate_series(0, 2) as n
      where l.email like 'bench.lead.%' and n <= length(l.email) % 3`);
    await client.query('analyze leads');
    await client.query('analyze applicants');
  } finally {
    await client.end();
  }
}

interface Timing {
  p50: number;
  p95: number;
  max: number;
  count: number;
}

/** svc-core's own time for one request, from its Server-Timing header. */
function coreMs(res: Response): number {
  const match = /svc-core;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '');
  if (!match) throw new Error('svc-core sent no Server-Timing');
  return Number(match[1]);
}

async function time(url: string, token: string): Promise<Timing> {
  const times: number[] = [];
  let count = 0;
  for (let i = 0; i < RUNS + 5; i += 1) {
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    count = ((await res.json()) as { count: number }).count;
    if (i >= 5) times.push(coreMs(res));
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(RUNS / 2)]!, p95: times[Math.floor(RUNS * 0.95)]!, max: times.at(-1)!, count };
}

function printTiming(label: string, t: Timing): void {
  console.log(
    `  ${label.padEnd(44)} p50 ${t.p50.toFixed(1).padStart(5)} ms   p95 ${t.p95.toFixed(1).padStart(5)} ms   max ${t.max.toFixed(1).padStart(5)} ms   (${t.count} match)`,
  );
}

export async function measureStaffLists(coreUrl: string, token: string, databaseUrl: string | undefined): Promise<void> {
  console.log(
    `\nStaff lists with ${APPLICATIONS.toLocaleString('en-US')} I-693 applications and ${LEADS.toLocaleString('en-US')} leads (svc-core's own time, ${RUNS} runs each; bar ${LIST_BAR_MS} ms)`,
  );
  if (!databaseUrl) {
    console.log('  skipped: seeding tens of thousands of rows needs DATABASE_URL (a PostgreSQL server)');
    return;
  }
  const today = practiceDay();
  await seedApplications(databaseUrl, today);
  const queries: Array<[string, string]> = [
    ['newest first, page 1', ''],
    ['search "lopez"', 'search=lopez'],
    ['search "an" in archived, First Name order', 'search=an&is_active=false&ordering=first_name'],
    ['search "garcia" at Fremont, page 2', 'search=garcia&appointment_office=fremont&page=2'],
    ['e-mail fragment "applicant.1999"', 'search=applicant.1999'],
    ['TB positive, oldest first, page 3', 'tb_positive=true&ordering=created_on&page=3'],
    ['Dosage Pending', 'dosage_pending=true'],
    ['office and appointment date', `appointment_office=oakland&appointment_date=${addDays(today, 5)}`],
    ['page 500 of all', 'page=500'],
  ];
  console.log('  I-693 applications (GET /i693-application/)');
  for (const [label, query] of queries) printTiming(label, await time(`${coreUrl}/api/v1/i693-application/?${query}`, token));

  await seedLeads(databaseUrl);
  const leadQueries: Array<[string, string]> = [
    ['newest first, page 1', ''],
    ['search "lopez"', 'search=lopez'],
    ['e-mail fragment "lead.4999"', 'search=lead.4999'],
    ['search "garcia", page 3', 'search=garcia&page=3'],
    ['page 1000 of all', 'page=1000'],
  ];
  console.log('  leads with their applicants and files (GET /appointments/misc/leads/)');
  for (const [label, query] of leadQueries) printTiming(label, await time(`${coreUrl}/api/v1/appointments/misc/leads/?${query}`, token));
}
