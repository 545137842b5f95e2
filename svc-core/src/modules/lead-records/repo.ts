import type { Checklist } from '@clinic/contracts';
import { newestFirstPage, type Knex } from '@clinic/server-kit';

type Db = Knex | Knex.Transaction;

export interface LeadRow {
  uuid: string;
  email: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  phone: string;
  /** YYYY-MM-DD (read as text so no time zone shifts the day). */
  dob: string | null;
  notes: string;
  is_active: boolean;
  is_system_generated: boolean;
  initial_doc_request_sent: boolean;
  unsubscribed_on: Date | null;
  meta: Record<string, unknown>;
  created_on: Date;
  updated_on: Date;
}

export interface ApplicantRow {
  uuid: string;
  lead_uuid: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  email: string;
  phone: string;
  dob: string | null;
  preferred_language: string;
  current_checklist: unknown;
  is_active: boolean;
  is_i693_done: boolean;
  is_tb_positive: boolean;
  is_xray_normal: boolean;
  is_all_complete: boolean;
  created_on: Date;
  updated_on: Date;
}

export type NewLead = Pick<LeadRow, 'email' | 'first_name' | 'middle_name' | 'last_name' | 'phone' | 'dob' | 'is_system_generated'>;

export type NewApplicant = Pick<ApplicantRow, 'lead_uuid' | 'first_name' | 'middle_name' | 'last_name' | 'email' | 'phone' | 'dob'> &
  Partial<Pick<ApplicantRow, 'preferred_language' | 'current_checklist'>>;

/** The form in which a lead's e-mail is stored and looked up. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const LEAD_COLUMNS = [
  'uuid',
  'email',
  'first_name',
  'middle_name',
  'last_name',
  'phone',
  'notes',
  'is_active',
  'is_system_generated',
  'initial_doc_request_sent',
  'unsubscribed_on',
  'meta',
  'created_on',
  'updated_on',
] as const;
const APPLICANT_COLUMNS = [
  'uuid',
  'lead_uuid',
  'first_name',
  'middle_name',
  'last_name',
  'email',
  'phone',
  'preferred_language',
  'current_checklist',
  'is_active',
  'is_i693_done',
  'is_tb_positive',
  'is_xray_normal',
  'is_all_complete',
  'created_on',
  'updated_on',
] as const;

function withDobText(db: Db, columns: readonly string[]) {
  return [...columns, db.raw("to_char(dob, 'YYYY-MM-DD') as dob")];
}

export async function findLeadByEmail(db: Db, email: string): Promise<LeadRow | undefined> {
  const row = await db('leads').select(withDobText(db, LEAD_COLUMNS)).where('email', normalizeEmail(email)).first();
  return row as LeadRow | undefined;
}

export async function findLeadByUuid(db: Db, uuid: string): Promise<LeadRow | undefined> {
  const row = await db('leads').select(withDobText(db, LEAD_COLUMNS)).where('uuid', uuid).first();
  return row as LeadRow | undefined;
}

/** Inserts the lead unless one with that e-mail exists; the uuid of the new row, or undefined. */
export async function insertLeadIfAbsent(db: Db, lead: NewLead): Promise<string | undefined> {
  const rows: Array<{ uuid: string }> = await db('leads')
    .insert({ ...lead, email: normalizeEmail(lead.email) })
    .onConflict('email')
    .ignore()
    .returning('uuid');
  return rows[0]?.uuid;
}

export async function insertApplicant(db: Db, applicant: NewApplicant): Promise<string> {
  const { current_checklist, ...rest } = applicant;
  const values = current_checklist === undefined ? rest : { ...rest, current_checklist: JSON.stringify(current_checklist) };
  const [row] = (await db('applicants').insert(values).returning('uuid')) as Array<{ uuid: string }>;
  if (!row) throw new Error('applicant insert returned no row');
  return row.uuid;
}

