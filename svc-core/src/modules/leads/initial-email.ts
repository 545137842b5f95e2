import { checklistHasMissing, checklistMessageHtml, CHECKLIST_MESSAGE_INTROS } from '@clinic/contracts';
import type { Knex } from '@clinic/server-kit';
import { emailDocumentRequest, i693FormUrl, reminderPeople, type SendDocumentRequestContext } from '../document-requests/send';
import { findLeadByUuid } from './repo';

/**
 * The first e-mail of a lead made by a public appointment request: what each applicant still needs
 * (vaccine records and lab tests, from the requirements engine) and the link to send the records,
 * as a document request; the lead is then marked Initial Email Sent. Part of the transaction that
 * made the lead, so the e-mail goes out once the request is stored; never when nothing is missing.
 * Answers whether one was recorded.
 */
export async function recordInitialChecklistEmail(ctx: SendDocumentRequestContext, trx: Knex.Transaction, leadUuid: string): Promise<boolean> {
  const lead = await findLeadByUuid(trx, leadUuid);
  if (!lead || lead.initial_doc_request_sent || lead.unsubscribed_on) return false;
  const people = await reminderPeople(trx, lead.email);
  if (!checklistHasMissing(people)) return false;
  const messageHtml = checklistMessageHtml(lead.first_name, CHECKLIST_MESSAGE_INTROS.initial, people, i693FormUrl(ctx.publicUrl));
  await emailDocumentRequest(ctx, trx, lead, { subject: 'Your immigration medical exam: the records we need', messageHtml, kind: 'initial_checklist', createdBy: null });
  await trx('leads').where('uuid', leadUuid).update({ initial_doc_request_sent: true, updated_on: trx.fn.now() });
  return true;
}
