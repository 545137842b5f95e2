/**
 * The staff member's last activity, shared by every back-office tab through localStorage, so one busy
 * tab keeps the others signed in; and when the server last heard of it (keepalive), so only one tab
 * tells it.
 */
const LAST_ACTIVITY_KEY = 'staffLastActivity';
const LAST_KEEPALIVE_KEY = 'staffLastKeepalive';

/** Activity is written at most this often (pointer moves fire many times a second). */
export const ACTIVITY_WRITE_EVERY_MS = 5_000;
/**
 * The server is told of activity at most this often. It must stay well below the warning time: the
 * server ends a session counted from what it last heard, so "Stay signed in" must find it still open.
 */
export const KEEPALIVE_EVERY_MS = 60_000;

const memory = new Map<string, number>();

function readTime(key: string): number | null {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(key);
  } catch {
    // storage blocked: this tab's own memory still works
  }
  const stored = raw === null ? NaN : Number(raw);
  return Number.isFinite(stored) ? stored : (memory.get(key) ?? null);
}

function writeTime(key: string, value: number): void {
  memory.set(key, value);
  try {
    window.localStorage.setItem(key, String(value));
  } catch {
    // see readTime
  }
}

export function lastActivity(): number | null {
  return readTime(LAST_ACTIVITY_KEY);
}

/** Notes activity now; `force` writes even within ACTIVITY_WRITE_EVERY_MS of the last note. */
export function recordActivity(now: number, force = false): void {
  const last = lastActivity();
  if (force || last === null || now - last >= ACTIVITY_WRITE_EVERY_MS) writeTime(LAST_ACTIVITY_KEY, now);
}

/** True (and noted for every tab) when the server should be told of activity now. */
export function claimKeepalive(now: number, force = false): boolean {
  const last = readTime(LAST_KEEPALIVE_KEY);
  if (!force && last !== null && now - last < KEEPALIVE_EVERY_MS && now >= last) return false;
  writeTime(LAST_KEEPALIVE_KEY, now);
  return true;
}

export type IdlePhase = { phase: 'active' } | { phase: 'warning'; secondsLeft: number } | { phase: 'ended' };

/** Where an idle session stands: active, in the warning before the end (with the seconds left), or ended. */
export function idlePhase(lastActivityMs: number, nowMs: number, idleMinutes: number, warningSeconds: number): IdlePhase {
  const leftMs = lastActivityMs + idleMinutes * 60_000 - nowMs;
  if (leftMs <= 0) return { phase: 'ended' };
  if (leftMs <= warningSeconds * 1000) return { phase: 'warning', secondsLeft: Math.ceil(leftMs / 1000) };
  return { phase: 'active' };
}
