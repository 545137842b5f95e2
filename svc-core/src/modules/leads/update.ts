import {
  canMarkAllComplete,
  LEAD_MESSAGES,
  leadUpdateSchema,
  parseIsoDate,
  PLACEHOLDER_PHONE,
  practiceDay,
  QUANTIFERON_ITEM_KEY,
  SECOND_DOSE_ITEM_KEYS,
  type ApplicantChange,
  type Checklist,
  type ChecklistItem,
  type ChecklistItemChange,
  type Lead,
} from '@clinic/contracts';
import { errors, isUniqueViolation, parseWith, type Knex } from '@clinic/server-kit';
import { recordAudit } from '../audit';
import { recordBookingLinksForNewlyBookable, type BookingLinkContext } from '../booking-link';
import { applyLeadFacts, type ApplicantLabFacts } from '../i693/records';
import {
  checklistOf,
  countActiveApplicants,
  findLeadByUuid,
  insertApplicant,
  listApplicants,
  normalizeEmail,
  setApplicantChecklist,
  updateApplicant,
  updateLeadDetails,
  type ApplicantRow,
} from '../lead-records';
import { initialChecklist } from './service';
import { leadWithDetails, type Actor } from './staff';

const AUDIT_ENTITY = 'leads';

/**
 * The applicant's checklist with the screen's changes applied by item key: statuses, notes, the
 * '2nd dose due on' dates of the three vaccines that have one, and the Quantiferon collection date
 * (not in the future). Names and descriptions stay those of the requirements engine.
 */
function mergedChecklist(
  current: Checklist,
  changes: { vaccines: ChecklistItemChange[]; lab_tests: ChecklistItemChange[] } | undefined,
  today: string,
): Checklist {
  if (!changes) return current;
  const merge = (items: ChecklistItem[], changed: ChecklistItemChange[]) => {
    const byKey = new Map(changed.map((c) => [c.key, c]));
    for (const key of byKey.keys()) if (!items.some((i) => i.key === key)) throw errors.badRequest(`${LEAD_MESSAGES.unknownChecklistItem} (${key})`);
    return items.map((item) => {
      const change = byKey.get(item.key);
      if (!change) return item;
      if (change.second_dose && !SECOND_DOSE_ITEM_KEYS.includes(item.key)) throw errors.badRequest(LEAD_MESSAGES.secondDoseNotFor);
      if (change.collection_date && change.collection_date > today) throw errors.badRequest(LEAD_MESSAGES.collectionDateFuture);
      const next: ChecklistItem = { ...item, status: change.status, notes: change.notes };
      if (SECOND_DOSE_ITEM_KEYS.includes(item.key)) next.second_dose = change.second_dose ?? null;
      if (item.key === QUANTIFERON_ITEM_KEY) next.collection_date = change.collection_date ?? null;
      return next;
    });
  };
  return { vaccines: merge(current.vaccines, changes.vaccines), lab_tests: merge(current.lab_tests, changes.lab_tests) };
}

/**
 * The one way an applicant's checklist changes, inside the caller's transaction: the Leads screen's
 * Save, and the entries staff make on the applicant's I-693 application (i693-entries.ts).
 */
export async function changeChecklist(
  trx: Knex.Transaction,
  applicantUuid: string,
  current: Checklist,
  changes: { vaccines: ChecklistItemChange[]; lab_tests: ChecklistItemChange[] } | undefined,
  today: string,
): Promise<Checklist> {
  const checklist = mergedChecklist(current, changes, today);
  await setApplicantChecklist(trx, applicantUuid, checklist);
  return checklist;
}

/** What the applicant's I-693 application shares with the checklist (see lead-facts.ts). */
export function labFactsOf(tbPositive: boolean, checklist: Checklist): ApplicantLabFacts {
  const secondDoses = Object.fromEntries(checklist.vaccines.filter((v) => v.second_dose).map((v) => [v.name, v.second_dose!]));
  const quantiferon = checklist.lab_tests.find((t) => t.key === QUANTIFERON_ITEM_KEY);
  return { tbPositive, quantiferonCollectedOn: quantiferon?.collection_date ?? null, secondDoses };
}

