import Koa from 'koa';
import { koaBody } from 'koa-body';
import { z } from 'zod';
import { ERROR_CODES } from '@clinic/contracts';
import { errorHandler, errors, notFoundHandler } from './errors';
import { healthRoutes } from './health';
import { accessLog, requestId, startHttpServer, type RunningServer } from './http';
import { createLogger } from './logger';
import { parseWith } from './validation';

let server: RunningServer;
let healthy = true;

beforeAll(async () => {
  const logger = createLogger('test');
  const app = new Koa();
  app.use(requestId(logger));
  app.use(accessLog(logger));
  app.use(errorHandler(logger));
  app.use(
    healthRoutes({
      name: 'test',
      checks: {
        db: async () => {
          if (!healthy) throw new Error('down');
        },
      },
    }),
  );
  app.use(notFoundHandler());
  app.use(koaBody({ jsonLimit: '1kb' }));
  app.use(async (ctx, next) => {
    if (ctx.path === '/echo') {
      const body = parseWith(z.object({ name: z.string().min(2, 'Name is too short'), age: z.number().int() }), ctx.request.body);
      ctx.body = { ...body, requestId: ctx.state.requestId };
    } else if (ctx.path === '/conflict') {
      throw errors.conflict('Slot taken', { reasons: ['booked'] });
    } else if (ctx.path === '/boom') {
      throw new Error('secret internals at /srv/app.ts:12');
    } else {
      await next();
    }
  });
  server = await startHttpServer(app, { port: 0 });
});

afterAll(() => server.close());

const post = (path: string, body: string, type = 'application/json') => fetch(server.url + path, { method: 'POST', headers: { 'content-type': type }, body });

describe('errors as JSON', () => {
  it('answers malformed JSON with 400 BAD_REQUEST', async () => {
    const res = await post('/echo', '{"name": ');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: ERROR_CODES.badJson, msg: expect.any(String) });
  });

  it('answers a body over the limit with 413 JSON', async () => {
    const res = await post('/echo', JSON.stringify({ name: 'x'.repeat(5000), age: 1 }));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: ERROR_CODES.tooLarge });
  });

  it('answers schema failures with 400 VALIDATION_ERROR and field details', async () => {
    const res = await post('/echo', JSON.stringify({ name: 'x' }));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toBe(ERROR_CODES.validation);
    expect(body.details).toEqual({ name: 'Name is too short', age: expect.any(String) });
    expect(body.msg).toContain('Name is too short');
  });

  it('keeps the extra fields of an AppError', async () => {
    const res = await fetch(`${server.url}/conflict`);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: ERROR_CODES.conflict, msg: 'Slot taken', reasons: ['booked'] });
  });

  it('answers an unexpected error with 500 and no internals', async () => {
    const res = await fetch(`${server.url}/boom`);
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({ error: ERROR_CODES.internal });
    expect(text).not.toContain('secret internals');
  });

  it('answers unknown paths with a JSON 404', async () => {
    const res = await fetch(`${server.url}/nowhere`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: ERROR_CODES.notFound });
  });
});

describe('request ids', () => {
  it('tells how long the service took in a Server-Timing header', async () => {
    const res = await fetch(`${server.url}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ana', age: 3 }),
    });
    expect(res.headers.get('server-timing')).toMatch(/^test;dur=\d+(\.\d)?$/);
  });

  it('echoes a safe incoming id and exposes it on ctx.state', async () => {
    const res = await fetch(`${server.url}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'abc-123' },
      body: JSON.stringify({ name: 'Al', age: 3 }),
    });
    expect(res.headers.get('x-request-id')).toBe('abc-123');
    expect(await res.json()).toMatchObject({ requestId: 'abc-123' });
  });

  it('replaces a missing or unsafe id with a uuid', async () => {
    const res = await fetch(`${server.url}/nowhere`, { headers: { 'x-request-id': 'bad id <script>' } });
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('health', () => {
  it('answers 200 ok on /healthz and /readyz while checks pass, 503 with the failing check otherwise', async () => {
    healthy = true;
    for (const path of ['/healthz', '/readyz']) {
      const res = await fetch(server.url + path);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok' });
    }
    healthy = false;
    const res = await fetch(`${server.url}/readyz`);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'unavailable', failing: ['db'] });
    healthy = true;
  });
});
