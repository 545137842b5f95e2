import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createKnex, createTestDatabase, type Knex, type TestDatabase } from './database';
import { createNotifyClient } from './notify-client';
import { createTestKeys, type TestKeys } from './test-support';
import { insideTransaction, NetworkInTransactionError } from './transaction-scope';

// The guard itself is installed for every server test by jest-setup.ts.
jest.setTimeout(30_000);

let db: TestDatabase;
let knex: Knex;
let keys: TestKeys;
let server: http.Server;
let url: string;
let calls = 0;

beforeAll(async () => {
  db = await createTestDatabase();
  knex = createKnex(db.url, { poolMax: 3 });
  await knex.schema.createTable('guarded', (t) => t.string('name'));
  keys = await createTestKeys();
  server = http.createServer((_req, res) => {
    calls += 1;
    res.writeHead(202, { 'content-type': 'application/json' }).end('{"id":"1"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await knex.destroy();
  await db.drop();
  keys.cleanup();
});

describe('no network call inside an open transaction', () => {
  it.each([
    ['fetch', () => fetch(url)],
    ['http.get', () => new Promise((resolve, reject) => http.get(url, resolve).on('error', reject))],
    [
      'the svc-notify client',
      () => createNotifyClient({ notifyUrl: url, signingKey: keys.signingKey }).send({ channel: 'sms', to: '+15105550100', text: 'x' }),
    ],
  ])('%s throws inside a transaction (rolling it back) and works after its commit', async (_name, call) => {
    const before = calls;
    let thrown: unknown;
    await knex
      .transaction(async (trx) => {
        await trx('guarded').insert({ name: 'rolled back' });
        // A nested transaction (a savepoint) is guarded too.
        await trx.transaction(async () => {
          await call();
        });
      })
      .catch((err: unknown) => (thrown = err));
    expect(thrown).toBeInstanceOf(NetworkInTransactionError);
    expect(calls).toBe(before);
    expect(await knex('guarded').where({ name: 'rolled back' })).toHaveLength(0);

    let afterCommit: Promise<unknown> | undefined;
    await knex.transaction(async (trx) => {
      await trx('guarded').insert({ name: 'kept' });
      // Work chained to the commit runs in the transaction's context, but after it: allowed.
      afterCommit = trx.executionPromise.then(() => call());
    });
    await afterCommit;
    await call();
    expect(calls).toBe(before + 2);
  });

  it('knows when it is inside an open transaction', async () => {
    expect(insideTransaction()).toBe(false);
    await knex.transaction(async () => {
      expect(insideTransaction()).toBe(true);
    });
    expect(insideTransaction()).toBe(false);
  });
});
