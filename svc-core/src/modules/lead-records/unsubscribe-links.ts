import { createHmac, timingSafeEqual } from 'node:crypto';
import { API_PREFIX } from '@clinic/contracts';
import { derivedSecret, isUuid, type TokenKey } from '@clinic/server-kit';

/** The key of the unsubscribe links, the same in every svc-core holding the signing key. */
export const unsubscribeSecretOf = (signingKey: TokenKey): Buffer => derivedSecret(signingKey, 'unsubscribe-links');

const signatureOf = (secret: Buffer, leadUuid: string) => createHmac('sha256', secret).update(`unsubscribe\n${leadUuid}`).digest('base64url');

/**
 * The unsubscribe token of a lead: its id and a keyed signature, so a link opens only its own lead
 * and cannot be made up. It does not expire: reminder e-mails stay in mailboxes.
 */
export function unsubscribeToken(secret: Buffer, leadUuid: string): string {
  return `${leadUuid}.${signatureOf(secret, leadUuid)}`;
}

/** The lead a token names, or null for a forged or malformed one. */
export function leadOfUnsubscribeToken(secret: Buffer, token: string): string | null {
  const [leadUuid, signature, ...rest] = token.split('.');
  if (!leadUuid || !signature || rest.length > 0 || !isUuid(leadUuid)) return null;
  const expected = Buffer.from(signatureOf(secret, leadUuid));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? leadUuid : null;
}

/** The one-click address of a lead's reminders (RFC 8058 header and the footer link). */
export function unsubscribeUrl(publicUrl: string, secret: Buffer, leadUuid: string): string {
  return `${publicUrl}${API_PREFIX}/appointments/unsubscribe/${unsubscribeToken(secret, leadUuid)}/`;
}
