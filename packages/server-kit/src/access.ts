import type Koa from 'koa';
import { EXT_STAFF_GROUP, type AccessLevel, type StaffLevel, type TokenKind } from '@clinic/contracts';
import { errors } from './errors';
import { verifyToken, type TokenKey } from './tokens';

/** The token of `Authorization: Bearer <token>`, or null. */
export function bearerToken(ctx: Pick<Koa.Context, 'get'>): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(ctx.get('authorization'));
  return match?.[1] ?? null;
}

const KIND_OF_LEVEL: Record<Exclude<AccessLevel, 'public'>, TokenKind> = {
  staff: 'staff',
  internal: 'staff',
  admin: 'staff',
  booking: 'booking',
  document: 'document',
  service: 'service',
};

const STAFF_LEVELS = new Set<AccessLevel>(['staff', 'internal', 'admin']);

/** Role checks on verified staff claims: staff needs a or s, internal also no ext_staff group, admin needs a. */
export function staffAllowed(level: StaffLevel, claims: Record<string, unknown>): boolean {
  if (level === 'admin') return claims.a === true;
  const staff = claims.a === true || claims.s === true;
  return level === 'internal' ? staff && claims.g !== EXT_STAFF_GROUP : staff;
}

/**
 * Enforces a route's access level (contracts API_ROUTES). 401 for a missing, malformed, expired,
 * wrongly signed or wrong-audience token; 403 for a valid staff token without the role.
 * Sets `ctx.state.auth` to the verified claims.
 */
export function requireAccess(level: AccessLevel, key: TokenKey): Koa.Middleware {
  return async (ctx, next) => {
    if (level === 'public') return next();
    const token = bearerToken(ctx);
    if (!token) throw errors.unauthorized();
    const claims = await verifyToken<Record<string, unknown>>(KIND_OF_LEVEL[level], token, key);
    if (STAFF_LEVELS.has(level) && !staffAllowed(level as StaffLevel, claims)) throw errors.forbidden();
    ctx.state.auth = claims;
    return next();
  };
}

/**
 * svc-core marks a sign-in answer that is only a step (a right password, the code still to come)
 * with this header, so the gateway's lockout does not count it as a completed sign-in; the gateway
 * removes it from the answer.
 */
export const SIGN_IN_STEP_HEADER = 'x-clinic-sign-in-step';
