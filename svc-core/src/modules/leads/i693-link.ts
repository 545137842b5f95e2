import { I693_LINK_MESSAGES, i693LinkSchema, practiceDay, staffVaccineInfoSchema, type LeadChangeAnswer } from '@clinic/contracts';
import { errors, parseWith } from '@clinic/server-kit';
import { recordAudit } from '../audit';
import { recordBookingLinksForNewlyBookable, type BookingLinkContext } from '../booking-link';
import { applyLeadFacts, hasOtherActiveApplication, lockActiveApplication, updateApplication } from '../i693/records';
import { markChecklistFromI693 } from './i693-entries';
import { findLeadByUuid, listApplicants, setApplicantTbPositive } from '../lead-records';
import type { Actor } from './staff';
import { labFactsOf } from './update';

/**
 * Links an I-693 application of the lead (or of its e-mail, still unmatched) to one of the lead's
 * applicants, or unlinks it (`applicant_uuid` null). An applicant has at most one active application.
 * Once linked, the two hold the same TB result: the application's Quantiferon result when it has
 * one, else the checklist's; the application's vaccine and lab entries mark the checklist, then the
 * checklist's collection date and second doses go to the application.
 * Audited.
 */
export async function linkI693Application(ctx: BookingLinkContext, leadUuid: string, body: unknown, actor: Actor, now: Date): Promise<LeadChangeAnswer> {
  const { knex } = ctx;
  const { application_uuid: applicationUuid, applicant_uuid: applicantUuid } = parseWith(i693LinkSchema, body);
  await knex.transaction(async (trx) => {
    const lead = await findLeadByUuid(trx, leadUuid);
    if (!lead) throw errors.notFound('This lead does not exist.');
    const application = await lockActiveApplication(trx, applicationUuid);
    if (!application) throw errors.notFound('This I-693 application does not exist or is archived.');
    if (application.lead_uuid !== lead.uuid && application.email.toLowerCase() !== lead.email) throw errors.badRequest(I693_LINK_MESSAGES.notOfLead);

    if (applicantUuid === null) {
      await updateApplication(trx, applicationUuid, { applicant_uuid: null }, actor.userId);
    } else {
      const applicant = (await listApplicants(trx, lead.uuid)).find((a) => a.uuid === applicantUuid);
      if (!applicant) throw errors.badRequest(I693_LINK_MESSAGES.notApplicant);
      if (await hasOtherActiveApplication(trx, applicantUuid, applicationUuid)) throw errors.conflict(I693_LINK_MESSAGES.applicantHasOne);
      await updateApplication(trx, applicationUuid, { lead_uuid: lead.uuid, applicant_uuid: applicantUuid }, actor.userId);

      const info = staffVaccineInfoSchema.parse(application.staff_vaccine_info ?? {});
      const tbPositive = info.qtb_result === '' ? applicant.is_tb_positive : info.qtb_result === 'positive';
      if (tbPositive !== applicant.is_tb_positive) await setApplicantTbPositive(trx, applicantUuid, tbPositive);
      const { checklist } = await markChecklistFromI693(trx, applicantUuid, info, practiceDay(now));
      await applyLeadFacts(trx, applicantUuid, labFactsOf(tbPositive, checklist), actor.userId);
      await recordBookingLinksForNewlyBookable(ctx, trx, [applicantUuid]);
    }
    await recordAudit(trx, {
      actorUserId: actor.userId,
      action: applicantUuid ? 'link_i693' : 'unlink_i693',
      entity: 'leads',
      entityId: lead.uuid,
      details: { application: applicationUuid, applicant: applicantUuid },
    });
  });
  return { msg: applicantUuid ? I693_LINK_MESSAGES.linked : I693_LINK_MESSAGES.unlinked, error: null };
}
