/**
 * The error handler's last line of defence: a value the database refuses (SQLSTATE class 22) is the
 * client's bad input, answered 400 and logged at warn with the request id, while any other database
 * failure stays a 500 logged at error. The errors come from a real database, not from fakes.
 */
import { Writable } from 'node:stream';
import Koa from 'koa';
import pino from 'pino';
import { ERROR_CODES } from '@clinic/contracts';
import { createKnex, createTestDatabase, type Knex, type TestDatabase } from './database';
import { DATA_EXCEPTION_LOG_MESSAGE, errorHandler } from './errors';
import { requestId, startHttpServer, type RunningServer } from './http';

jest.setTimeout(60_000);

let db: TestDatabase;
let knex: Knex;
let server: RunningServer;
const logLines: Array<Record<string, unknown>> = [];

/** Each path runs one statement the database refuses with the SQLSTATE it is named after. */
const FAILING_STATEMENTS: Record<string, (k: Knex) => Promise<unknown>> = {
  '22021': (k) => k.raw('select ?::text as v', ['a\u0000b']),
  '22001': (k) => k('short_values').insert({ v: 'abc' }),
  '22003': (k) => k.raw('select 2147483647::int + 1 as v'),
  '22007': (k) => k.raw(`select 'next tuesday'::date as v`),
  '22008': (k) => k.raw(`select '2023-02-30'::date as v`),
  '22P02': (k) => k.raw(`select 'not-a-uuid'::uuid as v`),
  '22P05': (k) => k.raw(`select '"\\u0000"'::jsonb as v`),
  '42P01': (k) => k.raw('select * from no_such_table'),
};

beforeAll(async () => {
  db = await createTestDatabase();
  knex = createKnex(db.url, { poolMax: 2 });
  await knex.schema.createTable('short_values', (t) => t.string('v', 2));
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  });
  const logger = pino({ level: 'debug' }, sink);
  const app = new Koa();
  app.use(requestId(logger));
  app.use(errorHandler(logger));
  app.use(async (ctx) => {
    const statement = FAILING_STATEMENTS[ctx.path.slice(1)];
    if (!statement) return;
    await statement(knex);
    ctx.body = { ok: true };
  });
  server = await startHttpServer(app, { port: 0 });
});

afterAll(async () => {
  await server?.close();
  await knex?.destroy();
  await db?.drop();
});

async function call(sqlState: string, id: string) {
  const res = await fetch(`${server.url}/${sqlState}`, { headers: { 'x-request-id': id } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('database data exceptions', () => {
  it.each([
    ['22021', 'invalid byte sequence', 'The request contains a character that cannot be saved (such as a NUL byte).'],
    ['22001', 'value too long', 'A value in the request is too long.'],
    ['22003', 'numeric value out of range', 'A number in the request is out of range.'],
    ['22007', 'invalid datetime format', 'A date or time in the request is not valid.'],
    ['22008', 'datetime field overflow', 'A date or time in the request is not valid.'],
    ['22P02', 'invalid text representation', 'A value in the request is not in the expected format.'],
    ['22P05', 'untranslatable character', 'The request contains a character that cannot be saved (such as a NUL byte).'],
  ])('answers SQLSTATE %s (%s) with 400 VALIDATION_ERROR and logs it at warn with the request id', async (sqlState, _name, msg) => {
    const id = `req-${sqlState}`;
    const { status, body } = await call(sqlState, id);
    expect(status).toBe(400);
    expect(body).toEqual({ error: ERROR_CODES.validation, msg });
    const line = logLines.find((l) => l.requestId === id);
    expect(line).toMatchObject({ level: 40, msg: DATA_EXCEPTION_LOG_MESSAGE, sqlState, path: `/${sqlState}` });
  });

  it('keeps any other database failure a 500 without details, logged at error', async () => {
    const { status, body } = await call('42P01', 'req-42P01');
    expect(status).toBe(500);
    expect(body).toEqual({ error: ERROR_CODES.internal, msg: 'An internal error occurred. Please try again.' });
    expect(JSON.stringify(body)).not.toContain('no_such_table');
    expect(logLines.find((l) => l.requestId === 'req-42P01')).toMatchObject({ level: 50, msg: 'unhandled error' });
  });
});
