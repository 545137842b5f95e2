import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { ONE_TIME_CODE_LENGTH, ONE_TIME_CODE_LIFETIME_MINUTES } from '@clinic/contracts';
import { RateLimitedError, type Knex } from '@clinic/server-kit';
import type { Clock } from '../../deps';
import { codesSentAfter, countWrongTry, deleteCodesUntil, insertCode, latestCode, lockSubject, spendCode, spendUnspentCodes, type CodePurpose } from './repo';

export type { CodePurpose } from './repo';

/** Wrong tries a code allows; after them it is dead and a new one must be requested. */
export const MAX_WRONG_TRIES = 5;
/** Codes one subject (an e-mail address or a request) may be sent per window. */
export const MAX_CODES_PER_WINDOW = 5;
export const CODE_WINDOW_MINUTES = 15;

/**
 * The outcome of a typed code. `wrong` also covers a subject that was never sent a code, a code
 * already used and one replaced by a newer code, so the answer does not tell them apart.
 */
export type CodeCheck = 'accepted' | 'wrong' | 'expired' | 'locked';

export interface IssuedCode {
  /** The code to send; only its hash is stored. */
  code: string;
  expiresInMinutes: number;
}

/** What a client may be told about a subject's codes; never the code. */
export interface CodeStatus {
  /** Seconds the latest code still works; 0 when there is none that can still be used. */
  expiresInSeconds: number;
  /** Seconds until another code may be sent (0: now). */
  retryAfterSeconds: number;
}

export interface OneTimeCodes {
  /** A new code for the subject, replacing any earlier one; 429 after too many in the window. */
  issue(purpose: CodePurpose, subject: string): Promise<IssuedCode>;
  /** Checks a typed code against the subject's latest; an accepted code is spent. */
  verify(purpose: CodePurpose, subject: string, typed: string): Promise<CodeCheck>;
  status(purpose: CodePurpose, subject: string): Promise<CodeStatus>;
}

/**
 * The 429 of a code dead after MAX_WRONG_TRIES wrong tries: Retry-After is when a new code may be
 * requested (at least a second: the dead code itself never works again).
 */
export async function codeLockedError(codes: OneTimeCodes, purpose: CodePurpose, subject: string, msg: string): Promise<RateLimitedError> {
  const { retryAfterSeconds } = await codes.status(purpose, subject);
  return new RateLimitedError(Math.max(1, retryAfterSeconds), msg);
}

const MINUTE_MS = 60_000;

/** Where the sending window of an instant begins. */
const windowStartOf = (at: Date) => new Date(at.getTime() - CODE_WINDOW_MINUTES * MINUTE_MS);

/**
 * One-time codes (OWASP ASVS 5.0 6.5, DESIGN.md 4): six digits from the CSPRNG, stored as an HMAC
 * keyed by a server secret (a six-digit hash alone is guessed offline in a second), valid
 * ONE_TIME_CODE_LIFETIME_MINUTES, single use, MAX_WRONG_TRIES wrong tries, MAX_CODES_PER_WINDOW sent
 * per subject per window. Subjects are compared as given: callers lower-case e-mail addresses.
 * The per-IP limit is the gateway's (`limit` in API_ROUTES).
 */
export function oneTimeCodes(knex: Knex, secret: Buffer, now: Clock): OneTimeCodes {
  const hashOf = (purpose: CodePurpose, subject: string, code: string) => createHmac('sha256', secret).update(`${purpose}\n${subject}\n${code}`).digest('hex');

  /** Seconds until the window lets another code be sent to the subject: 0 when it does now. */
  const waitBeforeNext = async (db: Knex | Knex.Transaction, purpose: CodePurpose, subject: string, at: Date): Promise<number> => {
    const recent = await codesSentAfter(db, purpose, subject, windowStartOf(at));
    if (recent.length < MAX_CODES_PER_WINDOW) return 0;
    const freesAt = recent[recent.length - MAX_CODES_PER_WINDOW]!.getTime() + CODE_WINDOW_MINUTES * MINUTE_MS;
    return Math.max(1, Math.ceil((freesAt - at.getTime()) / 1000));
  };

  return {
    async issue(purpose, subject) {
      const code = String(randomInt(0, 10 ** ONE_TIME_CODE_LENGTH)).padStart(ONE_TIME_CODE_LENGTH, '0');
      const at = now();
      await knex.transaction(async (trx) => {
        await lockSubject(trx, purpose, subject);
        const wait = await waitBeforeNext(trx, purpose, subject, at);
        if (wait > 0) throw new RateLimitedError(wait);
        await deleteCodesUntil(trx, purpose, subject, windowStartOf(at));
        await spendUnspentCodes(trx, purpose, subject, at);
        await insertCode(trx, {
          purpose,
          subject,
          code_hash: hashOf(purpose, subject, code),
          expires_at: new Date(at.getTime() + ONE_TIME_CODE_LIFETIME_MINUTES * MINUTE_MS),
          created_on: at,
        });
      });
      return { code, expiresInMinutes: ONE_TIME_CODE_LIFETIME_MINUTES };
    },

    async verify(purpose, subject, typed) {
      const at = now();
      return knex.transaction(async (trx): Promise<CodeCheck> => {
        await lockSubject(trx, purpose, subject);
        const latest = await latestCode(trx, purpose, subject);
        if (!latest || latest.spent_at) return 'wrong';
        if (latest.wrong_tries >= MAX_WRONG_TRIES) return 'locked';
        if (latest.expires_at.getTime() <= at.getTime()) return 'expired';
        const matches = timingSafeEqual(Buffer.from(latest.code_hash, 'hex'), Buffer.from(hashOf(purpose, subject, typed), 'hex'));
        if (matches) {
          await spendCode(trx, latest.id, at);
          return 'accepted';
        }
        await countWrongTry(trx, latest.id);
        return 'wrong';
      });
    },

    async status(purpose, subject) {
      const at = now();
      const latest = await latestCode(knex, purpose, subject);
      const usable = latest && !latest.spent_at && latest.wrong_tries < MAX_WRONG_TRIES && latest.expires_at.getTime() > at.getTime();
      return {
        expiresInSeconds: usable ? Math.ceil((latest.expires_at.getTime() - at.getTime()) / 1000) : 0,
        retryAfterSeconds: await waitBeforeNext(knex, purpose, subject, at),
      };
    },
  };
}
