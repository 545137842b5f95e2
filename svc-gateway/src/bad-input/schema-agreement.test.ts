/**
 * The request schemas of contracts api-schemas are the ones the services parse with: for every route
 * whose table entry has a query or body schema, inputs that schema refuses are sent straight to the
 * service that owns the route, with a token that passes its access check, and each must be refused
 * with 400 and the `{error, msg}` shape. A route given a schema the service does not apply (or a
 * service that stopped checking a field) fails here. Inputs are made from the schema itself: an empty
 * one, then each field of its shape with a value of the wrong kind, kept only when the schema refuses them.
 */
import { z } from 'zod';
import { API_PREFIX, API_ROUTES, apiRouteKey, type ApiRouteDef } from '@clinic/contracts';
import { API_ROUTE_SCHEMAS, type ApiRouteSchemas } from '@clinic/contracts/api-schemas';
import { signToken } from '@clinic/server-kit';
import { TEST_SEED_PASSWORD } from '@clinic/svc-core/src/test-support';
import { startWholeStack, type WholeStack } from './whole-stack';

jest.setTimeout(5 * 60_000);

/** A well-formed id that exists nowhere. */
const ABSENT_ID = '3f1c2b9e-7a4d-4c1e-9b2f-5d6e7f8a9b0c';
/** Inputs tried per route (the first ones its schema refuses). */
const PER_ROUTE = 4;

let stack: WholeStack;
let adminToken: string;

function shapeKeys(schema: z.core.$ZodType): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

const refuses = (schema: z.core.$ZodType, value: unknown) => !z.safeParse(schema, value).success;

/** Bodies the schema refuses: empty, then each field of the wrong type, unstorable, too long or an object. */
function refusedBodies(schema: z.core.$ZodType, multipart: boolean): Array<Record<string, unknown>> {
  // A multipart form's fields are text, and a long one under the form's size limit (else 413 comes first).
  const wrong: unknown[] = multipart ? ['a\u0000b', 'x'.repeat(5_000), '{'] : [12345, 'a\u0000b', 'x'.repeat(300_000), { $gt: '' }, [null]];
  const candidates: Array<Record<string, unknown>> = [{}, ...shapeKeys(schema).flatMap((key) => wrong.map((value) => ({ [key]: value })))];
  return candidates.filter((body) => refuses(schema, body)).slice(0, PER_ROUTE);
}

/** Queries the schema refuses (values as a URL carries them). */
function refusedQueries(schema: z.core.$ZodType): Array<Record<string, string>> {
  const wrong = ['a\u0000b', 'not-a-uuid', '2023-02-30', '-1', 'x'.repeat(3_000)];
  const candidates: Array<Record<string, string>> = [{}, ...shapeKeys(schema).flatMap((key) => wrong.map((value) => ({ [key]: value })))];
  return candidates.filter((query) => refuses(schema, query)).slice(0, PER_ROUTE);
}

async function tokenFor(route: ApiRouteDef): Promise<string | undefined> {
  const key = stack.core.keys.signingKey;
  switch (route.access) {
    case 'public':
      return undefined;
    case 'booking':
      return signToken('booking', { sub: 'demo.family@example.com' }, { key, ttlSeconds: 600 });
    case 'document':
      return signToken('document', { sub: ABSENT_ID }, { key, ttlSeconds: 600 });
    default:
      return adminToken;
  }
}

function multipartOf(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  return form;
}

interface Sent {
  label: string;
  status: number;
  body: unknown;
}

async function send(route: ApiRouteDef, schemas: ApiRouteSchemas): Promise<Sent[]> {
  const token = await tokenFor(route);
  const path = `${stack.serviceUrl(route.service)}${API_PREFIX}${route.path.replace(/:[A-Za-z_]+/g, ABSENT_ID)}`;
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const requests: Array<{ label: string; url: string; init: RequestInit }> = [];
  if (schemas.query) {
    for (const query of refusedQueries(schemas.query)) {
      requests.push({
        label: `query ${JSON.stringify(query).slice(0, 80)}`,
        url: `${path}?${new URLSearchParams(query)}`,
        init: { method: route.method, headers },
      });
    }
  }
  if (schemas.body) {
    const multipart = schemas.bodyType === 'multipart';
    for (const body of refusedBodies(schemas.body, multipart)) {
      const init: RequestInit = multipart
        ? { method: route.method, headers, body: multipartOf(body) }
        : { method: route.method, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) };
      requests.push({ label: `${multipart ? 'multipart' : 'JSON'} body ${JSON.stringify(body).slice(0, 80)}`, url: path, init });
    }
  }
  const sent: Sent[] = [];
  for (const request of requests) {
    const res = await fetch(request.url, request.init);
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // kept as text
    }
    sent.push({ label: request.label, status: res.status, body });
  }
  return sent;
}

/**
 * Routes that look their path parameter up before reading the input: with an id that exists nowhere
 * they answer 404 first. Their input is parsed by the same function, with the same schema, as the
 * route named (which this test reaches).
 */
const PATH_FIRST: Readonly<Record<string, string>> = {
  'POST /booking/:code/book/': 'POST /booking/book/',
};

/** Routes whose input the table describes but that no JSON or multipart request of this test reaches. */
const NOT_SENT: Readonly<Record<string, string>> = {
  'POST /payments/local-checkout/:transaction_id/complete/': 'a form of the server-rendered checkout page, read after the checkout is found',
  'POST /auth/two-factor/setup/': 'reads its body only while two-factor is on (the accounts here have it off)',
};

const checked = API_ROUTES.filter((route) => {
  const schemas: ApiRouteSchemas = API_ROUTE_SCHEMAS[apiRouteKey(route)];
  const key = apiRouteKey(route);
  return (schemas.query || (schemas.body && schemas.bodyType !== 'form' && schemas.bodyType !== 'raw')) && !NOT_SENT[key];
});

beforeAll(async () => {
  stack = await startWholeStack();
  const res = await fetch(`${stack.gateway.url}${API_PREFIX}/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: TEST_SEED_PASSWORD }),
  });
  adminToken = ((await res.json()) as { token: string }).token;
});

afterAll(async () => {
  await stack?.close();
});

it('covers every route with a request schema', () => {
  const withInput = API_ROUTES.filter((route) => {
    const schemas: ApiRouteSchemas = API_ROUTE_SCHEMAS[apiRouteKey(route)];
    return schemas.query || schemas.body;
  });
  expect(
    withInput
      .filter((route) => !checked.includes(route))
      .map(apiRouteKey)
      .sort(),
  ).toEqual(Object.keys(NOT_SENT).sort());
  expect(checked.length).toBeGreaterThan(50);
});

describe.each(checked.map((route) => [apiRouteKey(route), route] as const))('%s', (_key, route) => {
  it('refuses with 400 what its request schema refuses (404 for a path looked up first)', async () => {
    const schemas: ApiRouteSchemas = API_ROUTE_SCHEMAS[apiRouteKey(route)];
    const sent = await send(route, schemas);
    expect(sent.length).toBeGreaterThan(0);
    const expected = PATH_FIRST[apiRouteKey(route)] ? 404 : 400;
    const wrong = sent.filter(
      (s) => s.status !== expected || typeof (s.body as { error?: unknown }).error !== 'string' || typeof (s.body as { msg?: unknown }).msg !== 'string',
    );
    expect(wrong.map((s) => `${s.label}: ${s.status} ${JSON.stringify(s.body).slice(0, 200)}`)).toEqual([]);
  });
});
