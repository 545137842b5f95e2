import type { BatchPdfStatus } from '@clinic/contracts';
import { afterPoll, NO_POLLS, type NextStep, type PollCount, type PollOutcome } from './pollingSchedule';

const ok = (status: BatchPdfStatus): PollOutcome => ({ ok: true, status });
const failed: PollOutcome = { ok: false };

/** The next steps of a run of polls with these outcomes. */
function run(outcomes: readonly PollOutcome[], start: PollCount = NO_POLLS): NextStep[] {
  let count = start;
  return outcomes.map((outcome) => {
    const step = afterPoll(count, outcome);
    count = step.count;
    return step.next;
  });
}

describe('batch PDF polling schedule', () => {
  it.each([
    ['processing', 3_000],
    ['creating_zip', 3_000],
    ['uploading', 3_000],
    ['starting', 5_000],
  ] as const)('polls again after %s in %i ms', (status, ms) => {
    expect(run([ok(status)])).toEqual([{ kind: 'poll', afterMs: ms }]);
  });

  it.each([['completed'], ['failed']] as const)('stops once the task is %s', (status) => {
    expect(run([ok('starting'), ok('processing'), ok(status)]).at(-1)).toEqual({ kind: 'finished' });
  });

  it('retries a failed poll after 5 s and goes back to the status rhythm once a poll succeeds', () => {
    expect(run([ok('processing'), failed, ok('processing'), failed, failed, ok('uploading')])).toEqual([
      { kind: 'poll', afterMs: 3_000 },
      { kind: 'poll', afterMs: 5_000 },
      { kind: 'poll', afterMs: 3_000 },
      { kind: 'poll', afterMs: 5_000 },
      { kind: 'poll', afterMs: 5_000 },
      { kind: 'poll', afterMs: 3_000 },
    ]);
  });

  it('gives up after 5 failed polls in a row, not after 5 failures spread out', () => {
    expect(run([failed, failed, failed, failed, failed]).at(-1)).toEqual({ kind: 'gaveUp' });
    expect(run([failed, failed, failed, failed, ok('processing'), failed, failed, failed, failed]).at(-1)).toEqual({ kind: 'poll', afterMs: 5_000 });
  });

  it('stops with the timeout after the 120th poll of a task that has not finished, and not before', () => {
    const steps = run(Array.from({ length: 120 }, () => ok('processing')));
    expect(steps[118]).toEqual({ kind: 'poll', afterMs: 3_000 });
    expect(steps[119]).toEqual({ kind: 'timedOut' });
    expect(afterPoll({ polls: 119, failedInARow: 0 }, ok('completed')).next).toEqual({ kind: 'finished' });
    expect(afterPoll({ polls: 119, failedInARow: 1 }, failed).next).toEqual({ kind: 'timedOut' });
  });

  it('counts the polls and the failures in a row', () => {
    expect(afterPoll({ polls: 7, failedInARow: 2 }, failed).count).toEqual({ polls: 8, failedInARow: 3 });
    expect(afterPoll({ polls: 8, failedInARow: 3 }, ok('processing')).count).toEqual({ polls: 9, failedInARow: 0 });
  });
});
