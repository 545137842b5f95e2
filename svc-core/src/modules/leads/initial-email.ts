import { checklistMessageHtml, CHECKLIST_MESSAGE_INTROS, type Checklist } from '@clinic/contracts';
import { emailDocumentRequest, type SendDocumentRequestContext } from '../document-requests/send';
import { findLeadByUuid, listApplicants } from './repo';

/**
 * The first e-mail of a lead made by a public appointment request: what each applicant still needs
 * (vaccine records and lab tests, from the requirements engine) and the link to send the records,
 * as a document request; the lead is then marked Initial Email Sent. Best effort: a failure is
 * logged and leaves the mark off, the appointment request itself stands.
 */
export async function sendInitialChecklistEmail(ctx: SendDocumentRequestContext, leadUuid: string): Promise<boolean> {
  const lead = await findLeadByUuid(ctx.knex, leadUuid);
  if (!lead || lead.initial_doc_request_sent || lead.unsubscribed_on) return false;
  const applicants = (await listApplicants(ctx.knex, leadUuid))
    .filter((a) => a.is_active)
    .map((a) => ({ ...a, current_checklist: a.current_checklist as Checklist }));
  const messageHtml = checklistMessageHtml(lead.first_name, CHECKLIST_MESSAGE_INTROS.initial, applicants);
  try {
    await ctx.knex.transaction(async (trx) => {
      await emailDocumentRequest(ctx, trx, lead, { subject: 'Your immigration medical exam: the records we need', messageHtml, kind: 'initial_checklist', createdBy: null });
      await trx('leads').where('uuid', leadUuid).update({ initial_doc_request_sent: true, updated_on: trx.fn.now() });
    });
    return true;
  } catch (err) {
    ctx.logger.warn({ err, lead: leadUuid }, 'the initial checklist e-mail was not sent');
    return false;
  }
}
