import { requestString } from './request-text';

/** Digits of the codes e-mailed for a booking session, a booking lookup or a document request. */
export const ONE_TIME_CODE_LENGTH = 6;

/** How long an e-mailed code works (`expires_in_minutes` in the answers that send one). */
export const ONE_TIME_CODE_LIFETIME_MINUTES = 10;

/** A code as typed: surrounding spaces ignored, then exactly six digits. */
export const oneTimeCodeSchema = requestString({ error: 'Enter the 6-digit code.' })
  .trim()
  .regex(new RegExp(`^\\d{${ONE_TIME_CODE_LENGTH}}$`), 'Enter the 6-digit code.');
