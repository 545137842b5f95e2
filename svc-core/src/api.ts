import { isIP } from 'node:net';
import type Koa from 'koa';
import type Router from '@koa/router';
import {
  API_PREFIX,
  API_ROUTES,
  apiRouteKey,
  ERROR_CODES,
  type AccessLevel,
  type ApiRouteDef,
  type ApiRouteKey,
  type HttpMethod,
  type Paginated,
  type StaffTokenClaims,
} from '@clinic/contracts';
import { API_ROUTE_SCHEMAS, apiReplyProblem, type ApiRouteSchemaTable } from '@clinic/contracts/api-schemas';
import { errors, parseWith, requireAccess, type TokenKey } from '@clinic/server-kit';
import type { z } from 'zod';

/**
 * Checks, on every request of a staff, internal or admin route, that the account of the verified
 * staff token is still active, that the token was not voided (its `tv` is the account's token
 * version) and that its session is open and not idle (401 otherwise), and that an account that must
 * enrol in two-factor sign-in first calls only the set-up routes (403). createApp installs it as
 * `app.context.staffSessionCheck`.
 */
export type StaffSessionCheck = (claims: StaffTokenClaims, request: { route: ApiRouteDef; clientIp: string | null }) => Promise<void>;

/**
 * How svc-core holds its replies to their contract (the route's reply schema in contracts
 * api-schemas): 'warn' logs a successful JSON reply that does not match it, 'strict' answers 500
 * instead (API_REPLY_CHECK=strict, for test runs that hold every reply to its schema); off in production.
 */
export type ApiReplyCheck = 'warn' | 'strict';

declare module 'koa' {
  interface DefaultContext {
    /** svc-core: the per-request staff account check (see StaffSessionCheck). */
    staffSessionCheck?: StaffSessionCheck;
    /** svc-core: whether replies are checked against their route's reply schema (see ApiReplyCheck). */
    apiReplyCheck?: ApiReplyCheck;
  }
}

/** A body Koa sends as JSON (not a file, a stream or a page). */
function isJsonBody(body: unknown): boolean {
  if (body === null || typeof body !== 'object') return false;
  if (Buffer.isBuffer(body) || typeof (body as { pipe?: unknown }).pipe === 'function') return false;
  return true;
}

/**
 * Names the route (`ctx.state.apiRoute`, which parseRouteBody and parseRouteQuery check) and, after the
 * handler, holds a successful JSON reply to the route's reply schema as `ctx.apiReplyCheck` says.
 */
const routeContract =
  (key: ApiRouteKey): Koa.Middleware =>
  async (ctx, next) => {
    ctx.state.apiRoute = key;
    await next();
    const check = ctx.apiReplyCheck;
    if (!check || ctx.status < 200 || ctx.status >= 300 || !isJsonBody(ctx.body)) return;
    const problem = apiReplyProblem(key, ctx.body);
    if (!problem) return;
    if (check === 'strict') throw new Error(`${key}: the reply does not match its reply schema in contracts api-schemas:\n${problem}`);
    ctx.state.log?.warn({ route: key, problem }, 'reply does not match its reply schema in contracts api-schemas');
  };

type SchemaKey<Part extends 'body' | 'query'> = {
  [K in ApiRouteKey]: ApiRouteSchemaTable[K] extends { [P in Part]: z.ZodType } ? K : never;
}[ApiRouteKey];
type PartOutput<K extends ApiRouteKey, Part extends 'body' | 'query'> = ApiRouteSchemaTable[K] extends { [P in Part]: infer S extends z.ZodType }
  ? z.output<S>
  : never;

function assertRoute(ctx: Koa.Context, key: ApiRouteKey): void {
  if (ctx.state.apiRoute !== key) throw new Error(`the handler of ${String(ctx.state.apiRoute)} parsed its input with the schemas of ${key}`);
}

/** The route's JSON body parsed with its request schema in contracts api-schemas (400 VALIDATION_ERROR otherwise). */
export function parseRouteBody<K extends SchemaKey<'body'>>(ctx: Koa.Context, key: K): PartOutput<K, 'body'> {
  assertRoute(ctx, key);
  const schema = API_ROUTE_SCHEMAS[key].body as z.ZodType;
  return parseWith(schema, ctx.request.body ?? {}) as PartOutput<K, 'body'>;
}

