import {
  ERROR_CODES,
  LOGIN_FAILED_MESSAGE,
  STAFF_TOKEN_TTL_SECONDS,
  type LoginRequest,
  type LoginResponse,
  type StaffTokenClaims,
} from '@clinic/contracts';
import { AppError, signToken, type Knex, type TokenKey } from '@clinic/server-kit';
import { recordAudit } from '../audit/repo';
import { recordSignIn, STAFF_ACCOUNT_ENTITY } from '../staff-accounts/repo';
import { findUserByUsername, NO_PASSWORD, type UserRow } from '../users/repo';
import { toProfile } from '../users/service';
import { verifyPassword } from './passwords';

/** One answer for an unknown user, a wrong password and an inactive account alike. */
export function loginFailed(): AppError {
  return new AppError(401, ERROR_CODES.invalidCredentials, LOGIN_FAILED_MESSAGE);
}

/** A staff token carrying the profile flags and the account's token version (`tv`). */
export function staffTokenOf(signingKey: TokenKey, user: UserRow): Promise<string> {
  const profile = toProfile(user);
  const claims: Omit<StaffTokenClaims, 'exp' | 'iat'> = {
    sub: String(user.id),
    username: user.username,
    first_name: user.first_name,
    a: profile.a,
    s: profile.s,
    g: profile.g,
    tv: user.token_version,
  };
  return signToken('staff', claims, { key: signingKey, ttlSeconds: STAFF_TOKEN_TTL_SECONDS });
}

/** Why a sign-in failed, for the audit log only (the answer is the same for all). */
function failureReason(user: UserRow | undefined, valid: boolean): string {
  if (!user) return 'unknown_username';
  if (user.password_hash === NO_PASSWORD) return 'no_password_yet';
  if (!valid) return 'wrong_password';
  return 'deactivated';
}

/**
 * Checks the credentials and signs a staff token carrying the profile flags. Every sign-in and
 * failed sign-in is written to the audit log with the client address; a success records
 * `last_login_on`.
 */
export async function login(knex: Knex, signingKey: TokenKey, { username, password }: LoginRequest, { clientIp }: { clientIp: string | null } = { clientIp: null }): Promise<LoginResponse> {
  const user = await findUserByUsername(knex, username);
  const valid = await verifyPassword(user?.password_hash, password);
  if (!user || !valid || !user.is_active) {
    await recordAudit(knex, {
      actorUserId: null,
      clientIp,
      action: 'sign_in_failed',
      entity: STAFF_ACCOUNT_ENTITY,
      entityId: user ? String(user.id) : null,
      details: { username, reason: failureReason(user, valid) },
    });
    throw loginFailed();
  }
  await knex.transaction(async (trx) => {
    await recordSignIn(trx, user.id);
    await recordAudit(trx, { actorUserId: user.id, clientIp, action: 'sign_in', entity: STAFF_ACCOUNT_ENTITY, entityId: String(user.id) });
  });
  return { token: await staffTokenOf(signingKey, user), user: toProfile(user) };
}
