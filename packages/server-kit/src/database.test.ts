import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createKnex, createTestDatabase, migrateLatest, startEmbeddedDatabase, type Knex } from './database';

jest.setTimeout(60_000);

/** 20 transactions at once, each reading the counter under a row lock and writing it back plus one. */
async function concurrentIncrements(knex: Knex, times: number): Promise<number> {
  await knex.schema.createTable('counter', (t) => {
    t.integer('id').primary();
    t.integer('n').notNullable();
  });
  await knex('counter').insert({ id: 1, n: 0 });
  await Promise.all(
    Array.from({ length: times }, () =>
      knex.transaction(async (trx) => {
        const row = await trx('counter').where({ id: 1 }).forUpdate().first<{ n: number }>();
        await trx('counter')
          .where({ id: 1 })
          .update({ n: row!.n + 1 });
      }),
    ),
  );
  const row = await knex('counter').where({ id: 1 }).first<{ n: number }>();
  return row!.n;
}

describe('test database (DATABASE_URL when set, else embedded)', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let knex: Knex;

  beforeAll(async () => {
    db = await createTestDatabase();
    knex = createKnex(db.url, { poolMax: 8 });
  });

  afterAll(async () => {
    await knex.destroy();
    await db.drop();
  });

  it('gives the exact total for concurrent read-modify-write transactions on one row', async () => {
    expect(await concurrentIncrements(knex, 20)).toBe(20);
  });

  it('rolls a failed transaction back', async () => {
    await knex.schema.createTable('notes', (t) => t.text('body'));
    await expect(
      knex.transaction(async (trx) => {
        await trx('notes').insert({ body: 'kept?' });
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(await knex('notes').count<{ count: string }[]>('* as count')).toEqual([{ count: '0' }]);
  });

  it('runs migrations from a directory once, in its own migrations table', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kit-migrations-'));
    fs.writeFileSync(
      path.join(dir, '20240101000000_widgets.js'),
      "exports.up = (knex) => knex.schema.createTable('widgets', (t) => { t.increments('id'); });\n" +
        "exports.down = (knex) => knex.schema.dropTable('widgets');\n",
    );
    try {
      expect(await migrateLatest(knex, { directory: dir, tableName: 'kit_migrations' })).toEqual(['20240101000000_widgets.js']);
      expect(await migrateLatest(knex, { directory: dir, tableName: 'kit_migrations' })).toEqual([]);
      expect(await knex.schema.hasTable('widgets')).toBe(true);
      expect(await knex.schema.hasTable('kit_migrations')).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('embedded database (PGlite on a local socket)', () => {
  it('serialises concurrent transactions on one row to the exact total', async () => {
    const db = await startEmbeddedDatabase({ memory: true });
    const knex = createKnex(db.url, { poolMax: 8 });
    try {
      expect(await concurrentIncrements(knex, 20)).toBe(20);
      // Parameterised queries from many connections at once each get their own answer.
      const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => knex.raw<{ rows: { v: number }[] }>('select ?::int as v', [i])));
      expect(answers.map((a) => a.rows[0]!.v)).toEqual(Array.from({ length: 50 }, (_, i) => i));
    } finally {
      await knex.destroy();
      await db.stop();
    }
  });

  it("keeps each connection's statements apart while transactions and queries interleave", async () => {
    const db = await startEmbeddedDatabase({ memory: true });
    const knex = createKnex(db.url, { poolMax: 10 });
    try {
      await knex.schema.createTable('items', (t) => {
        t.integer('id').primary();
        t.text('label');
      });
      await knex('items').insert(Array.from({ length: 100 }, (_, i) => ({ id: i, label: `item ${i}` })));
      const outcomes = await Promise.all(
        Array.from({ length: 200 }, async (_, i) => {
          const id = i % 100;
          if (i % 4 === 0) {
            return knex.transaction(async (trx) => {
              const row = await trx('items').where({ id }).first<{ label: string }>();
              await trx('items').where({ id }).update({ label: row!.label });
              const [first] = await trx('items').where('id', '>=', id).orderBy('id').limit(2);
              return first.id === id;
            });
          }
          const rows = await knex('items')
            .where('id', '=', id)
            .select('id', 'label')
            .limit((i % 3) + 1);
          return rows[0]?.id === id && rows[0]?.label === `item ${id}`;
        }),
      );
      expect(outcomes.filter((ok) => !ok)).toHaveLength(0);
    } finally {
      await knex.destroy();
      await db.stop();
    }
  });

  it('rolls back and frees the database when a client disconnects inside a transaction', async () => {
    const db = await startEmbeddedDatabase({ memory: true });
    const knex = createKnex(db.url, { poolMax: 2 });
    try {
      await knex.schema.createTable('orders', (t) => t.text('ref'));
      const client = new pg.Client({ connectionString: db.url });
      await client.connect();
      await client.query('BEGIN');
      await client.query("INSERT INTO orders VALUES ('abandoned')");
      // The process holding the transaction dies: its socket closes without COMMIT.
      (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
      await client.end().catch(() => undefined);
      await knex('orders').insert({ ref: 'later' });
      expect(await knex('orders').pluck('ref')).toEqual(['later']);
    } finally {
      await knex.destroy();
      await db.stop();
    }
  });

  it('keeps data in dataDir across stop() and a new start on the same folder', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kit-embedded-'));
    try {
      const first = await startEmbeddedDatabase({ dataDir });
      const k1 = createKnex(first.url);
      await k1.schema.createTable('things', (t) => t.text('name'));
      await k1('things').insert([{ name: 'kept' }, { name: 'also kept' }]);
      await k1.destroy();
      await first.stop();
      expect(fs.existsSync(path.join(dataDir, 'pgdata'))).toBe(true);

      const second = await startEmbeddedDatabase({ dataDir });
      const k2 = createKnex(second.url);
      try {
        const rows = await k2('things').orderBy('name').pluck('name');
        expect(rows).toEqual(['also kept', 'kept']);
      } finally {
        await k2.destroy();
        await second.stop();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('makes a pool query issued inside an open transaction fail instead of hanging (the trx rule)', async () => {
    const db = await startEmbeddedDatabase({ memory: true });
    const knex = createKnex(db.url, { poolMax: 4, queryTimeoutMs: 300, acquireTimeoutMs: 300 });
    try {
      await knex.schema.createTable('t', (t) => t.integer('n'));
      await knex('t').insert({ n: 1 });
      // Warm the pool so the misuse gets an idle connection rather than waiting for a new one.
      await Promise.all([1, 2, 3].map(() => knex.raw('select pg_sleep(0.02)')));
      await expect(
        knex.transaction(async (trx) => {
          await trx('t').update({ n: 2 });
          await knex('t').select(); // wrong: not through trx
        }),
      ).rejects.toThrow(/timeout/i);
      // The transaction was rolled back and the database keeps answering.
      expect(await knex('t').pluck('n')).toEqual([1]);
    } finally {
      await knex.destroy();
      await db.stop();
    }
  });
});
