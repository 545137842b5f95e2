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
  constructor(
    readonly retryAfterSeconds: number,
    msg: string = LOGIN_RATE_LIMITED_MESSAGE,
  ) {
    super(429, ERROR_CODES.rateLimited, msg);
  }
}

/** A limiter refusal becomes the 429 to answer (with the seconds to wait); a store failure rethrows. */
export async function consumeOrRefuse(limiter: RateLimiterAbstract, key: string, msg?: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (err) {
    if (err instanceof RateLimiterRes) throw new RateLimitedError(Math.max(1, Math.ceil(err.msBeforeNext / 1000)), msg);
    throw err;
  }
}

/** A limiter on Redis (with an in-memory stand-in while Redis is unreachable) when a client is given, else in memory. */
export function makeLimiter(redis: Redis | undefined, keyPrefix: string, points: number, duration: number): RateLimiterAbstract {
  if (!redis) return new RateLimiterMemory({ keyPrefix, points, duration });
  return new RateLimiterRedis({
    storeClient: redis,
    keyPrefix,
    points,
    duration,
    insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration }),
  });
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
  const byIp = makeLimiter(redis, `${o.keyPrefix}:ip`, o.ipPoints, o.ipWindowSeconds);
  const byAccount = makeLimiter(redis, `${o.keyPrefix}:account`, o.accountPoints, o.accountWindowSeconds);

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
