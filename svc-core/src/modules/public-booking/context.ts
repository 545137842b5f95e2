import type { Knex, Logger, NotifyClient, TokenKey } from '@clinic/server-kit';
import type { AppointmentChanges } from '../calendar-sync/appointment-changes';
import type { OneTimeCodes } from '../one-time-codes';

/** What the public booking calls are made of. */
export interface PublicBookingContext {
  knex: Knex;
  codes: OneTimeCodes;
  notify: NotifyClient;
  logger: Logger;
  signingKey: TokenKey;
  /** Calendar sync and client e-mails once a change is committed. */
  changes: AppointmentChanges;
  maxApplicants: number;
  now: () => Date;
}
