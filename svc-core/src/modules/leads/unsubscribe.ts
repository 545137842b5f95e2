import { createHmac, timingSafeEqual } from 'node:crypto';
import { API_PREFIX, LEAD_MESSAGES, UNSUBSCRIBE_TEXTS, type LanguageCode, type LeadChangeAnswer } from '@clinic/contracts';
import { derivedSecret, errors, escapeHtml, isUuid, type Knex, type TokenKey } from '@clinic/server-kit';
import { serverPage } from '../../server-page';
import { recordAudit } from '../audit/repo';
import type { PracticeContact } from '../practice-settings/contact';
import { findLeadByUuid } from './repo';
import type { Actor } from './staff';

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

/** Records the unsubscription (the first time is kept); the lead's id, or null when the token names no lead. */
export async function unsubscribeLead(knex: Knex, secret: Buffer, token: string): Promise<string | null> {
  const leadUuid = leadOfUnsubscribeToken(secret, token);
  if (!leadUuid) return null;
  const changed = await knex('leads')
    .where('uuid', leadUuid)
    .update({ unsubscribed_on: knex.raw('coalesce(unsubscribed_on, now())') });
  return changed > 0 ? leadUuid : null;
}

/** Remove Unsubscription: reminders go to the address again. Audited. */
export async function removeUnsubscription(knex: Knex, leadUuid: string, actor: Actor): Promise<LeadChangeAnswer> {
  const lead = await findLeadByUuid(knex, leadUuid);
  if (!lead) throw errors.notFound('This lead does not exist.');
  if (!lead.unsubscribed_on) throw errors.conflict(LEAD_MESSAGES.notUnsubscribed);
  await knex.transaction(async (trx) => {
    await trx('leads').where('uuid', leadUuid).update({ unsubscribed_on: null, updated_on: trx.fn.now() });
    await recordAudit(trx, { actorUserId: actor.userId, action: 'remove_unsubscription', entity: 'leads', entityId: leadUuid });
  });
  return { msg: LEAD_MESSAGES.unsubscriptionRemoved, error: null };
}

/**
 * The footer link's page, in the lead's language: a button, since opening a link (or a mail scanner
 * fetching it) must not unsubscribe. The button posts the RFC 8058 one-click form.
 */
export function unsubscribeConfirmHtml(practice: PracticeContact, actionPath: string, language: LanguageCode): string {
  const t = UNSUBSCRIBE_TEXTS[language];
  return serverPage(
    practice,
    t.confirmTitle,
    `<p>${t.confirm}</p>
<form method="post" action="${escapeHtml(actionPath)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<div class="actions"><button class="primary" type="submit">${t.unsubscribe}</button></div>
</form>`,
    language,
  );
}

/** A mailto link of the support e-mail, left to right in any page. */
const mailLink = (email: string) => `<a href="mailto:${escapeHtml(email)}" dir="ltr">${escapeHtml(email)}</a>`;

export function unsubscribedHtml(practice: PracticeContact, language: LanguageCode): string {
  const t = UNSUBSCRIBE_TEXTS[language];
  const changeMind = practice.support_email ? ` ${t.changeMind(mailLink(practice.support_email))}` : '';
  return serverPage(practice, t.doneTitle, `<p>${t.done}${changeMind}</p>`, language);
}

/** The page of a token that names no stored lead: in the browser's language when it is one of the site's, else English. */
export function unsubscribeNotFoundHtml(practice: PracticeContact, language: LanguageCode): string {
  const t = UNSUBSCRIBE_TEXTS[language];
  const write = practice.support_email ? ` ${t.writeToStop(mailLink(practice.support_email))}` : '';
  return serverPage(practice, t.invalidTitle, `<p>${t.invalid}${write}</p>`, language);
}
