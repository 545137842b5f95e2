/** The code timer of the landing (booking-leads-calendar.md 9). */

/** Lifetime used when the answer does not say how long the code works. */
export const FALLBACK_CODE_LIFETIME_SECONDS = 300;
/** Resend Code is offered once this many seconds or fewer remain. */
export const RESEND_ALLOWED_AT_SECONDS = 240;
export const COUNTDOWN_TICK_MS = 1000;

/** `expires_in_minutes` × 60, or the fallback when it is missing or not a positive number. */
export function codeLifetimeSeconds(expiresInMinutes: unknown): number {
  return typeof expiresInMinutes === 'number' && Number.isFinite(expiresInMinutes) && expiresInMinutes > 0
    ? Math.round(expiresInMinutes * 60)
    : FALLBACK_CODE_LIFETIME_SECONDS;
}

/**
 * Whole seconds left until the deadline, never below zero. Counting against a deadline rather than
 * subtracting one per tick keeps the timer right when a background tab slows its timers down.
 */
export function secondsLeft(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}

export function isCodeExpired(left: number): boolean {
  return left <= 0;
}

/** Resend Code is disabled while more than 240 s remain. */
export function canResend(left: number): boolean {
  return left <= RESEND_ALLOWED_AT_SECONDS;
}

/** How long until Resend Code is offered (0 once it is). */
export function secondsUntilResend(left: number): number {
  return Math.max(0, left - RESEND_ALLOWED_AT_SECONDS);
}

/** m:ss, e.g. 4:05. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
