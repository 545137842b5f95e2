import { STAFF_TOKEN_TTL_SECONDS, type StaffTokenClaims } from '@clinic/contracts';
import { signToken, type TokenKey } from '@clinic/server-kit';
import { type UserRow, toProfile } from '../users';

/** A staff token of one session carrying the profile flags and the account's token version (`tv`). */
export function staffTokenOf(signingKey: TokenKey, user: UserRow, sessionId: string): Promise<string> {
  const profile = toProfile(user);
  const claims: Omit<StaffTokenClaims, 'exp' | 'iat'> = {
    sub: String(user.id),
    username: user.username,
    first_name: user.first_name,
    a: profile.a,
    s: profile.s,
    g: profile.g,
    tv: user.token_version,
    sid: sessionId,
  };
  return signToken('staff', claims, { key: signingKey, ttlSeconds: STAFF_TOKEN_TTL_SECONDS });
}
