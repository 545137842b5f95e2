/**
 * When `npm start` restarts a service that stopped on its own: after 1 s, then 2, 4, 8… up to 30 s
 * while it keeps crashing soon after starting; never again once it has crashed 5 times within a
 * minute (something is wrong that restarting will not fix).
 */
export const RESTART_POLICY = {
  firstDelayMs: 1_000,
  maxDelayMs: 30_000,
  /** A run this long counts as healthy: the next crash starts again from the first delay. */
  stableRunMs: 60_000,
  maxCrashes: 5,
  crashWindowMs: 60_000,
} as const;

export type RestartDecision = { restartInMs: number } | { giveUp: true };

export class RestartTracker {
  private crashes: number[] = [];
  private consecutive = 0;

  constructor(private readonly policy: typeof RESTART_POLICY = RESTART_POLICY) {}

  /** Records a crash at `now` of a run that started at `startedAt`; answers what to do. */
  crashed(now: number, startedAt: number): RestartDecision {
    this.crashes = [...this.crashes.filter((t) => now - t < this.policy.crashWindowMs), now];
    if (this.crashes.length >= this.policy.maxCrashes) return { giveUp: true };
    this.consecutive = now - startedAt >= this.policy.stableRunMs ? 1 : this.consecutive + 1;
    return { restartInMs: Math.min(this.policy.maxDelayMs, this.policy.firstDelayMs * 2 ** (this.consecutive - 1)) };
  }
}
