import {
  createNotifyClient,
  derivedSecret,
  type Config,
  type Knex,
  type Logger,
  type NotifyClient,
  type ShutdownState,
  type TokenKey,
} from '@clinic/server-kit';
import type { CalendarSync } from './modules/calendar-sync';
import type { OfficialI693Filler } from './modules/documents';
import type { BatchPdf } from './modules/i693/batch';
import { oneTimeCodes, type OneTimeCodes } from './modules/one-time-codes';
import { coreOutbox, type Outbox, type OutboxPolicy } from './modules/outbox';

export interface CoreKeys {
  /** Private key: svc-core signs staff tokens. */
  signingKey: TokenKey;
  /** Public key: every protected route verifies tokens. */
  verifyKey: TokenKey;
}

/** The current time, as the modules read it (one clock per process, so a test can set it for all of them). */
export type Clock = () => Date;

/** What every module of svc-core is built from. */
export interface CoreDeps {
  config: Config;
  knex: Knex;
  keys: CoreKeys;
  logger: Logger;
  clock: Clock;
  /** svc-notify's API: what svc-core reads from it (the conversations); sending goes through the outbox. */
  notify: NotifyClient;
  /** The one-time codes e-mailed to clients (public booking, document requests). */
  codes: OneTimeCodes;
  /** The calendar sync job queue (main.ts runs its worker); without it appointment changes are not pushed to calendars. */
  calendarSync?: CalendarSync;
  /** The batch PDF job queue (main.ts runs its workers); without it batches cannot be started (503). */
  batchPdf?: BatchPdf;
  /** Every e-mail, SMS and calendar push is recorded here in the transaction of its change (main.ts runs its worker). */
  outbox: Outbox;
  /** The official Form I-693 (I693_FORM_PDF); without it the I-693 PDF is the practice's data sheet. */
  officialI693?: OfficialI693Filler;
  /** Readiness checks of /readyz besides the database's (main.ts: the official form being prepared). */
  readyChecks?: Record<string, () => Promise<void>>;
  /** The process's shutdown state (main.ts): /readyz answers 503 from the first SIGTERM on. */
  lifecycle?: ShutdownState;
}

/**
 * What a process brings to its deps; `clock` is real time unless given, `outboxPolicy` tunes the
 * outbox's retries (tests: due at once).
 */
export type CoreParts = Omit<CoreDeps, 'clock' | 'notify' | 'codes' | 'outbox'> & { clock?: Clock; outboxPolicy?: Partial<OutboxPolicy> };

/** svc-core's deps, built once per process (main.ts) or test server: the clock, svc-notify's client, the one-time codes and the outbox. */
export function coreDeps({ clock = () => new Date(), outboxPolicy, ...parts }: CoreParts): CoreDeps {
  const notify = createNotifyClient({ notifyUrl: parts.config.notifyUrls, signingKey: parts.keys.signingKey });
  return {
    ...parts,
    clock,
    notify,
    codes: oneTimeCodes(parts.knex, derivedSecret(parts.keys.signingKey, 'one-time-codes'), clock),
    outbox: coreOutbox({ ...parts, notify }, outboxPolicy),
  };
}
