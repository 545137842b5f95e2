import { I693_LINK_MESSAGES, i693LinkSchema, practiceDay, staffVaccineInfoSchema, type LeadChangeAnswer } from '@clinic/contracts';
import { errors, parseWith } from '@clinic/server-kit';
import { recordAudit } from '../audit/repo';
import { recordBookingLinksForNewlyBookable, type BookingLinkContext } from '../booking-link/service';
import { applyLeadFacts } from '../i693/records/lead-facts';
import { markChecklistFromI693 } from './i693-entries';
import { findLeadByUuid, listApplicants, setApplicantTbPositive } from '../lead-records/repo';
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
export async function linkI693Application(ctx: BookingLinkContext, leadUuid: string, body: unknown, actor: Actor): Promise<LeadChangeAnswer> {
  const { knex } = ctx;
  const { application_uuid: applicationUuid, applicant_uuid: applicantUuid } = parseWith(i693LinkSchema, body);
  await knex.transaction(async (trx) => {
    const lead = await findLeadByUuid(trx, leadUuid);
    if (!lead) throw errors.notFound('This lead does not exist.');
    const application = (await trx('i693_applications')
      .where({ uuid: applicationUuid, is_active: true })
      .forUpdate()
      .first('uuid', 'lead_uuid', 'email', 'staff_vaccine_info')) as
      { uuid: string; lead_uuid: string | null; email: string; staff_vaccine_info: unknown } | undefined;
    if (!application) throw errors.notFound('This I-693 application does not exist or is archived.');
    if (application.lead_uuid !== lead.uuid && application.email.toLowerCase() !== lead.email) throw errors.badRequest(I693_LINK_MESSAGES.notOfLead);

    if (applicantUuid === null) {
      await trx('i693_applications').where({ uuid: applicationUuid }).update({ applicant_uuid: null, last_updated_by: actor.userId, updated_on: trx.fn.now() });
    } else {
      const applicant = (await listApplicants(trx, lead.uuid)).find((a) => a.uuid === applicantUuid);
      if (!applicant) throw errors.badRequest(I693_LINK_MESSAGES.notApplicant);
      const other = await trx('i693_applications').where({ applicant_uuid: applicantUuid, is_active: true }).whereNot('uuid', applicationUuid).first('uuid');
      if (other) throw errors.conflict(I693_LINK_MESSAGES.applicantHasOne);
      await trx('i693_applications')
        .where({ uuid: applicationUuid })
        .update({ lead_uuid: lead.uuid, applicant_uuid: applicantUuid, last_updated_by: actor.userId, updated_on: trx.fn.now() });

      const info = staffVaccineInfoSchema.parse(application.staff_vaccine_info ?? {});
      const tbPositive = info.qtb_result === '' ? applicant.is_tb_positive : info.qtb_result === 'positive';
      if (tbPositive !== applicant.is_tb_positive) await setApplicantTbPositive(trx, applicantUuid, tbPositive);
      const { checklist } = await markChecklistFromI693(trx, applicantUuid, info, practiceDay());
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
