import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import { AppError } from '@clinic/server-kit';
import { ERROR_CODES, LOGIN_RATE_LIMITED_MESSAGE } from '@clinic/contracts';

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

/** 429 with the seconds to wait, sent as the Retry-After header. */
export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, ERROR_CODES.rateLimited, LOGIN_RATE_LIMITED_MESSAGE);
  }
}

function rateLimited(res: RateLimiterRes): RateLimitedError {
  return new RateLimitedError(Math.max(1, Math.ceil(res.msBeforeNext / 1000)));
}

/** A limiter refusal resolves to the AppError to answer; a store failure rethrows. */
async function consumeOrRefuse(limiter: RateLimiterAbstract, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (err) {
    if (err instanceof RateLimiterRes) throw rateLimited(err);
    throw err;
  }
}

export type LoginAttempt = { settle(upstreamStatus: number): Promise<void> };

/**
 * Sign-in rate limits (rate-limiter-flexible): a point is taken from the IP and from the account
 * before the attempt (so parallel guesses cannot slip through). A success gives the IP its point
 * back and clears the account's count; any other answer than 401 gives the account its point back. Redis store when a client
 * is given (with an in-memory fallback while Redis is unreachable), memory otherwise.
 */
export function createLoginLimiter(options: Partial<LoginLimitOptions> = {}, redis?: Redis) {
  const o = { ...DEFAULT_LOGIN_LIMITS, ...options };
  const make = (name: string, points: number, duration: number): RateLimiterAbstract => {
    const keyPrefix = `${o.keyPrefix}:${name}`;
    if (!redis) return new RateLimiterMemory({ keyPrefix, points, duration });
    return new RateLimiterRedis({
      storeClient: redis,
      keyPrefix,
      points,
      duration,
      insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration }),
    });
  };
  const byIp = make('ip', o.ipPoints, o.ipWindowSeconds);
  const byAccount = make('account', o.accountPoints, o.accountWindowSeconds);

  return {
    store: redis ? ('redis' as const) : ('memory' as const),
    /** Throws 429 when the IP or the account is over its limit; otherwise the attempt goes ahead. */
    async begin(ip: string, username: string | undefined): Promise<LoginAttempt> {
      await consumeOrRefuse(byIp, ip);
      const account = username?.trim().toLowerCase();
      if (account) await consumeOrRefuse(byAccount, account);
      return {
        async settle(status) {
          const ok = status >= 200 && status < 300;
          if (ok) await byIp.reward(ip, 1);
          if (!account) return;
          if (ok) await byAccount.delete(account);
          else if (status !== 401) await byAccount.reward(account, 1);
        },
      };
    },
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
