import { BATCH_PDF_POLLING, type BatchPdfRequestBody, type BatchPdfStarted, type BatchPdfTask } from '@clinic/contracts';
import { isApiRequestError, type MessageType } from '@clinic/platform';
import { officeLabel, usDate } from '../applications/format';
import { afterPoll, FIRST_POLL_DELAY_MS, NO_POLLS, type PollCount, type PollOutcome } from './pollingSchedule';
import type { BatchGroup } from './smartBatching';

/** sending: its start call is out; polling: its task is followed; ended: see `end`. */
export type BatchStage = 'sending' | 'polling' | 'ended';
export type BatchEnd = 'finished' | 'notStarted' | 'timedOut' | 'gaveUp';

/** One batch task of a run, as the widget shows it. */
export interface TrackedBatch {
  key: number;
  group: BatchGroup;
  stage: BatchStage;
  end: BatchEnd | null;
  taskId: string | null;
  /** The last status answered. */
  task: BatchPdfTask | null;
  /** Why it did not start. */
  problem: string | null;
  count: PollCount;
}

export interface BatchRunState {
  batches: TrackedBatch[];
  /** Every batch ended and the summary was shown; the widget resets shortly. */
  done: boolean;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface BatchRunDeps {
  start(body: BatchPdfRequestBody): Promise<BatchPdfStarted>;
  fetchTask(taskId: string, signal: AbortSignal): Promise<BatchPdfTask>;
  notify(text: string, type: MessageType): void;
  /** Starts the download of a completed batch's zip. */
  download(url: string): void;
  /** Every batch of the run ended (the applications now hold their office and date). */
  onFinished(): void;
  /** The `i693-staff` texts. */
  t: Translate;
}

const isTask = (value: unknown): value is BatchPdfTask => !!value && typeof value === 'object' && typeof (value as BatchPdfTask).status === 'string';

/** The server's reason when it refused the call (4xx with a message), else null. */
function refusal(err: unknown): string | null {
  return isApiRequestError(err) && err.status >= 400 && err.status < 500 && err.message ? err.message : null;
}

/**
 * A run of batch PDFs (back-office.md 4): starts one task per office-and-date group, polls each on
 * the schedule of pollingSchedule.ts, downloads each completed zip, shows the spec's messages and,
 * once every task ended, the summary; the widget state resets 5 s later unless the user is in the
 * widget (`hold`). A run started while another is going adds its batches to it.
 */
export class BatchRunner {
  private state: BatchRunState | null = null;
  private readonly listeners = new Set<() => void>();
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>>();
  private resetTimer: ReturnType<typeof setTimeout> | null = null;
  private held = false;
  private controller = new AbortController();
  private nextKey = 1;

  constructor(private readonly deps: BatchRunDeps) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getState = (): BatchRunState | null => this.state;

  /** Whether batches are being started or followed (not just a summary waiting for its reset). */
  get running(): boolean {
    return !!this.state && !this.state.done;
  }

  /** The label of a batch: office and date as staff read them. */
  label(group: BatchGroup): string {
    return this.deps.t('batch.widget.batch', { office: officeLabel(group.office), date: usDate(group.date) });
  }

  /** Starts the batches; with more than one (smart batching) the smart messages are used. */
  async run(groups: readonly BatchGroup[], forceRegenerate: boolean): Promise<void> {
    if (groups.length === 0) return;
    if (this.state?.done) this.reset();
    const { t, notify } = this.deps;
    const smart = groups.length > 1;
    const added: TrackedBatch[] = groups.map((group) => ({
      key: this.nextKey++,
      group,
      stage: 'sending',
      end: null,
      taskId: null,
      task: null,
      problem: null,
      count: NO_POLLS,
    }));
    this.set({ batches: [...(this.state?.batches ?? []), ...added], done: false });
    if (smart) notify(t('batch.messages.smartStarting', { count: groups.length }), 'info');

    const outcomes = await Promise.all(added.map((batch) => this.startOne(batch, forceRegenerate)));
    if (this.controller.signal.aborted) return;
    if (!smart) {
      const [outcome] = outcomes;
      if (outcome?.taskId) notify(t('batch.messages.started', { count: added[0]!.group.uuids.length }), 'success');
      else notify(outcome?.problem ?? t('batch.messages.startFailed'), 'error');
    } else if (outcomes.every((o) => !o.taskId)) {
      notify(t('batch.messages.smartStartFailed'), 'error');
    }
    added.forEach((batch, i) => {
      const { taskId, problem } = outcomes[i]!;
      if (taskId) {
        this.update(batch.key, { stage: 'polling', taskId });
        this.schedule(batch.key, FIRST_POLL_DELAY_MS);
      } else {
        this.update(batch.key, {
          stage: 'ended',
          end: 'notStarted',
          problem: problem ?? t(smart ? 'batch.messages.smartStartFailed' : 'batch.messages.startFailed'),
        });
      }
    });
    this.finishIfEnded(!smart && !outcomes[0]?.taskId);
  }

  /** Keeps the finished run on screen while the user is in the widget. */
  hold(on: boolean): void {
    this.held = on;
    if (on) this.clearResetTimer();
    else if (this.state?.done) this.scheduleReset();
  }

