import { createHmac, timingSafeEqual } from 'node:crypto';
import { API_PREFIX, LEAD_MESSAGES, type LeadChangeAnswer } from '@clinic/contracts';
import { derivedSecret, errors, escapeHtml, type Knex, type TokenKey } from '@clinic/server-kit';
import { serverPage } from '../../server-page';
import { recordAudit } from '../audit/repo';
import type { PracticeContact } from '../practice-settings/contact';
import { findLeadByUuid } from './repo';
import type { Actor } from './staff';

/** The key of the unsubscribe links, the same in every svc-core holding the signing key. */
export const unsubscribeSecretOf = (signingKey: TokenKey): Buffer => derivedSecret(signingKey, 'unsubscribe-links');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

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
  if (!leadUuid || !signature || rest.length > 0 || !UUID.test(leadUuid)) return null;
  const expected = Buffer.from(signatureOf(secret, leadUuid));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? leadUuid : null;
}

/** The one-click address of a lead's reminders (RFC 8058 header and the footer link). */
export function unsubscribeUrl(publicUrl: string, secret: Buffer, leadUuid: string): string {
  return `${publicUrl}${API_PREFIX}/appointments/unsubscribe/${unsubscribeToken(secret, leadUuid)}/`;
}

/** The footer of every reminder: how to stop them. */
export function unsubscribeFooter(url: string): { text: string; html: string } {
  return {
    text: `Don't want these reminders? Unsubscribe: ${url}`,
    html: `<p style="font-size:12px;color:#4a5866">Don't want these reminders? <a href="${escapeHtml(url)}">Unsubscribe</a>.</p>`,
  };
}

/** Records the unsubscription (the first time is kept); false when the token names no lead. */
export async function unsubscribeLead(knex: Knex, secret: Buffer, token: string): Promise<boolean> {
  const leadUuid = leadOfUnsubscribeToken(secret, token);
  if (!leadUuid) return false;
  const changed = await knex('leads').where('uuid', leadUuid).update({ unsubscribed_on: knex.raw('coalesce(unsubscribed_on, now())') });
  return changed > 0;
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

/** The footer link's page: a button, since opening a link (or a mail scanner fetching it) must not unsubscribe. */
export function unsubscribeConfirmHtml(practice: PracticeContact, actionPath: string): string {
  return serverPage(
    practice,
    'Stop the reminders?',
    `<p>We e-mail reminders about the documents and tests still needed for your immigration medical exam. You can stop them here.</p>
<form method="post" action="${escapeHtml(actionPath)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<div class="actions"><button class="primary" type="submit">Unsubscribe</button></div>
</form>`,
  );
}

/** A mailto link of the support e-mail. */
const mailLink = (email: string) => `<a href="mailto:${escapeHtml(email)}">${escapeHtml(email)}</a>`;

export function unsubscribedHtml(practice: PracticeContact): string {
  const changeMind = practice.support_email ? ` If you change your mind, write to ${mailLink(practice.support_email)}.` : '';
  return serverPage(practice, 'You are unsubscribed', `<p>We will not e-mail you reminders any more.${changeMind}</p>`);
}

export function unsubscribeNotFoundHtml(practice: PracticeContact): string {
  const write = practice.support_email ? ` Write to ${mailLink(practice.support_email)} and we will stop the reminders.` : '';
  return serverPage(practice, 'Link not valid', `<p>This unsubscribe link is not valid.${write}</p>`);
}