/** The lead's applicant with the same names (case and surrounding spaces ignored) and date of birth. */
export async function findApplicantByPerson(
  db: Db,
  leadUuid: string,
  person: { first_name: string; middle_name: string; last_name: string; dob: string | null },
): Promise<string | undefined> {
  const query = db('applicants')
    .select('uuid')
    .where('lead_uuid', leadUuid)
    .whereRaw('lower(btrim(first_name)) = lower(btrim(?))', [person.first_name])
    .whereRaw('lower(btrim(middle_name)) = lower(btrim(?))', [person.middle_name])
    .whereRaw('lower(btrim(last_name)) = lower(btrim(?))', [person.last_name]);
  if (person.dob) void query.whereRaw('dob = ?::date', [person.dob]);
  else void query.whereNull('dob');
  const row = (await query.orderBy('created_on', 'asc').first()) as { uuid: string } | undefined;
  return row?.uuid;
}

/** The applicant, its row locked for the rest of the transaction. */
export async function findApplicantForUpdate(trx: Knex.Transaction, uuid: string): Promise<ApplicantRow | undefined> {
  const row = await trx('applicants').select(withDobText(trx, APPLICANT_COLUMNS)).where('uuid', uuid).forUpdate().first();
  return row as ApplicantRow | undefined;
}

/** An applicant's stored checklist (JSON) as a Checklist, empty lists where it has none. */
export function checklistOf(value: unknown): Checklist {
  const checklist = (value ?? {}) as Partial<Checklist>;
  return { vaccines: checklist.vaccines ?? [], lab_tests: checklist.lab_tests ?? [] };
}

export async function setApplicantChecklist(db: Db, applicantUuid: string, checklist: Checklist): Promise<void> {
  await db('applicants')
    .where('uuid', applicantUuid)
    .update({ current_checklist: JSON.stringify(checklist), updated_on: db.fn.now() });
}

export async function listApplicants(db: Db, leadUuid: string): Promise<ApplicantRow[]> {
  const rows = await db('applicants').select(withDobText(db, APPLICANT_COLUMNS)).where('lead_uuid', leadUuid).orderBy('created_on', 'asc');
  return rows as ApplicantRow[];
}

export async function touchLead(db: Db, leadUuid: string): Promise<void> {
  await db('leads').where('uuid', leadUuid).update({ updated_on: db.fn.now() });
}

/** A page of leads, newest first, searched (lower-case) in e-mail and names; and how many match. */
export function listLeads(db: Db, filter: { search?: string; limit: number; offset: number }): Promise<{ count: number; rows: LeadRow[] }> {
  return newestFirstPage<LeadRow>(db, 'leads', withDobText(db, LEAD_COLUMNS), filter);
}

/** The applicants of several leads, oldest first (the first is the primary). */
export async function listApplicantsOfLeads(db: Db, leadUuids: readonly string[]): Promise<ApplicantRow[]> {
  if (leadUuids.length === 0) return [];
  const rows = await db('applicants').select(withDobText(db, APPLICANT_COLUMNS)).whereIn('lead_uuid', leadUuids).orderBy('created_on', 'asc');
  return rows as ApplicantRow[];
}

/**
 * The languages stored for each lead, in the order they are preferred: its applicants' preferred
 * languages (oldest applicant first), then the language of its latest appointment request.
 */
export async function storedLanguagesOfLeads(db: Db, leadUuids: readonly string[]): Promise<Map<string, string[]>> {
  const languages = new Map<string, string[]>(leadUuids.map((uuid) => [uuid, []]));
  if (leadUuids.length === 0) return languages;
  type Row = { lead_uuid: string; preferred_language: string };
  const applicants = (await db('applicants').whereIn('lead_uuid', leadUuids).orderBy('created_on', 'asc').select('lead_uuid', 'preferred_language')) as Row[];
  const requests = (await db('appointment_requests')
    .whereIn('lead_uuid', leadUuids)
    .distinctOn('lead_uuid')
    .orderBy([{ column: 'lead_uuid' }, { column: 'created_on', order: 'desc' }])
    .select('lead_uuid', 'preferred_language')) as Row[];
  for (const row of [...applicants, ...requests]) languages.get(row.lead_uuid)?.push(row.preferred_language);
  return languages;
}

