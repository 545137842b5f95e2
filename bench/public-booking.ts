/**
 * Public one-time-code booking through the gateway: 100 simultaneous `POST /booking/book/` for one
 * slot (exactly one may win), and `GET /booking/my-booking-data/` at 100 concurrent clients.
 */
import { Client } from 'pg';
import { addDays, practiceDay } from '@clinic/contracts';

const BENCH_EMAIL = 'bench.public@example.com';
const RACERS = 100;
const DATA_CLIENTS = 100;
const DATA_ROUNDS = 5;

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** One e-mail with `count` bookable applicants (checklist done, I-693 matched), seeded straight into the database. */
async function seedBookableFamily(databaseUrl: string, count: number): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const lead = await client.query(`insert into leads (email, first_name, last_name) values ($1, 'Bench', 'Public') returning uuid`, [BENCH_EMAIL]);
    const leadUuid = lead.rows[0].uuid as string;
    await client.query(
      `insert into applicants (lead_uuid, first_name, last_name, email, dob, current_checklist)
       select $1, 'Racer' || g, 'Public', $2, date '1990-01-01', '{"vaccines":[],"lab_tests":[]}'::jsonb from generate_series(1, $3::int) g`,
      [leadUuid, BENCH_EMAIL, count],
    );
    await client.query(
      `insert into i693_applications (lead_uuid, applicant_uuid, email, pdf_email, first_name, last_name, gender, dob, phone, city_of_birth, country_of_birth,
         street_address, city, state, zipcode, photo_id_type, photo_id)
       select $1, a.uuid, a.email, a.email, a.first_name, a.last_name, 'female', a.dob, '5105550100', 'Herat', 'Afghanistan', '1 Main St', 'Fremont', 'CA', '94538', 'passport', 'P' || a.first_name
       from applicants a where a.lead_uuid = $1`,
      [leadUuid],
    );
  } finally {
    await client.end();
  }
}

/** A booking token the way a client gets one: a code by e-mail (the dev outbox), typed back. */
async function bookingToken(baseUrl: string): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl}/api/v1${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const sent = await post('/booking/request-otp/', { email: BENCH_EMAIL });
  if (sent.status !== 200) throw new Error(`request-otp answered ${sent.status}`);
  const outbox = (await (await fetch(`${baseUrl}/api/v1/dev/outbox/?to=${encodeURIComponent(BENCH_EMAIL)}`)).json()) as Array<{ text: string }>;
  const code = /verification code is (\d{6})/.exec(outbox.map((m) => m.text).join('\n'))?.[1];
  if (!code) throw new Error('no booking code in the dev outbox');
  const verified = (await (await post('/booking/verify-otp/', { email: BENCH_EMAIL, otp_code: code })).json()) as { access_token: string };
  return verified.access_token;
}

/** Runs `count` requests at once; each one's status, body size and milliseconds from the start of the burst. */
async function burst(count: number, send: (i: number) => Promise<Response>): Promise<Array<{ status: number; bytes: number; ms: number }>> {
  const start = performance.now();
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const res = await send(i);
      const bytes = (await res.arrayBuffer()).byteLength;
      return { status: res.status, bytes, ms: performance.now() - start };
    }),
  );
}

export async function measurePublicBooking(baseUrl: string, databaseUrl: string | undefined): Promise<void> {
  console.log(`\nPublic booking through the gateway (${RACERS} applicants of one e-mail, one booking token)`);
  if (!databaseUrl) {
    console.log('  skipped: seeding the applicants needs DATABASE_URL (a PostgreSQL server)');
    return;
  }
  await seedBookableFamily(databaseUrl, RACERS);
  const token = await bookingToken(baseUrl);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

  const data = await fetch(`${baseUrl}/api/v1/booking/my-booking-data/`, { headers });
  const body = (await data.json()) as { bookable_applicants: Array<{ uuid: string }>; availability: Record<string, { uuid: string; name: string }> };
  const fremont = Object.values(body.availability).find((o) => o.name === 'Fremont');
  if (!fremont) throw new Error('no Fremont availability');
  const racers = body.bookable_applicants.map((a) => a.uuid);

  const times: number[] = [];
  let bytes = 0;
  for (let round = 0; round < DATA_ROUNDS; round += 1) {
    const results = await burst(DATA_CLIENTS, () => fetch(`${baseUrl}/api/v1/booking/my-booking-data/`, { headers }));
    bytes = results[0]!.bytes;
    if (results.some((r) => r.status !== 200)) throw new Error('my-booking-data failed under load');
    times.push(...results.map((r) => r.ms));
  }
  times.sort((a, b) => a - b);
  console.log(
    `  GET /booking/my-booking-data/ at ${DATA_CLIENTS} concurrent clients (${DATA_ROUNDS} rounds, ${Math.round(bytes / 1024)} KB each, gzipped on the way): p50 ${percentile(times, 50).toFixed(0)} ms   p99 ${percentile(times, 99).toFixed(0)} ms`,
  );

  // A day of the demo availability (Monday to Saturday), its last slot.
  let day = addDays(practiceDay(), 4);
  if (new Date(`${day}T12:00:00Z`).getUTCDay() === 0) day = addDays(day, 1);
  const outcomes = await burst(racers.length, (i) =>
    fetch(`${baseUrl}/api/v1/booking/book/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ applicant_uuids: [racers[i]], office_uuid: fremont.uuid, appointment_date: day, start_time: '16:30' }),
    }),
  );
  const count = (status: number) => outcomes.filter((o) => o.status === status).length;
  const check = new Client({ connectionString: databaseUrl });
  await check.connect();
  const rows = await check.query(
    `select count(*)::int as n from appointments p join offices o on o.uuid = p.office_uuid
     where o.code = 'fremont' and p.status <> 'cancelled' and p.starts_at = ($1::date + time '16:30') at time zone o.timezone`,
    [day],
  );
  await check.end();
  const ms = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  console.log(
    `  ${racers.length} simultaneous POST /booking/book/ for one slot: 201: ${count(201)}   409: ${count(409)}   other: ${outcomes.length - count(201) - count(409)}   appointments at that slot: ${rows.rows[0].n}   p99 ${percentile(ms, 99).toFixed(0)} ms`,
  );
}
