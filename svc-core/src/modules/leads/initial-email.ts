import { checklistHasMissing, checklistMessageHtml } from '@clinic/contracts';
import type { Knex } from '@clinic/server-kit';
import { emailDocumentRequest, i693FormUrl, reminderPeople, type SendDocumentRequestContext } from '../document-requests';
import { leadLanguage, findLeadByUuid, markInitialDocRequestSent } from '../lead-records';

/**
 * The first e-mail of a lead made by a public appointment request, in the lead's language: what each
 * applicant still needs (vaccine records and lab tests, from the requirements engine) and the link to
 * send the records, as a document request; the lead is then marked Initial Email Sent. Part of the
 * transaction that made the lead, so the e-mail goes out once the request is stored; never when
 * nothing is missing. Answers whether one was recorded.
 */
export async function recordInitialChecklistEmail(ctx: SendDocumentRequestContext, trx: Knex.Transaction, leadUuid: string): Promise<boolean> {
  const lead = await findLeadByUuid(trx, leadUuid);
  if (!lead || lead.initial_doc_request_sent || lead.unsubscribed_on) return false;
  const people = await reminderPeople(trx, lead.email);
  if (!checklistHasMissing(people)) return false;
  const language = await leadLanguage(trx, lead.uuid);
  const messageHtml = checklistMessageHtml({ language, greetingName: lead.first_name, intro: 'initial', people, i693FormUrl: i693FormUrl(ctx.publicUrl) });
  await emailDocumentRequest(ctx, trx, lead, { language, kind: 'initial_checklist', messageHtml, createdBy: null });
  await markInitialDocRequestSent(trx, leadUuid);
  return true;
}