  /** Stops every timer and request (the screen is leaving). */
  dispose(): void {
    this.controller.abort();
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.clearResetTimer();
    this.listeners.clear();
  }

  private async startOne(batch: TrackedBatch, forceRegenerate: boolean): Promise<{ taskId: string | null; problem: string | null }> {
    try {
      const answer = await this.deps.start({
        application_uuids: batch.group.uuids,
        office: batch.group.office,
        appointment_date: usDate(batch.group.date),
        force_regenerate: forceRegenerate,
      });
      const taskId = answer && typeof answer.task_id === 'string' && answer.task_id ? answer.task_id : null;
      return taskId ? { taskId, problem: null } : { taskId: null, problem: this.deps.t('batch.messages.noTaskId') };
    } catch (err) {
      return { taskId: null, problem: refusal(err) };
    }
  }

  private schedule(key: number, afterMs: number): void {
    this.timers.set(
      key,
      setTimeout(() => {
        this.timers.delete(key);
        void this.poll(key);
      }, afterMs),
    );
  }

  private async poll(key: number): Promise<void> {
    const batch = this.batch(key);
    if (!batch?.taskId) return;
    let outcome: PollOutcome;
    let task: BatchPdfTask | null = batch.task;
    try {
      const answer = await this.deps.fetchTask(batch.taskId, this.controller.signal);
      if (!isTask(answer)) throw new Error('not a batch task');
      task = answer;
      outcome = { ok: true, status: answer.status };
    } catch {
      if (this.controller.signal.aborted) return;
      outcome = { ok: false };
    }
    if (this.controller.signal.aborted) return;
    const { count, next } = afterPoll(batch.count, outcome);
    const { t, notify } = this.deps;
    switch (next.kind) {
      case 'poll':
        this.update(key, { task, count });
        this.schedule(key, next.afterMs);
        return;
      case 'finished':
        this.update(key, { task, count, stage: 'ended', end: 'finished' });
        if (task?.status === 'completed' && task.result?.folder_link) this.deps.download(task.result.folder_link);
        break;
      case 'timedOut':
        this.update(key, { task, count, stage: 'ended', end: 'timedOut' });
        notify(t('batch.messages.timeout'), 'warning');
        break;
      case 'gaveUp':
        this.update(key, { task, count, stage: 'ended', end: 'gaveUp' });
        notify(t('batch.messages.pollingFailed'), 'error');
        break;
    }
    this.finishIfEnded(next.kind !== 'finished' && this.state!.batches.length === 1);
  }

  /**
   * Once every batch ended: the summary (unless the one batch's own message, its start failure or
   * polling warning, is the last word), the list's refresh, and the reset 5 s later.
   */
  private finishIfEnded(ownMessageSaysIt: boolean): void {
    const state = this.state;
    if (!state || state.done || state.batches.some((b) => b.stage !== 'ended')) return;
    this.set({ ...state, done: true });
    if (state.batches.every((b) => b.end === 'notStarted')) {
      this.reset();
      return;
    }
    if (!ownMessageSaysIt) {
      const lines = state.batches.map((b) => this.summaryLine(b));
      const succeeded = state.batches.filter((b) => b.task?.status === 'completed').length;
      const allWell = state.batches.every((b) => b.task?.status === 'completed' && b.task.progress.failed === 0);
      const text =
        state.batches.length > 1 ? [this.deps.t('batch.messages.summary', { succeeded, total: state.batches.length }), ...lines].join('\n') : lines[0]!;
      this.deps.notify(text, allWell ? 'success' : 'warning');
    }
    this.deps.onFinished();
    this.scheduleReset();
  }

  /** The per-batch success or failure line of the summary. */
  private summaryLine(b: TrackedBatch): string {
    const { t } = this.deps;
    const batch = this.label(b.group);
    if (b.end === 'notStarted') return t('batch.messages.batchNotStarted', { batch, error: b.problem ?? '' });
    if (b.end === 'timedOut') return t('batch.messages.batchTimedOut', { batch });
    if (b.end === 'gaveUp') return t('batch.messages.batchGaveUp', { batch, error: t('batch.messages.pollingFailed') });
    if (b.task?.status === 'completed') return t('batch.messages.batchDone', { batch, successful: b.task.progress.successful, failed: b.task.progress.failed });
    return t('batch.messages.batchFailed', { batch, error: b.task?.error ?? '' });
  }

  private scheduleReset(): void {
    this.clearResetTimer();
    if (this.held) return;
    this.resetTimer = setTimeout(() => this.reset(), BATCH_PDF_POLLING.resetAfterMs);
  }

  private clearResetTimer(): void {
    if (this.resetTimer) clearTimeout(this.resetTimer);
    this.resetTimer = null;
  }

  private reset(): void {
    this.clearResetTimer();
    this.held = false;
    this.set(null);
  }

  private batch(key: number): TrackedBatch | undefined {
    return this.state?.batches.find((b) => b.key === key);
  }

  private update(key: number, changes: Partial<TrackedBatch>): void {
    if (!this.state) return;
    this.set({ ...this.state, batches: this.state.batches.map((b) => (b.key === key ? { ...b, ...changes } : b)) });
  }

  private set(state: BatchRunState | null): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}
