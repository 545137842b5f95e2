import { BATCH_PDF_BUSY_STATUSES, BATCH_PDF_POLLING, isBatchPdfFinished, type BatchPdfStatus } from '@clinic/contracts';

/**
 * When the widget asks a batch task for its status again (back-office.md 4, 9): every 3 s while it
 * is processing, creating its zip or uploading, otherwise every 5 s; 5 s after a failed poll; at
 * most 120 polls (about 10 minutes), after which it warns and stops; and it gives up once several
 * polls in a row failed. The first poll goes out at once, so a small batch shows progress quickly.
 */

/** How often a task was polled so far. */
export interface PollCount {
  polls: number;
  failedInARow: number;
}

export const NO_POLLS: PollCount = { polls: 0, failedInARow: 0 };

export const FIRST_POLL_DELAY_MS = 0;

export type PollOutcome = { ok: true; status: BatchPdfStatus } | { ok: false };

export type NextStep =
  /** Poll again after this long. */
  | { kind: 'poll'; afterMs: number }
  /** The task completed or failed. */
  | { kind: 'finished' }
  /** Polled the most times allowed without it finishing: warn, check manually. */
  | { kind: 'timedOut' }
  /** Too many polls failed in a row. */
  | { kind: 'gaveUp' };

/** The count after one more poll and what to do next. */
export function afterPoll(count: PollCount, outcome: PollOutcome): { count: PollCount; next: NextStep } {
  const polls = count.polls + 1;
  if (!outcome.ok) {
    const failedInARow = count.failedInARow + 1;
    const next: NextStep =
      failedInARow >= BATCH_PDF_POLLING.maxFailedPollsInARow
        ? { kind: 'gaveUp' }
        : polls >= BATCH_PDF_POLLING.maxPolls
          ? { kind: 'timedOut' }
          : { kind: 'poll', afterMs: BATCH_PDF_POLLING.retryAfterFailureMs };
    return { count: { polls, failedInARow }, next };
  }
  const next: NextStep = isBatchPdfFinished(outcome.status)
    ? { kind: 'finished' }
    : polls >= BATCH_PDF_POLLING.maxPolls
      ? { kind: 'timedOut' }
      : { kind: 'poll', afterMs: BATCH_PDF_BUSY_STATUSES.includes(outcome.status) ? BATCH_PDF_POLLING.busyIntervalMs : BATCH_PDF_POLLING.idleIntervalMs };
  return { count: { polls, failedInARow: 0 }, next };
}
