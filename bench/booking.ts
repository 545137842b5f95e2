/**
 * The booking engine: the slots of all ten offices over 30 days, timed by svc-core itself
 * (`Server-Timing`), and 100 simultaneous bookings of one slot.
 */
import { Client } from 'pg';
import { addDays, practiceDay } from '@clinic/contracts';

export const SLOTS_BAR_MS = 20;
const RUNS = 30;

function coreMs(res: Response): number {
  const match = /svc-core;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '');
  if (!match) throw new Error('svc-core sent no Server-Timing');
  return Number(match[1]);
}

export async function measureSlots(coreUrl: string, adminToken: string): Promise<void> {
  const headers = { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' };
  const offices = (await (
    await fetch(`${coreUrl}/api/v1/admin/appointment-slots/availability/?start_date=${practiceDay()}&end_date=${practiceDay()}`, { headers })
  ).json()) as Record<string, { uuid: string }>;
  // The demo data covers the next 21 days; fill the rest of the 30 (overlapping days fail alone).
  const from = addDays(practiceDay(), 1);
  for (const { uuid } of Object.values(offices)) {
    await fetch(`${coreUrl}/api/v1/admin/availability/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        office: uuid,
        date: from,
        start_time: '11:00',
        end_time: '17:00',
        slot_duration_minutes: 15,
        repeat: 'daily',
        end_date: addDays(from, 29),
      }),
    });
  }
  const url = `${coreUrl}/api/v1/admin/appointment-slots/availability/?start_date=${from}&end_date=${addDays(from, 29)}`;
  const times: number[] = [];
  let slots = 0;
  for (let i = 0; i < RUNS + 5; i += 1) {
    const res = await fetch(url, { headers });
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    const body = (await res.json()) as Record<string, { dates: Record<string, unknown[]> }>;
    slots = Object.values(body).reduce((n, office) => n + Object.values(office.dates).reduce((m, day) => m + day.length, 0), 0);
    if (i >= 5) times.push(coreMs(res));
  }
  times.sort((a, b) => a - b);
  console.log(`\nSlots of ${Object.keys(offices).length} offices over 30 days (${slots} slots; svc-core's own time, ${RUNS} runs; bar ${SLOTS_BAR_MS} ms)`);
  console.log(
    `  p50 ${times[Math.floor(RUNS / 2)]!.toFixed(1)} ms   p95 ${times[Math.floor(RUNS * 0.95)]!.toFixed(1)} ms   max ${times.at(-1)!.toFixed(1)} ms`,
  );
}

/**
 * 100 staff bookings of one slot at once, each for another bookable applicant (seeded straight into
 * the bench's database): exactly one may win, the others must get 409, and one appointment may exist.
 */
export async function measureConcurrentBookings(coreUrl: string, adminToken: string, databaseUrl: string | undefined): Promise<void> {
  console.log('\n100 simultaneous bookings of one slot (POST /admin/appointment-slots/admin-book/)');
  if (!databaseUrl) {
    console.log('  skipped: seeding the applicants needs DATABASE_URL (a PostgreSQL server)');
    return;
  }
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  let applicants: string[];
  let office: string;
  try {
    const lead = await client.query(`insert into leads (email, first_name, last_name) values ('bench.booking@example.com', 'Bench', 'Booking') returning uuid`);
    const inserted = await client.query(
      `insert into applicants (lead_uuid, first_name, last_name, email, dob, current_checklist)
       select $1, 'Person' || g, 'Booking', 'bench.booking@example.com', date '1990-01-01', '{"vaccines":[],"lab_tests":[]}'::jsonb
       from generate_series(1, 100) g returning uuid`,
      [lead.rows[0].uuid],
    );
    applicants = inserted.rows.map((r: { uuid: string }) => r.uuid);
    await client.query(
      `insert into i693_applications (lead_uuid, applicant_uuid, email, pdf_email, first_name, last_name, gender, dob, phone, city_of_birth, country_of_birth,
         street_address, city, state, zipcode, photo_id_type, photo_id)
       select $1, a.uuid, a.email, a.email, a.first_name, a.last_name, 'male', a.dob, '5105550100', 'Kabul', 'Afghanistan', '1 Main St', 'Fremont', 'CA', '94538', 'work-permit', 'W' || a.first_name
       from applicants a where a.lead_uuid = $1`,
      [lead.rows[0].uuid],
    );
    office = (await client.query(`select uuid from offices where code = 'fremont'`)).rows[0].uuid;
  } finally {
    await client.end();
  }
  // A day of the demo availability (Monday to Saturday).
  let day = addDays(practiceDay(), 3);
  if (new Date(`${day}T12:00:00Z`).getUTCDay() === 0) day = addDays(day, 1);
  const outcomes = await Promise.all(
    applicants.map((applicant) =>
      fetch(`${coreUrl}/api/v1/admin/appointment-slots/admin-book/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ applicant_uuids: [applicant], office_uuid: office, appointment_date: day, start_time: '16:45' }),
      }).then((res) => res.status),
    ),
  );
  const count = (status: number) => outcomes.filter((s) => s === status).length;
  const check = new Client({ connectionString: databaseUrl });
  await check.connect();
  const rows = await check.query(
    `select count(*)::int as n from appointments p join offices o on o.uuid = p.office_uuid
     where o.code = 'fremont' and p.status <> 'cancelled' and p.starts_at = ($1::date + time '16:45') at time zone o.timezone`,
    [day],
  );
  await check.end();
  console.log(`  201: ${count(201)}   409: ${count(409)}   other: ${outcomes.length - count(201) - count(409)}   appointments at that slot: ${rows.rows[0].n}`);
}
