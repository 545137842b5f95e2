import { RestartTracker } from './restart-policy';

const SECOND = 1_000;

describe('restarting a crashed service', () => {
  it('waits 1 s, then doubles the wait while runs keep crashing soon after starting, up to 30 s', () => {
    const tracker = new RestartTracker();
    const delays: number[] = [];
    let now = 0;
    for (let i = 0; i < 8; i++) {
      const startedAt = now;
      now += 20 * SECOND; // each run lasts 20 s: never 5 crashes within a minute
      const decision = tracker.crashed(now, startedAt);
      if (!('restartInMs' in decision)) throw new Error('gave up');
      delays.push(decision.restartInMs / SECOND);
      now += decision.restartInMs;
    }
    expect(delays).toEqual([1, 2, 4, 8, 16, 30, 30, 30]);
  });

  it('starts again from 1 s after a run of a minute or more', () => {
    const tracker = new RestartTracker();
    expect(tracker.crashed(5 * SECOND, 0)).toEqual({ restartInMs: 1 * SECOND });
    expect(tracker.crashed(12 * SECOND, 6 * SECOND)).toEqual({ restartInMs: 2 * SECOND });
    expect(tracker.crashed(200 * SECOND, 14 * SECOND)).toEqual({ restartInMs: 1 * SECOND });
  });

  it('gives up at the fifth crash within a minute', () => {
    const tracker = new RestartTracker();
    const decisions = [1, 3, 7, 15, 31].map((t) => tracker.crashed(t * SECOND, (t - 1) * SECOND));
    expect(decisions.slice(0, 4).every((d) => 'restartInMs' in d)).toBe(true);
    expect(decisions[4]).toEqual({ giveUp: true });
  });
});
