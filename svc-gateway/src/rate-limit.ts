import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import { RateLimitedError } from '@clinic/server-kit';

/** A limiter refusal becomes the 429 to answer (with the seconds to wait); a store failure rethrows. */
export async function consumeOrRefuse(limiter: RateLimiterAbstract, key: string, msg: string): Promise<void> {
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
