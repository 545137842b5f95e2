import type { Redis } from 'ioredis';
import { LOGIN_RATE_LIMITED_MESSAGE } from '@clinic/contracts';
import { consumeOrRefuse, makeLimiter } from './rate-limit';

export interface LoginLimitOptions {
  /** Unsuccessful sign-ins per IP address in `ipWindowSeconds` (staff behind one office IP share it). */
  ipPoints: number;
  ipWindowSeconds: number;
  /** Failed sign-ins per account (lower-cased username) in `accountWindowSeconds`. */
  accountPoints: number;
  accountWindowSeconds: number;
  /** Redis key prefix (the Redis store only). */
  keyPrefix: string;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimitOptions = {
  ipPoints: 30,
  ipWindowSeconds: 15 * 60,
  accountPoints: 5,
  accountWindowSeconds: 15 * 60,
  keyPrefix: 'gateway-login',
};

/** `step`: a right password whose two-factor code is still to come (not yet a sign-in). */
export type LoginAttempt = { settle(upstreamStatus: number, outcome?: { step: boolean }): Promise<void> };

/**
 * Sign-in rate limits (rate-limiter-flexible): a point is taken from the IP and from the account
 * before the attempt (so parallel guesses cannot slip through); both steps of a two-factor sign-in
 * (password, then code) are attempts of the same account. A success gives the IP its point back and
 * clears the account's count; a right password whose code is still to come only gives both their
 * point back, so wrong codes keep counting; any other answer than 401 gives the account its point
 * back. Redis store when a client is given (with an in-memory fallback while Redis is unreachable),
 * memory otherwise.
 */
export function createLoginLimiter(options: Partial<LoginLimitOptions> = {}, redis?: Redis) {
  const o = { ...DEFAULT_LOGIN_LIMITS, ...options };
  const byIp = makeLimiter(redis, `${o.keyPrefix}:ip`, o.ipPoints, o.ipWindowSeconds);
  const byAccount = makeLimiter(redis, `${o.keyPrefix}:account`, o.accountPoints, o.accountWindowSeconds);

  return {
    store: redis ? ('redis' as const) : ('memory' as const),
    /** Throws 429 when the IP or the account is over its limit; otherwise the attempt goes ahead. */
    async begin(ip: string, username: string | undefined): Promise<LoginAttempt> {
      await consumeOrRefuse(byIp, ip, LOGIN_RATE_LIMITED_MESSAGE);
      const account = username?.trim().toLowerCase();
      if (account) await consumeOrRefuse(byAccount, account, LOGIN_RATE_LIMITED_MESSAGE);
      return {
        async settle(status, outcome) {
          const ok = status >= 200 && status < 300;
          if (ok) await byIp.reward(ip, 1);
          if (!account) return;
          if (ok && !outcome?.step) await byAccount.delete(account);
          else if (status !== 401) await byAccount.reward(account, 1);
        },
      };
    },
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
