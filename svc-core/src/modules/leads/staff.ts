import {
  addDays,
  clientLanguageOf,
  createLeadSchema,
  FOLLOW_UP_DAYS,
  LEAD_MESSAGES,
  LEAD_PAGE_SIZE,
  practiceDay,
  type ConversationEntry,
  type CreateLeadAnswer,
  type DormantLead,
  type FollowUpNote,
  type Lead,
  type LeadApplicant,
  type LeadFile,
  type LeadListQuery,
  type Paginated,
} from '@clinic/contracts';
import { AppError, errors, parseWith, type Knex, type Logger, type NotifyClient } from '@clinic/server-kit';
import { numberedPage } from '../../api';
import { recordAudit } from '../audit';
import { listFilesOfLeads, type FileRow } from '../files';
import { listApplicationsOfLeads } from '../i693/records';
import {
  checklistOf,
  findLeadByUuid,
  listApplicantsOfLeads,
  listLeads,
  listLeadsCreatedBetween,
  storedLanguagesOfLeads,
  type ApplicantRow,
  type LeadRow,
} from '../lead-records';
import { placeApplicant } from './service';

/** Who acts: every read of applicant data and every change is audited under this user. */
export interface Actor {
  userId: number;
}

const AUDIT_ENTITY = 'leads';

function toFile(row: FileRow): LeadFile {
  return { uuid: row.uuid, file_name: row.file_name, updated_on: row.updated_on.toISOString(), meta: { uploaded_by: row.meta.uploaded_by ?? 'client' } };
}

function toApplicant(row: ApplicantRow, files: LeadFile[]): LeadApplicant {
  return {
    uuid: row.uuid,
    first_name: row.first_name,
    middle_name: row.middle_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    dob: row.dob,
    files,
    current_checklist: checklistOf(row.current_checklist),
    is_active: row.is_active,
    is_i693_done: row.is_i693_done,
    is_tb_positive: row.is_tb_positive,
    is_xray_normal: row.is_xray_normal,
    is_all_complete: row.is_all_complete,
  };
}

export function followUpNotesOf(meta: Record<string, unknown>): FollowUpNote[] {
  return Array.isArray(meta.followup_notes) ? (meta.followup_notes as FollowUpNote[]) : [];
}

/** Leads with their applicants (each with their files), common files, I-693 applications and language, read in five queries. */
async function withDetails(knex: Knex, leads: readonly LeadRow[]): Promise<Lead[]> {
  const uuids = leads.map((l) => l.uuid);
  const [applicants, files, applications, languages] = await Promise.all([
    listApplicantsOfLeads(knex, uuids),
    listFilesOfLeads(knex, uuids),
    listApplicationsOfLeads(knex, leads),
    storedLanguagesOfLeads(knex, uuids),
  ]);
  const filesOf = (owner: string | null, lead: string) => files.filter((f) => f.lead_uuid === lead && f.applicant_uuid === owner).map(toFile);
  return leads.map((lead) => ({
    uuid: lead.uuid,
    email: lead.email,
    first_name: lead.first_name,
    middle_name: lead.middle_name,
    last_name: lead.last_name,
    phone: lead.phone,
    dob: lead.dob,
    notes: lead.notes,
    is_active: lead.is_active,
    is_system_generated: lead.is_system_generated,
    initial_doc_request_sent: lead.initial_doc_request_sent,
    unsubscribed_on: lead.unsubscribed_on?.toISOString() ?? null,
    created_on: lead.created_on.toISOString(),
    language: clientLanguageOf(languages.get(lead.uuid) ?? []),
    applicants: applicants.filter((a) => a.lead_uuid === lead.uuid).map((a) => toApplicant(a, filesOf(a.uuid, lead.uuid))),
    commonFiles: filesOf(null, lead.uuid),
    i693_applications: applications
      .filter((a) => a.lead_uuid === lead.uuid || a.email.toLowerCase() === lead.email)
      .map((a) => ({
        uuid: a.uuid,
        first_name: a.first_name,
        middle_name: a.middle_name,
        last_name: a.last_name,
        dob: a.dob,
        applicant_uuid: a.applicant_uuid,
        created_on: a.created_on.toISOString(),
      })),
    meta: { ...lead.meta, followup_notes: followUpNotesOf(lead.meta) },
  }));
}

/** One lead as the screen shows it (the answer of a save). */
export async function leadWithDetails(knex: Knex, leadUuid: string): Promise<Lead> {
  const lead = await findLeadByUuid(knex, leadUuid);
  if (!lead) throw errors.notFound('This lead does not exist.');
  const [shown] = await withDetails(knex, [lead]);
  return shown!;
}

