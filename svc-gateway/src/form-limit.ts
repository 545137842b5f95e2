import type { Redis } from 'ioredis';
import { PUBLIC_FORM_RATE_LIMITED_MESSAGE } from '@clinic/contracts';
import { consumeOrRefuse, makeLimiter } from './rate-limit';

export interface FormLimitOptions {
  /** Calls of the 'public-form' routes (API_ROUTES `limit`) one IP address may make in `windowSeconds`. */
  points: number;
  windowSeconds: number;
  keyPrefix: string;
}

export const DEFAULT_FORM_LIMITS: FormLimitOptions = { points: 30, windowSeconds: 10 * 60, keyPrefix: 'gateway-forms' };

/**
 * Per-IP limit on the public forms that send e-mail or store uploads (the requirements checker,
 * appointment requests, lab payment initiation): they need no sign-in, so without it one client could
 * make the practice send mail to anyone or fill its disk. Over the limit: 429 with Retry-After.
 */
export function createFormLimiter(options: Partial<FormLimitOptions> = {}, redis?: Redis) {
  const o = { ...DEFAULT_FORM_LIMITS, ...options };
  const limiter = makeLimiter(redis, o.keyPrefix, o.points, o.windowSeconds);
  return {
    consume: (ip: string): Promise<void> => consumeOrRefuse(limiter, ip, PUBLIC_FORM_RATE_LIMITED_MESSAGE),
  };
}

export type FormLimiter = ReturnType<typeof createFormLimiter>;

/** `PUBLIC_FORM_LIMIT`: the calls per IP address in the window, when set; anything but a positive whole number stops the start. */
export function formLimitPoints(value: string | undefined): Partial<FormLimitOptions> {
  if (value === undefined || value.trim() === '') return {};
  const points = Number(value);
  if (!Number.isSafeInteger(points) || points < 1) throw new Error(`PUBLIC_FORM_LIMIT must be a positive whole number, not "${value}"`);
  return { points };
}
