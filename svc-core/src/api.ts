import type Koa from 'koa';
import type Router from '@koa/router';
import { API_ROUTES, ERROR_CODES, type HttpMethod, type StaffTokenClaims } from '@clinic/contracts';
import { errors, requireAccess, type TokenKey } from '@clinic/server-kit';

/**
 * Mounts a handler for a route declared in contracts API_ROUTES, guarded by that route's access
 * level: the table stays the one source of truth for who may call what, here and in the gateway.
 * Registering a route the table does not list for svc-core fails at start-up.
 */
export function declareRoute(router: Router, verifyKey: TokenKey, method: HttpMethod, path: string, handler: Koa.Middleware): void {
  const def = API_ROUTES.find((r) => r.method === method && r.path === path && r.service === 'core');
  if (!def) throw new Error(`${method} ${path} is not declared for svc-core in contracts API_ROUTES`);
  router.register(path, [method], [requireAccess(def.access, verifyKey), handler]);
}

/** The verified staff claims set by requireAccess on a staff or admin route. */
export function staffClaims(ctx: Koa.Context): StaffTokenClaims {
  const claims = ctx.state.auth as StaffTokenClaims | undefined;
  if (!claims?.sub) throw errors.unauthorized();
  return claims;
}

/** The user id of a staff token's `sub`. */
export function staffUserId(ctx: Koa.Context): number {
  const id = Number(staffClaims(ctx).sub);
  if (!Number.isSafeInteger(id) || id <= 0) throw errors.unauthorized('Invalid token.', ERROR_CODES.unauthorized);
  return id;
}
