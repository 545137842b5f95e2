import { EXT_STAFF_GROUP, type UserProfile } from '@clinic/contracts';
import { sessionStore, type SessionState } from './session';
import { rolesFromToken, type TokenRoles } from './token';

/** Role flags of the signed-in staff user: the fetched profile when present, else the valid token's claims. */
export function currentRoles(state: Pick<SessionState, 'token' | 'user'> = sessionStore.getState()): TokenRoles | null {
  const fromToken = rolesFromToken(state.token);
  if (!fromToken) return null;
  const user: UserProfile | null = state.user;
  return user ? { a: user.a, s: user.s, g: user.g, first_name: user.first_name } : fromToken;
}

/** back-office.md 2.1: the staff level needs the admin or staff flag. */
export function isStaffLevel(roles: TokenRoles | null): boolean {
  return !!roles && (roles.a || roles.s);
}

export function isAdmin(roles: TokenRoles | null): boolean {
  return !!roles && roles.a;
}

export function isExtStaff(roles: TokenRoles | null): boolean {
  return !!roles && roles.g === EXT_STAFF_GROUP;
}