/**
 * The applicant's row values from the screen's change: 'Mark All Complete' is newly set only for
 * applicants under 2; 'X-Ray Normal?' needs 'TB Test Positive?'.
 */
function applicantValues(change: ApplicantChange, wasAllComplete: boolean, today: Date) {
  if (change.is_all_complete && !wasAllComplete && !canMarkAllComplete(change.dob, today)) throw errors.badRequest(LEAD_MESSAGES.markAllCompleteAge);
  return {
    first_name: change.first_name,
    middle_name: change.middle_name,
    last_name: change.last_name,
    dob: change.dob,
    phone: change.phone || PLACEHOLDER_PHONE,
    is_active: change.is_active,
    is_i693_done: change.is_i693_done,
    is_tb_positive: change.is_tb_positive,
    is_xray_normal: change.is_tb_positive && change.is_xray_normal,
    is_all_complete: change.is_all_complete,
  };
}

/** The unique index of lead e-mails (see the leads migration). */
const isEmailTaken = (err: unknown) => isUniqueViolation(err, 'leads_email_unique');

/**
 * Saves the lead as the screen sends it (`PUT /appointments/misc/leads/{id}/`): the person, e-mail
 * (unique among leads), notes and follow-up notes, and each applicant sent — changed, archived or
 * enabled, or added when it has no uuid (phone placeholder when blank, the lead's e-mail, a fresh
 * checklist). At least one applicant stays active. The TB result, Quantiferon collection date and
 * second-dose dates go to the applicants' I-693 applications in the same transaction. Audited.
 */
export async function updateLead(ctx: BookingLinkContext, leadUuid: string, body: unknown, actor: Actor, now: Date): Promise<Lead> {
  const { knex } = ctx;
  const update = parseWith(leadUpdateSchema, body);
  const today = practiceDay(now);
  try {
    await knex.transaction(async (trx) => {
      const lead = await findLeadByUuid(trx, leadUuid);
      if (!lead) throw errors.notFound('This lead does not exist.');
      const email = normalizeEmail(update.email);
      const meta = { ...lead.meta, ...(update.meta.followup_notes ? { followup_notes: update.meta.followup_notes } : {}) };
      await updateLeadDetails(trx, leadUuid, {
        first_name: update.first_name,
        middle_name: update.middle_name,
        last_name: update.last_name,
        dob: update.dob,
        email,
        ...(update.phone !== undefined ? { phone: update.phone } : {}),
        notes: update.notes,
        meta: JSON.stringify(meta),
      });

      const existing = new Map<string, ApplicantRow>((await listApplicants(trx, leadUuid)).map((a) => [a.uuid, a]));
      const changed: string[] = [];
      for (const change of update.applicants) {
        if (change.uuid && !existing.has(change.uuid)) throw errors.badRequest(LEAD_MESSAGES.otherLeadApplicant);
        const current = change.uuid ? checklistOf(existing.get(change.uuid)!.current_checklist) : initialChecklist(change.dob, parseIsoDate(today)!);
        const checklist = change.uuid
          ? await changeChecklist(trx, change.uuid, current, change.current_checklist, today)
          : mergedChecklist(current, change.current_checklist, today);
        const values = applicantValues(change, change.uuid ? existing.get(change.uuid)!.is_all_complete : false, now);
        const applicantUuid = change.uuid ?? (await insertApplicant(trx, { lead_uuid: leadUuid, email, ...values, current_checklist: checklist }));
        if (change.uuid) await updateApplicant(trx, change.uuid, { ...values, email });
        await applyLeadFacts(trx, applicantUuid, labFactsOf(change.is_tb_positive, checklist), actor.userId);
        changed.push(applicantUuid);
      }

      if ((await countActiveApplicants(trx, leadUuid)) === 0) throw errors.badRequest(LEAD_MESSAGES.lastActiveApplicant);
      await recordAudit(trx, { actorUserId: actor.userId, action: 'update', entity: AUDIT_ENTITY, entityId: leadUuid, details: { applicants: changed } });
      await recordBookingLinksForNewlyBookable(ctx, trx, changed);
    });
  } catch (err) {
    if (isEmailTaken(err)) throw errors.conflict(LEAD_MESSAGES.emailTaken);
    throw err;
  }
  return leadWithDetails(knex, leadUuid);
}
