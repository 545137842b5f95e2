import type { Knex, Logger, TokenKey } from '@clinic/server-kit';
import type { AppointmentChanges } from '../appointment-changes';
import type { OneTimeCodes } from '../one-time-codes';
import type { Outbox } from '../outbox';
import type { PracticeSettingsConfig } from '../practice-settings';

/** What the public booking calls are made of. */
export interface PublicBookingContext {
  knex: Knex;
  codes: OneTimeCodes;
  outbox: Outbox;
  logger: Logger;
  signingKey: TokenKey;
  /** Calendar sync and client e-mails of a change, recorded in its transaction. */
  changes: AppointmentChanges;
  maxApplicants: number;
  /** The practice settings' defaults (the code e-mails name the practice). */
  config: PracticeSettingsConfig;
  now: () => Date;
}
