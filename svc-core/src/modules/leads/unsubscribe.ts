import { LEAD_MESSAGES, UNSUBSCRIBE_TEXTS, type LanguageCode, type LeadChangeAnswer } from '@clinic/contracts';
import { errors, escapeHtml, type Knex } from '@clinic/server-kit';
import { serverPage } from '../../server-page';
import { recordAudit } from '../audit';
import type { PracticeContact } from '../practice-settings';
import { clearUnsubscription, findLeadByUuid, markUnsubscribed, leadOfUnsubscribeToken } from '../lead-records';
import type { Actor } from './staff';

/** Records the unsubscription (the first time is kept); the lead's id, or null when the token names no lead. */
export async function unsubscribeLead(knex: Knex, secret: Buffer, token: string): Promise<string | null> {
  const leadUuid = leadOfUnsubscribeToken(secret, token);
  if (!leadUuid) return null;
  return (await markUnsubscribed(knex, leadUuid)) ? leadUuid : null;
}

/** Remove Unsubscription: reminders go to the address again. Audited. */
export async function removeUnsubscription(knex: Knex, leadUuid: string, actor: Actor): Promise<LeadChangeAnswer> {
  const lead = await findLeadByUuid(knex, leadUuid);
  if (!lead) throw errors.notFound('This lead does not exist.');
  if (!lead.unsubscribed_on) throw errors.conflict(LEAD_MESSAGES.notUnsubscribed);
  await knex.transaction(async (trx) => {
    await clearUnsubscription(trx, leadUuid);
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
