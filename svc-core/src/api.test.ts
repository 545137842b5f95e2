import Router from '@koa/router';
import Koa from 'koa';
import { API_PREFIX } from '@clinic/contracts';
import { createLogger, createTestKeys, errorHandler, jsonBody, startHttpServer, type RunningServer, type TestKeys } from '@clinic/server-kit';
import { declareRoute, parseRouteBody, parseRouteQuery, type ApiReplyCheck } from './api';

/**
 * declareRoute holds a route to its contract in contracts api-schemas: the handler reads its input
 * with the route's request schemas, and a successful JSON reply that does not match the route's reply
 * schema is logged (warn) or refused (strict) outside production.
 */
let keys: TestKeys;
const servers: RunningServer[] = [];
const warnings: Array<{ fields: Record<string, unknown>; msg: string }> = [];

const GOOD_REVIEWS = { reviews: [], average_rating: 0, total_ratings: 0 };

async function serve(check: ApiReplyCheck | undefined, reviews: unknown): Promise<string> {
  const app = new Koa();
  app.context.apiReplyCheck = check;
  app.use(errorHandler(createLogger('svc-core-api-test')));
  app.use(async (ctx, next) => {
    const quiet = () => undefined;
    ctx.state.log = { warn: (fields: Record<string, unknown>, msg: string) => warnings.push({ fields, msg }), error: quiet, info: quiet, debug: quiet };
    await next();
  });
  app.use(jsonBody('1mb'));
  const router = new Router({ prefix: API_PREFIX });
  declareRoute(router, keys.verifyKey, 'GET', '/reviews/g', async (ctx) => {
    ctx.body = reviews;
  });
  declareRoute(router, keys.verifyKey, 'POST', '/auth/login/', async (ctx) => {
    ctx.body = parseRouteBody(ctx, 'POST /auth/login/');
  });
  declareRoute(router, keys.verifyKey, 'GET', '/booking/otp-status/', async (ctx) => {
    // The schemas of another route: a mistake of the code, not of the client.
    ctx.body = parseRouteQuery(ctx, 'GET /booking/lookup-applicants/');
  });
  app.use(router.routes());
  const server = await startHttpServer(app, { port: 0 });
  servers.push(server);
  return `${server.url}${API_PREFIX}`;
}

beforeAll(async () => {
  keys = await createTestKeys();
});

afterEach(() => {
  warnings.length = 0;
});

afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  keys?.cleanup();
});

describe('the reply check', () => {
  it('lets a reply that matches its schema through, quietly', async () => {
    const base = await serve('strict', GOOD_REVIEWS);
    const res = await fetch(`${base}/reviews/g`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(GOOD_REVIEWS);
    expect(warnings).toEqual([]);
  });

  it('logs a reply that does not match, naming the route and what is wrong, and still sends it', async () => {
    const base = await serve('warn', { reviews: 'none' });
    const res = await fetch(`${base}/reviews/g`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ reviews: 'none' });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ msg: 'reply does not match its reply schema in contracts api-schemas', fields: { route: 'GET /reviews/g' } });
    expect(String(warnings[0]!.fields.problem)).toMatch(/reviews/);
  });

  it('answers 500 instead when strict', async () => {
    const base = await serve('strict', { reviews: 'none' });
    const res = await fetch(`${base}/reviews/g`);
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ error: 'INTERNAL_ERROR' });
  });

  it('checks nothing when off', async () => {
    const base = await serve(undefined, { reviews: 'none' });
    expect((await fetch(`${base}/reviews/g`)).status).toBe(200);
    expect(warnings).toEqual([]);
  });
});

describe("the route's request schemas", () => {
  it('parse the body with the schema of the route (400 VALIDATION_ERROR with the field)', async () => {
    // The handler answers what it parsed: no reply check.
    const base = await serve(undefined, GOOD_REVIEWS);
    const post = (body: unknown) =>
      fetch(`${base}/auth/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const ok = await post({ username: ' admin ', password: 'x' });
    expect(await ok.json()).toEqual({ username: 'admin', password: 'x' });
    const refused = await post({ username: 'admin' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: 'VALIDATION_ERROR', details: { password: expect.any(String) } });
  });

  it("refuse to parse with another route's schemas", async () => {
    const base = await serve(undefined, GOOD_REVIEWS);
    expect((await fetch(`${base}/booking/otp-status/?email=a@example.com`)).status).toBe(500);
  });
});
