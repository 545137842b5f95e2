import * as contracts from '../index';
import { API_ROUTES, apiRouteKey } from '../api-routes';
import { fillApiPath, splitApiRouteKey } from '../api-path';
import { API_ROUTE_SCHEMAS, apiReplyProblem, HTML_REPLY, isReplySchema, type ApiRouteSchemas } from './index';

const keys = API_ROUTES.map(apiRouteKey);
const schemasOf = (key: (typeof keys)[number]): ApiRouteSchemas => API_ROUTE_SCHEMAS[key];

describe('the route table and its schemas', () => {
  it('has one entry per route of API_ROUTES, in its order, and no other', () => {
    expect(Object.keys(API_ROUTE_SCHEMAS)).toEqual(keys);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every route a reply: a schema or the marker of what is not JSON; pages are the HTML routes', () => {
    for (const route of API_ROUTES) {
      const { reply } = schemasOf(apiRouteKey(route));
      expect(isReplySchema(reply) || typeof reply.reply === 'string').toBe(true);
      expect(reply === HTML_REPLY).toBe(route.reply === 'html');
    }
  });

  it('takes its request schemas from contracts by name, so a service parses with the very same ones', () => {
    const exported = new Set<unknown>(Object.values(contracts));
    // Two entries describe text fields of their own (a server page's form, a lead upload's optional mappings).
    const local = ['POST /payments/local-checkout/:transaction_id/complete/', 'POST /appointments/misc/leads/:id/files/'];
    for (const key of keys.filter((k) => !local.includes(k))) {
      const { query, body } = schemasOf(key);
      if (query) expect([key, exported.has(query)]).toEqual([key, true]);
      if (body) expect([key, exported.has(body)]).toEqual([key, true]);
    }
  });

  it('describes the routes without input as such', () => {
    for (const route of API_ROUTES.filter((r) => r.noInput === true)) {
      const { query, body } = schemasOf(apiRouteKey(route));
      expect([apiRouteKey(route), query, body]).toEqual([apiRouteKey(route), undefined, undefined]);
    }
  });
});

describe('apiReplyProblem', () => {
  it('is null for a reply that matches and names what is wrong otherwise', () => {
    expect(apiReplyProblem('GET /admin/offices/:id/ics-url/', { url: 'https://x/feed.ics' })).toBeNull();
    expect(apiReplyProblem('GET /admin/offices/:id/ics-url/', { url: 42 })).toMatch(/url/);
    expect(apiReplyProblem('GET /users/', { id: 1, username: 'u', first_name: 'F', last_name: 'L', email: 'e', a: true, s: true, g: null })).toBeNull();
  });

  it('checks the JSON of a route that answers a file or JSON, and nothing of a file', () => {
    expect(apiReplyProblem('GET /payments/lab-order', { msg: 'Sent.' })).toBeNull();
    expect(apiReplyProblem('GET /payments/lab-order', { message: 'Sent.' })).not.toBeNull();
    expect(apiReplyProblem('GET /payments/:id/invoice', 'not checked')).toBeNull();
  });
});

describe('route paths', () => {
  it('fills the path parameters, encoded, and refuses a missing one', () => {
    expect(fillApiPath('/appointments/misc/leads/:id/files/:fileId/', { id: 'a b', fileId: 7 })).toBe('/appointments/misc/leads/a%20b/files/7/');
    expect(fillApiPath('/calendar/ics/:token.ics', { token: 't/1' })).toBe('/calendar/ics/t%2F1.ics');
    expect(() => fillApiPath('/booking/:code/', {})).toThrow('/booking/:code/: the path parameter code is missing');
    expect(splitApiRouteKey('GET /booking/:code/')).toEqual({ method: 'GET', path: '/booking/:code/' });
  });
});
