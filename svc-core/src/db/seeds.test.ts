import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, MAP_LOCATIONS, OFFICES, practiceDay, type BookingStatus } from '@clinic/contracts';
import { createKnex, createTestDatabase, loadConfig, PRODUCTION_TEST_ENV, type Knex, type TestDatabase } from '@clinic/server-kit';
import { verifyPassword } from '../modules/credentials/passwords';
import { applicantsReadiness } from '../modules/booking/readiness';
import { SEED_REVIEWS } from '../modules/reviews/seed';
import { DEMO_DOCUMENT_REQUEST_UUID } from './demo/document-requests';
import { firstWeekdayAfter } from './demo/i693';
import { migrateCore } from './migrate';
import { migrationSource } from './migrations';
import { runSeeds } from './seeds';

jest.setTimeout(60_000);

let db: TestDatabase;
let knex: Knex;
let migrationNames: string[];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-seeds-'));
const configWith = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });

beforeAll(async () => {
  db = await createTestDatabase();
  knex = createKnex(db.url, { poolMax: 4 });
  migrationNames = (await migrationSource.getMigrations([])).map((m) => migrationSource.getMigrationName(m));
  expect(migrationNames[0]).toBe('20250601000000_foundation');
  expect(await migrateCore(knex)).toEqual(migrationNames);
});

