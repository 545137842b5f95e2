import type { Config, Knex, Logger, ShutdownState, TokenKey } from '@clinic/server-kit';
import type { CalendarSync } from './modules/calendar-sync/sync';
import type { OfficialI693Filler } from './modules/documents/official-i693';
import type { BatchPdf } from './modules/i693/batch/queue';
import type { Outbox } from './modules/outbox';

export interface CoreKeys {
  /** Private key: svc-core signs staff tokens. */
  signingKey: TokenKey;
  /** Public key: every protected route verifies tokens. */
  verifyKey: TokenKey;
}

/** What every module of svc-core is built from. */
export interface CoreDeps {
  config: Config;
  knex: Knex;
  keys: CoreKeys;
  logger: Logger;
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
