import {
  ERROR_CODES,
  LOGIN_FAILED_MESSAGE,
  STAFF_TOKEN_TTL_SECONDS,
  type LoginRequest,
  type LoginResponse,
  type StaffTokenClaims,
} from '@clinic/contracts';
import { AppError, signToken, type Knex, type TokenKey } from '@clinic/server-kit';
import { findUserByUsername } from '../users/repo';
import { toProfile } from '../users/service';
import { verifyPassword } from './passwords';

/** One answer for an unknown user, a wrong password and an inactive account alike. */
export function loginFailed(): AppError {
  return new AppError(401, ERROR_CODES.invalidCredentials, LOGIN_FAILED_MESSAGE);
}

/** Checks the credentials and signs a staff token carrying the profile flags. */
export async function login(knex: Knex, signingKey: TokenKey, { username, password }: LoginRequest): Promise<LoginResponse> {
  const user = await findUserByUsername(knex, username);
  const valid = await verifyPassword(user?.password_hash, password);
  if (!user || !valid || !user.is_active) throw loginFailed();
  const profile = toProfile(user);
  const claims: Omit<StaffTokenClaims, 'exp' | 'iat'> = {
    sub: String(user.id),
    username: user.username,
    first_name: user.first_name,
    a: profile.a,
    s: profile.s,
    g: profile.g,
  };
  const token = await signToken('staff', claims, { key: signingKey, ttlSeconds: STAFF_TOKEN_TTL_SECONDS });
  return { token, user: profile };
}
