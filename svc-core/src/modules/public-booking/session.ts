import { BOOKING_TOKEN_TTL_SECONDS } from '@clinic/contracts';
import { errors, signToken, type Knex, type TokenKey } from '@clinic/server-kit';
import { rememberSessionEmail, sessionEmails } from './repo';

/** A verified booking token: the e-mail it is bound to, and its id (the session the lookups are kept against). */
export interface BookingSession {
  email: string;
  id: string;
  expiresAt: Date;
}

/**
 * Whose applicants a caller may see and book: the lead e-mails it proved it reads. A booking session
 * reaches its own e-mail and the e-mails verified by lookup codes; a personal link reaches the e-mail
 * it was sent for.
 */
export interface Reach {
  emails: ReadonlySet<string>;
  /** The e-mail the caller proved first (the token's, or the personal link's): kept in the audit log. */
  who: string;
}

/** A booking token (audience `booking`) bound to a lower-cased lead e-mail. */
export function mintBookingToken(signingKey: TokenKey, email: string): Promise<string> {
  return signToken('booking', { sub: email }, { key: signingKey, ttlSeconds: BOOKING_TOKEN_TTL_SECONDS });
}

/** The session of claims already verified as a booking token's. */
export function bookingSession(claims: unknown): BookingSession {
  const { sub, jti, exp } = (claims ?? {}) as { sub?: unknown; jti?: unknown; exp?: unknown };
  if (typeof sub !== 'string' || typeof jti !== 'string' || typeof exp !== 'number') throw errors.unauthorized('Invalid token.');
  return { email: sub, id: jti, expiresAt: new Date(exp * 1000) };
}

/** The session's own e-mail and those its lookups verified, while the session lasts. */
export async function sessionReach(db: Knex, session: BookingSession): Promise<Reach> {
  const looked = await sessionEmails(db, session.id);
  return { emails: new Set([session.email, ...looked]), who: session.email };
}

/** Records that the session proved it reads `email`; kept until the session's token expires. */
export async function rememberLookup(db: Knex, session: BookingSession, email: string): Promise<void> {
  await rememberSessionEmail(db, { sessionId: session.id, email, expiresAt: session.expiresAt });
}