/** The route's query parsed with its query schema in contracts api-schemas (400 VALIDATION_ERROR otherwise). */
export function parseRouteQuery<K extends SchemaKey<'query'>>(ctx: Koa.Context, key: K): PartOutput<K, 'query'> {
  assertRoute(ctx, key);
  const schema = API_ROUTE_SCHEMAS[key].query as z.ZodType;
  return parseWith(schema, ctx.query) as PartOutput<K, 'query'>;
}

const STAFF_LEVELS: ReadonlySet<AccessLevel> = new Set<AccessLevel>(['staff', 'internal', 'admin']);

/** After requireAccess on a staff route: the account must still be active and the token's session current. Fails closed when no check is installed. */
const currentStaffSession =
  (route: ApiRouteDef): Koa.Middleware =>
  async (ctx, next) => {
    const check = ctx.staffSessionCheck;
    if (!check) throw new Error('svc-core has no staff session check installed (createApp sets app.context.staffSessionCheck)');
    await check(staffClaims(ctx), { route, clientIp: clientAddress(ctx) });
    return next();
  };

/**
 * Mounts a handler for a route declared in contracts API_ROUTES, guarded by that route's access
 * level: the table stays the one source of truth for who may call what, here and in the gateway.
 * Staff routes also check the token's account on every request (StaffSessionCheck), so a
 * deactivated account or a voided token stops working at once, not at the token's expiry.
 * Registering a route the table does not list for svc-core fails at start-up. The handler reads its
 * input with the route's request schemas (parseRouteBody, parseRouteQuery, or the same contracts
 * schema by name) and its reply is checked against the route's reply schema outside production.
 */
export function declareRoute(router: Router, verifyKey: TokenKey, method: HttpMethod, path: string, handler: Koa.Middleware): void {
  const def = API_ROUTES.find((r) => r.method === method && r.path === path && r.service === 'core');
  if (!def) throw new Error(`${method} ${path} is not declared for svc-core in contracts API_ROUTES`);
  const guards: Koa.Middleware[] = [requireAccess(def.access, verifyKey)];
  if (STAFF_LEVELS.has(def.access)) guards.push(currentStaffSession(def));
  router.register(path, [method], [...guards, routeContract(apiRouteKey(def)), handler]);
}

/** The client's address as svc-core sees it (ctx.ip: the gateway's X-Forwarded-For entry), or null when it is not an IP address. */
export function clientAddress(ctx: Pick<Koa.Context, 'ip'>): string | null {
  const ip = ctx.ip.startsWith('::ffff:') && isIP(ctx.ip.slice(7)) === 4 ? ctx.ip.slice(7) : ctx.ip;
  return ip.length <= 64 && isIP(ip) ? ip : null;
}

/** The verified staff claims set by requireAccess on a staff or admin route. */
export function staffClaims(ctx: Koa.Context): StaffTokenClaims {
  const claims = ctx.state.auth as StaffTokenClaims | undefined;
  if (!claims?.sub) throw errors.unauthorized();
  return claims;
}

/** The session id of a staff token (every token that passed the staff session check has one). */
export function staffSessionId(ctx: Koa.Context): string {
  const sid = staffClaims(ctx).sid;
  if (typeof sid !== 'string') throw errors.unauthorized('Invalid token.');
  return sid;
}

/** The user id of a staff token's `sub`. */
export function staffUserId(ctx: Koa.Context): number {
  const id = Number(staffClaims(ctx).sub);
  if (!Number.isSafeInteger(id) || id <= 0) throw errors.unauthorized('Invalid token.', ERROR_CODES.unauthorized);
  return id;
}

/**
 * A numbered page of a staff list with links to its neighbours (`query` holds the list's other
 * parameters). A page past the last is empty with the true count, so a client holding a stale page
 * number after a new search can recover.
 */
export function numberedPage<T>(
  publicUrl: string,
  path: string,
  query: Record<string, string | number | boolean | undefined>,
  page: { number: number; size: number; count: number; results: T[] },
): Paginated<T> {
  const lastPage = Math.max(1, Math.ceil(page.count / page.size));
  const link = (number: number) => {
    const params = new URLSearchParams({ page: String(number) });
    for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(name, String(value));
    return `${publicUrl}${API_PREFIX}${path}?${params.toString()}`;
  };
  return {
    count: page.count,
    next: page.number < lastPage ? link(page.number + 1) : null,
    previous: page.number > 1 ? link(Math.min(page.number - 1, lastPage)) : null,
    results: page.results,
  };
}