afterAll(async () => {
  await knex.destroy();
  await db.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const count = async (table: string) => Number((await knex(table).count<{ c: string }[]>('* as c'))[0]!.c);

describe('migrations', () => {
  it('are recorded in core_migrations and not applied twice', async () => {
    expect(await migrateCore(knex)).toEqual([]);
    expect(await knex('core_migrations').orderBy('id').pluck('name')).toEqual(migrationNames);
  });
});

describe('runSeeds', () => {
  it('in production seeds offices, locations and the catalogue inactive (no invented prices for sale), never the demo users nor the invented reviews', async () => {
    const production = configWith(PRODUCTION_TEST_ENV);
    const report = await runSeeds(knex, production);
    expect(report).toEqual({ offices: 10, locations: 13, users: [], demo: null });
    expect(await count('reviews')).toBe(0);
    expect(await count('users')).toBe(0);
    expect(await count('leads')).toBe(0);
    expect(await count('i693_applications')).toBe(0);
    expect(await count('lab_products')).toBeGreaterThan(0);
    expect(await knex('lab_products').where('is_active', true).pluck('id')).toEqual([]);
  });

  it('adds the demo users and the demo data outside production and is idempotent', async () => {
    const config = configWith({ SEED_PASSWORD: 'seed-pass' });
    expect(await runSeeds(knex, config)).toEqual({
      offices: 0,
      locations: 0,
      users: ['admin', 'staff', 'ext'],
      demo: { leads: 4, applications: 33, documentRequests: 1, availabilities: expect.any(Number), appointments: 1 },
    });
    expect(await runSeeds(knex, config)).toEqual({
      offices: 0,
      locations: 0,
      users: [],
      demo: { leads: 0, applications: 0, documentRequests: 0, availabilities: 0, appointments: 0 },
    });
    expect(await count('offices')).toBe(10);
    expect(await count('map_locations')).toBe(13);
    expect(await count('users')).toBe(3);
    expect(await knex('reviews').where({ source: 'seed' }).pluck('external_id')).toHaveLength(SEED_REVIEWS.length);

    const users = await knex('users').orderBy('id').select('username', 'is_admin', 'is_staff', 'group', 'password_hash');
    expect(users.map(({ password_hash: _h, ...u }) => u)).toEqual([
      { username: 'admin', is_admin: true, is_staff: true, group: null },
      { username: 'staff', is_admin: false, is_staff: true, group: null },
      { username: 'ext', is_admin: false, is_staff: true, group: 'ext_staff' },
    ]);
    expect(users[0].password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(users[0].password_hash, 'seed-pass')).toBe(true);
    expect(await verifyPassword(users[0].password_hash, 'dev-password')).toBe(false);
  });

  it('keeps rows that exist (edited offices, changed passwords) and restores deleted ones', async () => {
    await knex('offices').where({ code: 'tracy' }).update({ phone: '(209) 555-0000' });
    await knex('map_locations').where({ code: 'merced' }).del();
    const report = await runSeeds(knex, configWith({ SEED_PASSWORD: 'another' }));
    expect(report).toEqual({
      offices: 0,
      locations: 1,
      users: [],
      demo: { leads: 0, applications: 0, documentRequests: 0, availabilities: 0, appointments: 0 },
    });
    expect(await knex('offices').where({ code: 'tracy' }).first()).toMatchObject({ phone: '(209) 555-0000' });
    const admin = await knex('users').where({ username: 'admin' }).first();
    expect(await verifyPassword(admin.password_hash, 'seed-pass')).toBe(true);
  });

  it('seeds availability at every office Monday to Saturday 11:00-17:00 for 21 days, and books Sara Khan at Fremont at 11:00', async () => {
    const days = (await knex('availabilities').distinct(knex.raw(`to_char(date, 'YYYY-MM-DD') as date`)).orderBy('date')) as Array<{ date: string }>;
    const today = practiceDay();
    const mondayToSaturday = Array.from({ length: 21 }, (_, i) => addDays(today, i + 1)).filter((d) => new Date(`${d}T12:00:00Z`).getUTCDay() !== 0);
    expect(days.map((d) => d.date)).toEqual(mondayToSaturday);
    expect(await knex('availabilities').count<{ n: string }[]>({ n: '*' }).first()).toEqual({ n: String(days.length * 10) });
    const shapes = await knex('availabilities').distinct(
      knex.raw(`to_char(start_time, 'HH24:MI') as start, to_char(end_time, 'HH24:MI') as "end", slot_duration_minutes`),
    );
    expect(shapes).toEqual([{ start: '11:00', end: '17:00', slot_duration_minutes: 15 }]);
    expect(new Set(await knex('availabilities as v').join('offices as o', 'o.uuid', 'v.office_uuid').pluck('o.code')).size).toBe(10);
    const booked = await knex('appointments as p')
      .join('offices as o', 'o.uuid', 'p.office_uuid')
      .join('appointment_applicants as aa', 'aa.appointment_uuid', 'p.uuid')
      .join('applicants as a', 'a.uuid', 'aa.applicant_uuid')
      .select('o.code', 'a.first_name', knex.raw(`to_char(p.starts_at at time zone 'America/Los_Angeles', 'YYYY-MM-DD HH24:MI') as start`));
    expect(booked).toEqual([{ code: 'fremont', first_name: 'Sara', start: `${firstWeekdayAfter(today)} 11:00` }]);
  });

  it("seeds a document request for Wei Chen's lead, so the document request page can be tried", async () => {
    const request = await knex('document_requests as r')
      .join('leads as l', 'l.uuid', 'r.lead_uuid')
      .where('r.uuid', DEMO_DOCUMENT_REQUEST_UUID)
      .first('l.email');
    expect(request).toEqual({ email: 'demo.pending@example.com' });
  });

  it("seeds Wei Chen's lead 4 days old with a follow-up note, so the Follow-ups tab has a lead", async () => {
    const lead = await knex('leads').where({ email: 'demo.pending@example.com' }).first();
    const ageDays = (Date.now() - new Date(lead.created_on).getTime()) / 86_400_000;
    expect(ageDays).toBeGreaterThan(3.9);
    expect(ageDays).toBeLessThan(4.1);
    expect(lead.meta.followup_notes).toEqual([expect.objectContaining({ note: expect.stringContaining('missing vaccine records') })]);
  });

  it('seeds the demo leads of DESIGN.md 2 with their applicants, and the matched demo applications', async () => {
    const demoEmails = ['demo.family@example.com', 'demo.pending@example.com', 'demo.noform@example.com', 'demo.booked@example.com'];
    const applicants = await knex('applicants as p')
      .join('leads as l', 'l.uuid', 'p.lead_uuid')
      .whereIn('l.email', demoEmails)
      .orderBy('p.created_on')
      .select('l.email', 'p.first_name', 'p.last_name', knex.raw(`to_char(p.dob, 'YYYY-MM-DD') as dob`), 'p.current_checklist', 'p.uuid');
    // Applicants seeded in one transaction share a creation time: leads in the order above, each lead's in its own order.
    applicants.sort((a, b) => demoEmails.indexOf(a.email) - demoEmails.indexOf(b.email));
    expect(applicants.map((a) => [a.email, `${a.first_name} ${a.last_name}`, a.dob])).toEqual([
      ['demo.family@example.com', 'Maria Lopez', '1990-04-12'],
      ['demo.family@example.com', 'Jose Lopez', '1988-09-03'],
      ['demo.family@example.com', 'Ana Lopez', '2015-06-20'],
      ['demo.pending@example.com', 'Wei Chen', '1985-01-15'],
      ['demo.noform@example.com', 'Omar Haddad', '1979-11-30'],
      ['demo.booked@example.com', 'Sara Khan', '1992-02-02'],
    ]);
    const statuses = (checklist: { vaccines: Array<{ status: string }>; lab_tests: Array<{ status: string }> }) =>
      [...checklist.vaccines, ...checklist.lab_tests].map((i) => i.status);
    for (const a of applicants) {
      const expected = a.first_name === 'Wei' ? 'pending' : 'done';
      expect(new Set(statuses(a.current_checklist))).toEqual(new Set([expected]));
    }
    const matched = await knex('i693_applications')
      .whereIn(
        'applicant_uuid',
        applicants.map((a) => a.uuid),
      )
      .pluck('first_name');
    expect(matched.sort()).toEqual(['Ana', 'Jose', 'Maria', 'Sara', 'Wei']);
    const sara = await knex('i693_applications').where({ first_name: 'Sara' }).first();
    expect(sara.appointment_office).toBe('fremont');
    const others = await knex('i693_applications')
      .whereNotIn('email', ['demo.family@example.com', 'demo.pending@example.com', 'demo.noform@example.com', 'demo.booked@example.com'])
      .count<{ c: string }[]>('* as c');
    expect(Number(others[0]!.c)).toBeGreaterThanOrEqual(25);
    expect(Number((await knex('i693_applications').where({ is_active: false }).count<{ c: string }[]>('* as c'))[0]!.c)).toBeGreaterThan(0);
    expect(Number((await knex('i693_applications').where({ tb_positive: true }).count<{ c: string }[]>('* as c'))[0]!.c)).toBeGreaterThan(0);
    expect(new Set(await knex('i693_applications').whereNotNull('appointment_office').pluck('appointment_office')).size).toBe(OFFICES.length);
    const documents = await knex('i693_documents').pluck('stored_name');
    expect(documents.length).toBeGreaterThan(0);
    for (const stored of documents) expect(fs.existsSync(path.join(dataDir, 'files', stored))).toBe(true);
  });

  it("gives each demo e-mail's applicants the booking readiness of DESIGN.md 2", async () => {
    const expected: Record<string, Array<[string, BookingStatus]>> = {
      'demo.family@example.com': [
        ['Maria Lopez', 'bookable'],
        ['Jose Lopez', 'bookable'],
        ['Ana Lopez', 'bookable'],
      ],
      'demo.pending@example.com': [['Wei Chen', 'pending_requirements']],
      'demo.noform@example.com': [['Omar Haddad', 'pending_i693_form']],
      'demo.booked@example.com': [['Sara Khan', 'already_booked']],
    };
    const readiness = await applicantsReadiness(knex, { emails: Object.keys(expected) });
    const byEmail: Record<string, Array<[string, BookingStatus]>> = {};
    for (const a of readiness) (byEmail[a.lead_email] ??= []).push([`${a.first_name} ${a.last_name}`, a.status]);
    expect(byEmail).toEqual(expected);

    const wei = readiness.find((a) => a.first_name === 'Wei')!;
    expect(wei).toMatchObject({ ready_for_booking: false, message: 'Missing Requirements' });
    expect(wei.completion_status.pending_vaccines.length + wei.completion_status.pending_labs.length).toBeGreaterThan(0);
    expect(wei.reason).toMatch(/^Missing (vaccines|lab tests): /);
    const sara = readiness.find((a) => a.first_name === 'Sara')!;
    expect(sara).toMatchObject({ appointment_office: 'Fremont', appointment_date: firstWeekdayAfter(practiceDay()), start_time: '11:00', end_time: '11:15' });
    for (const a of readiness.filter((r) => r.status === 'bookable')) expect(a).toMatchObject({ ready_for_booking: true, reason: '' });
  });

  it('gives Wei Chen her matched application in a database seeded before she had one, and only once', async () => {
    const wei = await knex('i693_applications').where({ email: 'demo.pending@example.com' }).first('uuid', 'applicant_uuid');
    expect(wei.applicant_uuid).not.toBeNull();
    await knex('i693_documents').where({ application_uuid: wei.uuid }).del();
    await knex('i693_applications').where({ uuid: wei.uuid }).del();
    expect((await applicantsReadiness(knex, { emails: ['demo.pending@example.com'] })).map((a) => a.status)).toEqual(['pending_i693_form']);
    const total = await count('i693_applications');

    const config = configWith({ SEED_PASSWORD: 'seed-pass' });
    expect((await runSeeds(knex, config)).demo).toEqual({ leads: 0, applications: 1, documentRequests: 0, availabilities: 0, appointments: 0 });
    expect(await count('i693_applications')).toBe(total + 1);
    const again = await knex('i693_applications').where({ email: 'demo.pending@example.com' }).first('applicant_uuid');
    expect(again.applicant_uuid).toBe(wei.applicant_uuid);
    expect((await applicantsReadiness(knex, { emails: ['demo.pending@example.com'] })).map((a) => a.status)).toEqual(['pending_requirements']);
    expect((await runSeeds(knex, config)).demo).toEqual({ leads: 0, applications: 0, documentRequests: 0, availabilities: 0, appointments: 0 });
  });

  it('stores the spec offices with their values, time zone and default slot', async () => {
    const offices = await knex('offices').orderBy('name').select('name', 'code', 'timezone', 'default_slot_duration_minutes');
    expect(offices.map((o) => [o.name, o.code])).toEqual(OFFICES.map((o) => [o.label, o.value]));
    expect(offices.map((o) => o.code)).toEqual(expect.arrayContaining(['redwood', 'santaclara']));
    for (const o of offices) expect(o).toMatchObject({ timezone: 'America/Los_Angeles', default_slot_duration_minutes: 15 });
    const locations = await knex('map_locations').orderBy('sort_order').select('code', 'lat', 'lng');
    expect(locations.map((l) => l.code)).toEqual(MAP_LOCATIONS.map((l) => l.code));
    for (const l of locations) {
      expect(l.lat).toBeGreaterThan(36.5);
      expect(l.lat).toBeLessThan(38.5);
      expect(l.lng).toBeGreaterThan(-123);
      expect(l.lng).toBeLessThan(-120);
    }
  });
});
