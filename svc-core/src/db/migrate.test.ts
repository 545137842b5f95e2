import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createKnex, createTestDatabase, loadConfig, type Knex, type TestDatabase } from '@clinic/server-kit';
import { MIGRATIONS_TABLE, migrationSource } from './migrations';
import { migrateCore, prepareCoreDatabase } from './migrate';

jest.setTimeout(120_000);

let db: TestDatabase;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-migrate-'));
const knexes: Knex[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await Promise.all(knexes.map((k) => k.destroy()));
  await db.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('migrations when replicas start together', () => {
  it('several concurrent migrateCore calls on a fresh database all succeed and migrate exactly once', async () => {
    const names = (await migrationSource.getMigrations([])).map((m) => migrationSource.getMigrationName(m));
    // Four "replicas", each with its own pool, as separate processes would have.
    for (let i = 0; i < 4; i++) knexes.push(createKnex(db.url, { poolMax: 3 }));
    const results = await Promise.all(knexes.map((k) => migrateCore(k)));
    // One of them applied every migration; the others waited for the lock and found nothing to do.
    expect(results.filter((applied) => applied.length > 0)).toEqual([names]);
    expect(results.flat()).toHaveLength(names.length);
    const recorded = await knexes[0]!(MIGRATIONS_TABLE).select('name').orderBy('id');
    expect(recorded.map((r: { name: string }) => r.name)).toEqual(names);
  });

  it('seeds once under the same lock (no duplicate offices or demo users)', async () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    const reports = await Promise.all(knexes.map((k) => prepareCoreDatabase(k, config)));
    expect(reports.every((r) => r.migrations.length === 0)).toBe(true);
    expect(reports.filter((r) => r.seeded.users.length > 0)).toHaveLength(1);
    const offices = await knexes[0]!('offices').count<{ c: string }[]>('* as c');
    expect(Number(offices[0]!.c)).toBe(10);
  });
});
