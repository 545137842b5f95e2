import { checklistMessageHtml, CHECKLIST_MESSAGE_INTROS, type Checklist } from '@clinic/contracts';
import type { Knex } from '@clinic/server-kit';
import { emailDocumentRequest, type SendDocumentRequestContext } from '../document-requests/send';
import { findLeadByUuid, listApplicants } from './repo';

/**
 * The first e-mail of a lead made by a public appointment request: what each applicant still needs
 * (vaccine records and lab tests, from the requirements engine) and the link to send the records,
 * as a document request; the lead is then marked Initial Email Sent. Part of the transaction that
 * made the lead, so the e-mail goes out once the request is stored. Answers whether one was recorded.
 */
export async function recordInitialChecklistEmail(ctx: SendDocumentRequestContext, trx: Knex.Transaction, leadUuid: string): Promise<boolean> {
  const lead = await findLeadByUuid(trx, leadUuid);
  if (!lead || lead.initial_doc_request_sent || lead.unsubscribed_on) return false;
  const applicants = (await listApplicants(trx, leadUuid))
    .filter((a) => a.is_active)
    .map((a) => ({ ...a, current_checklist: a.current_checklist as Checklist }));
  const messageHtml = checklistMessageHtml(lead.first_name, CHECKLIST_MESSAGE_INTROS.initial, applicants);
  await emailDocumentRequest(ctx, trx, lead, { subject: 'Your immigration medical exam: the records we need', messageHtml, kind: 'initial_checklist', createdBy: null });
  await trx('leads').where('uuid', leadUuid).update({ initial_doc_request_sent: true, updated_on: trx.fn.now() });
  return true;
}
