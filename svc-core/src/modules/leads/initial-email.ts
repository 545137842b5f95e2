import { LAB_ORDER_WINDOW_DAYS, type Checklist } from '@clinic/contracts';
import { escapeHtml } from '@clinic/server-kit';
import { emailDocumentRequest, type SendDocumentRequestContext } from '../document-requests/send';
import { findLeadByUuid, listApplicants, type ApplicantRow } from './repo';

function pendingList(items: Checklist['vaccines']): string {
  const pending = items.filter((i) => i.status !== 'done' && !i.is_optional);
  return pending.length === 0 ? '<p>Nothing.</p>' : `<ul>${pending.map((i) => `<li>${escapeHtml(i.name)}</li>`).join('')}</ul>`;
}

function applicantChecklist(applicant: ApplicantRow): string {
  const checklist = applicant.current_checklist as Checklist;
  const name = [applicant.first_name, applicant.middle_name, applicant.last_name].filter(Boolean).join(' ');
  return `<h3>${escapeHtml(name)}</h3><p><strong>Vaccine records</strong></p>${pendingList(checklist.vaccines ?? [])}<p><strong>Lab tests</strong></p>${pendingList(checklist.lab_tests ?? [])}`;
}

/**
 * The first e-mail of a lead made by a public appointment request: what each applicant still needs
 * (vaccine records and lab tests, from the requirements engine) and the link to send the records,
 * as a document request; the lead is then marked Initial Email Sent. Best effort: a failure is
 * logged and leaves the mark off, the appointment request itself stands.
 */
export async function sendInitialChecklistEmail(ctx: SendDocumentRequestContext, leadUuid: string): Promise<boolean> {
  const lead = await findLeadByUuid(ctx.knex, leadUuid);
  if (!lead || lead.initial_doc_request_sent || lead.unsubscribed_on) return false;
  const applicants = (await listApplicants(ctx.knex, leadUuid)).filter((a) => a.is_active);
  const messageHtml = [
    `<p>Dear ${escapeHtml(lead.first_name)},</p>`,
    '<p>Thank you for your appointment request. To prepare the immigration medical exam, please send us the records of these vaccines and the results of these lab tests, or tell us if you do not have them:</p>',
    ...applicants.map(applicantChecklist),
    `<p>Lab tests are ordered by our doctor, and the appointment must take place within ${LAB_ORDER_WINDOW_DAYS} days after the Quantiferon (TB) blood collection.</p>`,
  ].join('\n');
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
