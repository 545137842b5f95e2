import type Koa from 'koa';
import { AppError, errors, requireAccess, SIGN_IN_STEP_HEADER, verifyToken, type Config, type TokenKey } from '@clinic/server-kit';
import { API_PREFIX, findApiRoute, apiPathExists, type ApiRouteDef, type HttpMethod } from '@clinic/contracts';
import { ERROR_CODES_GATEWAY } from './gateway-errors';
import { hasJsonBody, peekJsonBody } from './json-body';
import type { FormLimiter } from './form-limit';
import type { LoginAttempt, LoginLimiter } from './login-limit';
import { respondWith, type UpstreamProxy } from './upstream-proxy';

export const LOGIN_PATH = '/auth/login/';
/** The code step of a two-factor sign-in: its attempts count against the same lockout. */
export const LOGIN_TWO_FACTOR_PATH = '/auth/login/two-factor/';
const METHODS: HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

export interface ApiGatewayDeps {
  config: Pick<Config, 'isProduction'>;
  verifyKey: TokenKey;
  proxy: UpstreamProxy;
  loginLimiter: LoginLimiter;
  formLimiter: FormLimiter;
  jsonLimitBytes: number;
}

/** Most method and path pairs whose route the gateway keeps (the whole map is dropped when full). */
const ROUTE_CACHE_SIZE = 2_000;

async function accessGranted(): Promise<void> {}

function routeFor(method: string, path: string, isProduction: boolean): ApiRouteDef {
  const route = findApiRoute(method, path);
  if (route && !(route.devOnly && isProduction)) return route;
  if (!route && apiPathExists(path)) {
    const allowed = METHODS.filter((m) => {
      const r = findApiRoute(m, path);
      return r && !(r.devOnly && isProduction);
    });
    if (allowed.length > 0) {
      throw new AppError(405, ERROR_CODES_GATEWAY.methodNotAllowed, `${method} is not allowed on this path.`, { allowed });
    }
  }
  throw errors.notFound('No API endpoint matches this path.');
}

function usernameOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const username = (body as { username?: unknown }).username;
  return typeof username === 'string' ? username : undefined;
}

/**
 * The account a two-factor code is for: the username in its challenge, verified with svc-core's
 * public key. An expired or forged challenge has none (svc-core refuses it; the IP still counts).
 */
async function challengedUsername(body: unknown, verifyKey: TokenKey): Promise<string | undefined> {
  const challenge = typeof body === 'object' && body !== null ? (body as { challenge?: unknown }).challenge : undefined;
  if (typeof challenge !== 'string' || challenge.length > 4000) return undefined;
  try {
    const claims = await verifyToken<{ username?: unknown }>('twoFactorChallenge', challenge, verifyKey);
    return typeof claims.username === 'string' ? claims.username : undefined;
  } catch {
    return undefined;
  }
}

async function settle(ctx: Koa.Context, attempt: LoginAttempt | undefined, status: number, step = false): Promise<void> {
  if (!attempt) return;
  try {
    await attempt.settle(status, { step });
  } catch (err) {
    ctx.state.log?.warn({ err }, 'login rate limit bookkeeping failed');
  }
}

/**
 * Everything under /api/v1: the route must be declared in contracts API_ROUTES (else JSON 404, or
 * 405 for a known path), its access level is checked here (401/403) before anything is forwarded,
 * JSON bodies must parse (400), sign-ins are rate limited (429), then the request is streamed to
 * the owning service.
 */
export function apiGateway(deps: ApiGatewayDeps): Koa.Middleware {
  const { config, verifyKey, proxy, loginLimiter, formLimiter, jsonLimitBytes } = deps;
  const access = new Map<string, Koa.Middleware>();
  const accessCheck = (route: ApiRouteDef) => {
    let check = access.get(route.access);
    if (!check) access.set(route.access, (check = requireAccess(route.access, verifyKey)));
    return check;
  };
  // Matching a path against every declared route costs microseconds; the paths a site calls again and
  // again (lists, settings, sessions) are looked up once. Bounded: paths with ids come and go.
  const routes = new Map<string, ApiRouteDef>();
  const matched = (method: string, path: string): ApiRouteDef => {
    const key = `${method} ${path}`;
    let route = routes.get(key);
    if (!route) {
      route = routeFor(method, path, config.isProduction);
      if (routes.size >= ROUTE_CACHE_SIZE) routes.clear();
      routes.set(key, route);
    }
    return route;
  };

  return async (ctx, next) => {
    if (ctx.path !== API_PREFIX && !ctx.path.startsWith(`${API_PREFIX}/`)) return next();
    const path = ctx.path.slice(API_PREFIX.length) || '/';
    const route = matched(ctx.method, path);
    if (route.access !== 'public') await accessCheck(route)(ctx, accessGranted);
    if (route.limit === 'public-form') await formLimiter.consume(ctx.ip);

    let body: Buffer | undefined;
    let parsed: unknown;
    if (hasJsonBody(ctx)) {
      const peeked = await peekJsonBody(ctx, jsonLimitBytes);
      if (peeked) {
        body = peeked.raw;
        parsed = peeked.value;
      }
    }

    let attempt: LoginAttempt | undefined;
    if (route.method === 'POST' && route.path === LOGIN_PATH) attempt = await loginLimiter.begin(ctx.ip, usernameOf(parsed));
    else if (route.method === 'POST' && route.path === LOGIN_TWO_FACTOR_PATH)
      attempt = await loginLimiter.begin(ctx.ip, await challengedUsername(parsed, verifyKey));

    ctx.req.headers['x-request-id'] = String(ctx.state.requestId ?? ctx.get('x-request-id'));
    let upstream;
    try {
      upstream = await proxy.forward(ctx, route.service, body);
    } catch (err) {
      // The service never judged the password: the account's point is given back.
      await settle(ctx, attempt, 503);
      throw err;
    }
    const step = upstream.headers[SIGN_IN_STEP_HEADER] !== undefined;
    delete upstream.headers[SIGN_IN_STEP_HEADER];
    await settle(ctx, attempt, upstream.statusCode, step);
    respondWith(ctx, upstream);
  };
}