/** Active leads created from `fromDay` to `toDay` (practice days, YYYY-MM-DD, Los Angeles), newest first. */
export async function listLeadsCreatedBetween(db: Db, fromDay: string, toDay: string): Promise<Array<Pick<LeadRow, 'uuid' | 'email' | 'created_on'>>> {
  return (await db('leads')
    .select('uuid', 'email', 'created_on')
    .where('is_active', true)
    .whereRaw(`created_on >= (?::date)::timestamp AT TIME ZONE 'America/Los_Angeles'`, [fromDay])
    .whereRaw(`created_on < ((?::date) + 1)::timestamp AT TIME ZONE 'America/Los_Angeles'`, [toDay])
    .orderBy('created_on', 'desc')) as Array<Pick<LeadRow, 'uuid' | 'email' | 'created_on'>>;
}

/** 'TB Test Positive?' as the I-693 edit panel sets it; unticking it also unticks 'X-Ray Normal?'. */
export async function setApplicantTbPositive(db: Db, applicantUuid: string, positive: boolean): Promise<void> {
  await db('applicants')
    .where('uuid', applicantUuid)
    .update({ is_tb_positive: positive, ...(positive ? {} : { is_xray_normal: false }), updated_on: db.fn.now() });
}

/** The person, contact, notes and meta of the Leads screen's Save. */
export type LeadDetails = Pick<LeadRow, 'first_name' | 'middle_name' | 'last_name' | 'dob' | 'email' | 'notes'> &
  Partial<Pick<LeadRow, 'phone'>> & { meta: string };

export async function updateLeadDetails(db: Db, leadUuid: string, details: LeadDetails): Promise<void> {
  await db('leads')
    .where('uuid', leadUuid)
    .update({ ...details, updated_on: db.fn.now() });
}

/** Archives or unarchives leads; answers how many of them exist. */
export async function setLeadsActive(db: Db, leadUuids: readonly string[], active: boolean): Promise<number> {
  return db('leads').whereIn('uuid', leadUuids).update({ is_active: active, updated_on: db.fn.now() });
}

/** Marks that the lead's first checklist e-mail was sent. */
export async function markInitialDocRequestSent(db: Db, leadUuid: string): Promise<void> {
  await db('leads').where('uuid', leadUuid).update({ initial_doc_request_sent: true, updated_on: db.fn.now() });
}

/** Records the lead's unsubscription, keeping the time of the first; false when no such lead exists. */
export async function markUnsubscribed(db: Db, leadUuid: string): Promise<boolean> {
  const changed = await db('leads')
    .where('uuid', leadUuid)
    .update({ unsubscribed_on: db.raw('coalesce(unsubscribed_on, now())') });
  return changed > 0;
}

export async function clearUnsubscription(db: Db, leadUuid: string): Promise<void> {
  await db('leads').where('uuid', leadUuid).update({ unsubscribed_on: null, updated_on: db.fn.now() });
}

/** An applicant's fields as the Leads screen's Save sets them. */
export type ApplicantValues = Pick<
  ApplicantRow,
  | 'first_name'
  | 'middle_name'
  | 'last_name'
  | 'dob'
  | 'email'
  | 'phone'
  | 'is_active'
  | 'is_i693_done'
  | 'is_tb_positive'
  | 'is_xray_normal'
  | 'is_all_complete'
>;

export async function updateApplicant(db: Db, applicantUuid: string, values: ApplicantValues): Promise<void> {
  await db('applicants')
    .where('uuid', applicantUuid)
    .update({ ...values, updated_on: db.fn.now() });
}

export async function countActiveApplicants(db: Db, leadUuid: string): Promise<number> {
  const row = await db('applicants').where({ lead_uuid: leadUuid, is_active: true }).count<{ n: string }[]>({ n: '*' }).first();
  return Number(row?.n ?? 0);
}