/** One lead for the screen, after a change made elsewhere (an upload, an archived file); audited as a read. */
export async function leadForStaff(knex: Knex, leadUuid: string, actor: Actor): Promise<Lead> {
  const lead = await leadWithDetails(knex, leadUuid);
  await recordAudit(knex, { actorUserId: actor.userId, action: 'read', entity: AUDIT_ENTITY, entityId: leadUuid });
  return lead;
}

/** A page of the Leads tab: newest first, archived ones included (marked), searched in e-mail and names. */
export async function leadPage(knex: Knex, publicUrl: string, query: LeadListQuery, actor: Actor): Promise<Paginated<Lead>> {
  const search = query.search?.toLowerCase() || undefined;
  const { count, rows } = await listLeads(knex, { search, limit: LEAD_PAGE_SIZE, offset: (query.page - 1) * LEAD_PAGE_SIZE });
  const results = await withDetails(knex, rows);
  await recordAudit(knex, {
    actorUserId: actor.userId,
    action: 'list',
    entity: AUDIT_ENTITY,
    details: { page: query.page, search: search ?? null, returned: rows.length },
  });
  return numberedPage(publicUrl, '/appointments/misc/leads/', { search }, { number: query.page, size: LEAD_PAGE_SIZE, count, results });
}

/**
 * Create Lead: a new lead with the person as its first applicant, or, when a lead has that e-mail,
 * the person added as its applicant (unless the same names and birth date are already there).
 */
export async function createLead(knex: Knex, body: unknown, actor: Actor): Promise<CreateLeadAnswer> {
  const input = parseWith(createLeadSchema, body);
  const placement = await knex.transaction(async (trx) => {
    const placed = await placeApplicant(trx, {
      email: input.email,
      first_name: input.firstName,
      middle_name: input.middleName,
      last_name: input.lastName,
      phone: input.phone,
      dob: input.dob,
    });
    await recordAudit(trx, {
      actorUserId: actor.userId,
      action: 'create',
      entity: AUDIT_ENTITY,
      entityId: placed.leadUuid,
      details: { applicant: placed.applicantUuid, lead_created: placed.leadCreated },
    });
    return placed;
  });
  return {
    msg: placement.leadCreated ? LEAD_MESSAGES.created : LEAD_MESSAGES.createdUnderExisting,
    data: { uuid: placement.leadUuid, existing: !placement.leadCreated },
  };
}

/** The Follow-ups tab: active leads created from 6 to 3 days ago (practice days), newest first. */
export async function dormantLeads(knex: Knex, now: Date): Promise<{ data: DormantLead[] }> {
  const today = practiceDay(now);
  const rows = await listLeadsCreatedBetween(knex, addDays(today, -FOLLOW_UP_DAYS.from), addDays(today, -FOLLOW_UP_DAYS.to));
  return { data: rows.map((r) => ({ uuid: r.uuid, email: r.email, created_on: r.created_on.toISOString() })) };
}

/** The follow-up notes of one lead, oldest first. */
export async function dormantLeadNotes(knex: Knex, leadUuid: string, actor: Actor): Promise<{ data: { followup_notes: FollowUpNote[] } }> {
  const lead = await findLeadByUuid(knex, leadUuid);
  if (!lead) throw errors.notFound('This lead does not exist.');
  await recordAudit(knex, { actorUserId: actor.userId, action: 'read', entity: AUDIT_ENTITY, entityId: leadUuid, details: { part: 'followup_notes' } });
  return { data: { followup_notes: followUpNotesOf(lead.meta) } };
}

/** The e-mails sent to the lead's address (the conversation popup, 'Last email sent'), newest first. Audited. */
export async function leadConversations(knex: Knex, notify: NotifyClient, logger: Logger, leadUuid: string, actor: Actor): Promise<ConversationEntry[]> {
  const lead = await findLeadByUuid(knex, leadUuid);
  if (!lead) throw errors.notFound('This lead does not exist.');
  let conversations: ConversationEntry[];
  try {
    conversations = await notify.conversations(lead.email);
  } catch (err) {
    logger.warn({ err }, 'the conversations could not be read from svc-notify');
    throw new AppError(502, 'NOTIFY_FAILED', 'The e-mails sent to this client cannot be read right now. Please try again.');
  }
  await recordAudit(knex, { actorUserId: actor.userId, action: 'read', entity: AUDIT_ENTITY, entityId: leadUuid, details: { part: 'conversations' } });
  return conversations;
}
