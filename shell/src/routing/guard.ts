import { matchRoute, TWO_FACTOR_SETUP_PATH } from '@clinic/contracts';
import { isAdmin, isStaffLevel, type TokenRoles } from '@clinic/platform';

export type GuardResult = { allow: true } | { allow: false; redirect: string };

/**
 * Route guards of back-office.md 2.1 from the access of contracts ROUTES: a login-required route
 * sends a visitor without a valid token to /login?next=<path+query>; the staff level needs the a
 * or s flag (else home); the admin level needs a (else /admin, or home for a user who cannot open /admin).
 * A token limited by a pending two-factor enrolment (two-factor.ts) opens only the enrolment page.
 */
export function guardRoute(pathname: string, search: string, roles: TokenRoles | null, twoFactorSetupRequired = false): GuardResult {
  const match = matchRoute(pathname);
  if (!match || match.route.access === 'public') return { allow: true };
  if (!roles) return { allow: false, redirect: `/login?next=${encodeURIComponent(`${pathname}${search}`)}` };
  if (!isStaffLevel(roles)) return { allow: false, redirect: '/' };
  if (twoFactorSetupRequired && pathname !== TWO_FACTOR_SETUP_PATH) return { allow: false, redirect: TWO_FACTOR_SETUP_PATH };
  if (match.route.access === 'admin' && !isAdmin(roles)) return { allow: false, redirect: '/admin' };
  return { allow: true };
}
