import sanitizeHtml from 'sanitize-html';
import {
  CHECKLIST_NOTHING_MISSING,
  checklistHasMissing,
  DOCUMENT_REQUEST_MESSAGES,
  documentRequestEmail,
  documentRequestLinkSchema,
  documentRequestPath,
  LEAD_MESSAGES,
  I693_FORM_PATH,
  type ChecklistPerson,
  type DocumentRequestKind,
  type DocumentRequestLinkAnswer,
  type LanguageCode,
} from '@clinic/contracts';
import { AppError, errors, htmlToText, parseWith, type Knex } from '@clinic/server-kit';
import { recordAudit } from '../audit';
import { applicantsReadiness } from '../booking';
import type { Outbox } from '../outbox';
import { signatureHtml, loadPracticeSettings, type PracticeSettingsConfig } from '../practice-settings';
import { leadLanguage, findLeadByUuid, unsubscribeUrl } from '../lead-records';
import { insertDocumentRequest } from './repo';

export interface SendDocumentRequestContext {
  knex: Knex;
  outbox: Outbox;
  publicUrl: string;
  unsubscribeSecret: Buffer;
  /** The practice settings' defaults (the e-mail is signed with the practice's name). */
  config: PracticeSettingsConfig;
}

const COLOR = /^(#[0-9a-f]{3,8}|rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\))$/i;

/** What the reminder editor can make (bold, italic, highlight, colours, headings 1-3, lists, links); nothing else survives. */
const EDITOR_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'mark', 'span', 'h1', 'h2', 'h3', 'ul', 'ol', 'li', 'a', 'blockquote'],
  allowedAttributes: { a: ['href', 'rel', 'target'], span: ['style'], mark: ['style', 'data-color'] },
  allowedStyles: { '*': { color: [COLOR], 'background-color': [COLOR] } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
};

/** The active applicants of the lead's address as a reminder lists them: missing records, and the I-693 form when none is matched. */
export async function reminderPeople(db: Knex | Knex.Transaction, leadEmail: string): Promise<ChecklistPerson[]> {
  return (await applicantsReadiness(db, { emails: [leadEmail] })).map((a) => ({
    first_name: a.first_name,
    middle_name: a.middle_name,
    last_name: a.last_name,
    current_checklist: a.checklist,
    needs_i693_form: a.status === 'pending_i693_form',
  }));
}

/** The link of a missing I-693 form in reminders. */
export const i693FormUrl = (publicUrl: string) => `${publicUrl}${I693_FORM_PATH}`;

/** A lead as a document request e-mail needs it. */
interface Addressee {
  uuid: string;
  email: string;
}

/**
 * Records a document request for the lead and its e-mail in the lead's `language`: `messageHtml`
 * (already safe), the link to the upload page and a one-click unsubscribe; the e-mail is kept as the
 * lead's conversation. Both are part of the caller's transaction: the e-mail goes out once it commits,
 * and never for a request rolled back.
 */
export async function emailDocumentRequest(
  ctx: SendDocumentRequestContext,
  trx: Knex.Transaction,
  lead: Addressee,
  mail: { language: LanguageCode; kind: DocumentRequestKind; messageHtml: string; createdBy: number | null },
): Promise<string> {
  const requestUuid = await insertDocumentRequest(trx, { leadUuid: lead.uuid, emailContent: mail.messageHtml, createdBy: mail.createdBy });
  const link = `${ctx.publicUrl}${documentRequestPath(requestUuid)}`;
  const unsubscribe = unsubscribeUrl(ctx.publicUrl, ctx.unsubscribeSecret, lead.uuid);
  const practice = await loadPracticeSettings(trx, ctx.config);
  const message = documentRequestEmail(
    { language: mail.language, kind: mail.kind, messageHtml: mail.messageHtml, messageText: htmlToText(mail.messageHtml), link, unsubscribeUrl: unsubscribe },
    { html: signatureHtml(practice), text: practice.practice_name },
  );
  await ctx.outbox.send(trx, {
    channel: 'email',
    to: lead.email,
    ...message,
    unsubscribe_url: unsubscribe,
    conversation_email: lead.email,
    meta: { kind: mail.kind, language: mail.language, document_request_uuid: requestUuid },
  });
  return link;
}

/**
 * Send Reminder (Pending Files Communication) and Send Doc Upload Link: the message staff wrote,
 * sanitised, as a document request e-mail in the lead's language (the message stays as staff wrote
 * it). Refused for an archived or unsubscribed lead. Audited.
 */
export async function sendDocumentRequest(ctx: SendDocumentRequestContext, body: unknown, actor: { userId: number }): Promise<DocumentRequestLinkAnswer> {
  const input = parseWith(documentRequestLinkSchema, body);
  const lead = await findLeadByUuid(ctx.knex, input.pre_application_uuid);
  if (!lead) throw errors.notFound('This lead does not exist.');
  if (!lead.is_active) throw errors.conflict(DOCUMENT_REQUEST_MESSAGES.archivedLead);
  if (lead.unsubscribed_on) throw errors.conflict(LEAD_MESSAGES.unsubscribed);
  const messageHtml = sanitizeHtml(input.email_content, EDITOR_HTML);
  if (htmlToText(messageHtml) === '') throw errors.badRequest('Write the message to send', { details: { email_content: 'Write the message to send' } });
  if (!checklistHasMissing(await reminderPeople(ctx.knex, lead.email))) throw new AppError(409, CHECKLIST_NOTHING_MISSING.error, CHECKLIST_NOTHING_MISSING.msg);

  const language = await leadLanguage(ctx.knex, lead.uuid);
  return ctx.knex.transaction(async (trx) => {
    const link = await emailDocumentRequest(ctx, trx, lead, { language, kind: 'document_request', messageHtml, createdBy: actor.userId });
    await recordAudit(trx, { actorUserId: actor.userId, action: 'send_document_request', entity: 'leads', entityId: lead.uuid });
    return { msg: DOCUMENT_REQUEST_MESSAGES.sent, data: { link } };
  });
}
