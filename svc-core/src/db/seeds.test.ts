import { MAP_LOCATIONS, OFFICES } from '@clinic/contracts';
import { createKnex, createTestDatabase, loadConfig, type Knex, type TestDatabase } from '@clinic/server-kit';
import { verifyPassword } from '../modules/auth/passwords';
import { migrateCore } from './migrate';
import { migrationSource } from './migrations';
import { runSeeds } from './seeds';

jest.setTimeout(60_000);

let db: TestDatabase;
let knex: Knex;
let migrationNames: string[];

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
});

const count = async (table: string) => Number((await knex(table).count<{ c: string }[]>('* as c'))[0]!.c);

describe('migrations', () => {
  it('are recorded in core_migrations and not applied twice', async () => {
    expect(await migrateCore(knex)).toEqual([]);
    expect(await knex('core_migrations').orderBy('id').pluck('name')).toEqual(migrationNames);
  });
});

describe('runSeeds', () => {
  const PEM = '-----BEGIN PUBLIC KEY-----\nx\n-----END PUBLIC KEY-----';

  it('in production seeds offices and locations but never the demo users', async () => {
    const production = loadConfig({ NODE_ENV: 'production', SEED_PASSWORD: 'prod-secret-1', JWT_PRIVATE_KEY: PEM, JWT_PUBLIC_KEY: PEM });
    const report = await runSeeds(knex, production);
    expect(report).toEqual({ offices: 10, locations: 13, users: [] });
    expect(await count('users')).toBe(0);
  });

  it('adds the demo users outside production and is idempotent', async () => {
    const config = loadConfig({ SEED_PASSWORD: 'seed-pass' });
    expect(await runSeeds(knex, config)).toEqual({ offices: 0, locations: 0, users: ['admin', 'staff', 'ext'] });
    expect(await runSeeds(knex, config)).toEqual({ offices: 0, locations: 0, users: [] });
    expect(await count('offices')).toBe(10);
    expect(await count('map_locations')).toBe(13);
    expect(await count('users')).toBe(3);

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
    const report = await runSeeds(knex, loadConfig({ SEED_PASSWORD: 'another' }));
    expect(report).toEqual({ offices: 0, locations: 1, users: [] });
    expect(await knex('offices').where({ code: 'tracy' }).first()).toMatchObject({ phone: '(209) 555-0000' });
    const admin = await knex('users').where({ username: 'admin' }).first();
    expect(await verifyPassword(admin.password_hash, 'seed-pass')).toBe(true);
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
