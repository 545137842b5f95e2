import {
  addDays,
  DOSAGE_PENDING_DAYS,
  type I693Application,
  type I693ApplicationFields,
  type I693ListQuery,
  type I693Ordering,
  type StaffVaccineInfo,
} from '@clinic/contracts';
import { likeAnywhere, type Knex } from '@clinic/server-kit';

type Db = Knex | Knex.Transaction;

/** An application's row: the listed fields as stored (times as dates, the updater as an id), and what the list derives from. */
export interface ApplicationRow extends Omit<I693Application, 'created_on' | 'updated_on' | 'last_updated_by' | 'meta' | 'files'> {
  /** The language of the public form it was sent from ('en' by default). */
  language: string;
  appointment_office: string | null;
  /** YYYY-MM-DD. */
  appointment_date: string | null;
  staff_vaccine_info: Partial<StaffVaccineInfo>;
  meta: Record<string, unknown>;
  last_updated_by: number | null;
  created_on: Date;
  updated_on: Date;
  /** Joined: the updater's name and which ID documents exist. */
  updater_name: string | null;
  has_front: boolean;
  has_back: boolean;
}

export type NewApplication = I693ApplicationFields & { lead_uuid: string | null; applicant_uuid: string | null };

export interface DocumentRow {
  uuid: string;
  application_uuid: string;
  kind: number;
  file_name: string;
  stored_name: string;
  mime_type: string;
  size_bytes: number;
}

export type NewDocument = Omit<DocumentRow, 'uuid'>;

/** The columns a list row or an edit answer carries (dates as text, so no time zone shifts a day). */
export function selectApplication(db: Db) {
  return db('i693_applications as a')
    .leftJoin('users as u', 'u.id', 'a.last_updated_by')
    .leftJoin('applicants as ap', 'ap.uuid', 'a.applicant_uuid')
    .select(
      'a.uuid',
      'a.lead_uuid',
      'a.applicant_uuid',
      'a.email',
      'a.pdf_email',
      'a.first_name',
      'a.middle_name',
      'a.last_name',
      'a.a_number',
      'a.gender',
      'a.phone',
      'a.city_of_birth',
      'a.country_of_birth',
      'a.street_address',
      'a.apartment_number',
      'a.city',
      'a.state',
      'a.zipcode',
      'a.photo_id_type',
      'a.photo_id',
      'a.is_active',
      'a.language',
      'a.appointment_office',
      'a.staff_vaccine_info',
      'a.meta',
      'a.last_updated_by',
      'a.created_on',
      'a.updated_on',
      db.raw(`to_char(a.dob, 'YYYY-MM-DD') as dob`),
      db.raw(`to_char(a.appointment_date, 'YYYY-MM-DD') as appointment_date`),
      db.raw(`nullif(btrim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as updater_name`),
      db.raw(`(select coalesce(jsonb_agg(item->>'key'), '[]'::jsonb) from jsonb_array_elements(
        coalesce(ap.current_checklist->'vaccines', '[]'::jsonb) || coalesce(ap.current_checklist->'lab_tests', '[]'::jsonb)) item
        where item->>'status' = 'done') as checklist_done`),
      db.raw('exists (select 1 from i693_documents d where d.application_uuid = a.uuid and d.kind = 0) as has_front'),
      db.raw('exists (select 1 from i693_documents d where d.application_uuid = a.uuid and d.kind = 1) as has_back'),
    );
}

export async function insertApplication(db: Db, application: NewApplication): Promise<string> {
  const [row] = (await db('i693_applications').insert(application).returning('uuid')) as Array<{ uuid: string }>;
  if (!row) throw new Error('application insert returned no row');
  return row.uuid;
}

export async function insertDocuments(db: Db, documents: readonly NewDocument[]): Promise<void> {
  if (documents.length > 0) await db('i693_documents').insert(documents);
}

/** The active application of the same person: e-mail, names and birth date (case and spaces ignored). */
export async function findActiveDuplicate(
  db: Db,
  person: Pick<NewApplication, 'email' | 'first_name' | 'middle_name' | 'last_name' | 'dob'>,
): Promise<string | undefined> {
  const row = (await db('i693_applications')
    .select('uuid')
    .where('is_active', true)
    .whereRaw('lower(email) = lower(btrim(?))', [person.email])
    .whereRaw('lower(btrim(first_name)) = lower(btrim(?))', [person.first_name])
    .whereRaw('lower(btrim(middle_name)) = lower(btrim(?))', [person.middle_name])
    .whereRaw('lower(btrim(last_name)) = lower(btrim(?))', [person.last_name])
    .whereRaw('dob = ?::date', [person.dob])
    .first()) as { uuid: string } | undefined;
  return row?.uuid;
}

export async function findApplication(db: Db, uuid: string): Promise<ApplicationRow | undefined> {
  return (await selectApplication(db).where('a.uuid', uuid).first()) as ApplicationRow | undefined;
}

export interface ApplicationFilters {
  isActive: boolean;
  /** Lower-cased search text, matched anywhere in names, e-mail and A-number. */
  search?: string;
  tbPositive?: boolean;
  /** Only applications with a pre-confirm due date on or before this day (YYYY-MM-DD). */
  doseDueBy?: string;
  appointmentOffice?: string;
  appointmentDate?: string;
}

/** The list's query filters (`GET /i693-application/`, and the export's `filters`) as the repository takes them, on the practice day `today`. */
export function applicationFilters(
  query: Pick<I693ListQuery, 'is_active' | 'search' | 'tb_positive' | 'dosage_pending' | 'appointment_office' | 'appointment_date'>,
  today: string,
): ApplicationFilters {
  return {
    isActive: query.is_active,
    search: query.search?.trim().toLowerCase() || undefined,
    tbPositive: query.tb_positive === true ? true : undefined,
    doseDueBy: query.dosage_pending === true ? addDays(today, DOSAGE_PENDING_DAYS) : undefined,
    appointmentOffice: query.appointment_office,
    appointmentDate: query.appointment_date,
  };
}

export interface OrderKey {
  /** SQL of the sort value over `i693_applications as a`. */
  sql: string;
  direction: 'asc' | 'desc';
  /** The PostgreSQL type its text form is cast back to when compared (keyset reads). */
  type: 'timestamptz' | 'uuid' | 'text';
}

/** The list's sort keys, most significant first; the last is unique, so each order is total. */
export const ORDER_KEYS: Record<I693Ordering, readonly OrderKey[]> = {
  '-created_on': [
    { sql: 'a.created_on', direction: 'desc', type: 'timestamptz' },
    { sql: 'a.uuid', direction: 'asc', type: 'uuid' },
  ],
  created_on: [
    { sql: 'a.created_on', direction: 'asc', type: 'timestamptz' },
    { sql: 'a.uuid', direction: 'asc', type: 'uuid' },
  ],
  first_name: [
    { sql: 'lower(a.first_name)', direction: 'asc', type: 'text' },
    { sql: 'a.created_on', direction: 'desc', type: 'timestamptz' },
    { sql: 'a.uuid', direction: 'asc', type: 'uuid' },
  ],
};

/** The ORDER BY of a list order. */
export function orderBySql(ordering: I693Ordering): string {
  return ORDER_KEYS[ordering].map((key) => `${key.sql} ${key.direction}`).join(', ');
}

/** Narrows a query over `i693_applications as a` to the applications matching the list's filters. */
export function applyFilters(query: Knex.QueryBuilder, f: ApplicationFilters): Knex.QueryBuilder {
  void query.where('a.is_active', f.isActive);
  if (f.search) void query.whereRaw('a.search_text like ?', [likeAnywhere(f.search)]);
  if (f.tbPositive) void query.where('a.tb_positive', true);
  if (f.doseDueBy) void query.whereRaw('a.next_dose_due_on <= ?::date', [f.doseDueBy]);
  if (f.appointmentOffice) void query.where('a.appointment_office', f.appointmentOffice);
  if (f.appointmentDate) void query.whereRaw('a.appointment_date = ?::date', [f.appointmentDate]);
  return query;
}

/**
 * One page of applications matching the filters, and how many match in all. The page's ids are
 * chosen first and only those 20 rows are then read whole, so a deep page does not build (and
 * discard) every row before it.
 */
export async function listApplications(
  db: Db,
  filters: ApplicationFilters,
  page: { ordering: I693Ordering; limit: number; offset: number },
): Promise<{ count: number; rows: ApplicationRow[] }> {
  const orderBy = orderBySql(page.ordering);
  const pageIds = applyFilters(db('i693_applications as a'), filters).select('a.uuid').orderByRaw(orderBy).limit(page.limit).offset(page.offset);
  const [count, rows] = await Promise.all([countApplications(db, filters), selectApplication(db).whereIn('a.uuid', pageIds).orderByRaw(orderBy)]);
  return { count, rows: rows as ApplicationRow[] };
}

/** How many applications match the filters. */
export async function countApplications(db: Db, filters: ApplicationFilters): Promise<number> {
  const row = await applyFilters(db('i693_applications as a'), filters).count<{ count: string }[]>({ count: '*' }).first();
  return Number(row?.count ?? 0);
}

export type ApplicationChanges = Partial<
  Omit<NewApplication, 'staff_vaccine_info'> & {
    staff_vaccine_info: string;
    is_active: boolean;
    meta: string;
    next_dose_due_on: string | null;
    appointment_office: string | null;
    appointment_date: string | null;
  }
>;

/** Applies changes with who made them; false when no such application exists. */
export async function updateApplication(db: Db, uuid: string, changes: ApplicationChanges, updatedBy: number | null): Promise<boolean> {
  const count = await db('i693_applications')
    .where('uuid', uuid)
    .update({ ...changes, last_updated_by: updatedBy, updated_on: db.fn.now() });
  return count > 0;
}

/** Notes in the application's meta, under `key`, when a message was sent (ISO time), with who sent it. */
export async function noteMessageSent(db: Db, uuid: string, key: string, sentAt: Date, sentBy: number): Promise<void> {
  await db('i693_applications')
    .where('uuid', uuid)
    .update({
      meta: db.raw(`meta || jsonb_build_object(?::text, ?::text)`, [key, sentAt.toISOString()]),
      updated_on: db.fn.now(),
      last_updated_by: sentBy,
    });
}

/** What linking an application to an applicant reads of it. */
export type LinkedApplicationRow = Pick<ApplicationRow, 'uuid' | 'lead_uuid' | 'email' | 'staff_vaccine_info'>;

/** An active application, its row locked for the rest of the transaction. */
export async function lockActiveApplication(trx: Knex.Transaction, uuid: string): Promise<LinkedApplicationRow | undefined> {
  const row = await trx('i693_applications').where({ uuid, is_active: true }).forUpdate().first('uuid', 'lead_uuid', 'email', 'staff_vaccine_info');
  return row as LinkedApplicationRow | undefined;
}

/** Whether the applicant has an active application besides `exceptUuid`. */
export async function hasOtherActiveApplication(db: Db, applicantUuid: string, exceptUuid: string): Promise<boolean> {
  return (await db('i693_applications').where({ applicant_uuid: applicantUuid, is_active: true }).whereNot('uuid', exceptUuid).first('uuid')) !== undefined;
}

/** What an application shares with its applicant on the Leads screen (lead-facts.ts). */
export type SharedFactsRow = Pick<ApplicationRow, 'uuid' | 'staff_vaccine_info' | 'meta'>;

/** The applicant's active applications. */
export async function listActiveApplicationsOfApplicant(db: Db, applicantUuid: string): Promise<SharedFactsRow[]> {
  const rows = await db('i693_applications').where({ applicant_uuid: applicantUuid, is_active: true }).select('uuid', 'staff_vaccine_info', 'meta');
  return rows as SharedFactsRow[];
}

/**
 * The languages of the lead an application is matched to, as stored (names or codes): its applicant's
 * preferred language, then the language of the lead's latest appointment request.
 */
export async function leadLanguagesOf(db: Db, uuid: string): Promise<string[]> {
  const { rows } = (await db.raw(
    `select ap.preferred_language as applicant_language,
       (select r.preferred_language from appointment_requests r where r.lead_uuid = a.lead_uuid order by r.created_on desc limit 1) as request_language
     from i693_applications a left join applicants ap on ap.uuid = a.applicant_uuid
     where a.uuid = ? and a.lead_uuid is not null`,
    [uuid],
  )) as { rows: Array<{ applicant_language: string | null; request_language: string | null }> };
  return rows.flatMap((r) => [r.applicant_language, r.request_language]).filter((l): l is string => Boolean(l));
}

export async function findDocument(db: Db, applicationUuid: string, kind: number): Promise<DocumentRow | undefined> {
  return (await db('i693_documents').where({ application_uuid: applicationUuid, kind }).first()) as DocumentRow | undefined;
}

export type LeadApplicationRow = Pick<
  ApplicationRow,
  'uuid' | 'lead_uuid' | 'applicant_uuid' | 'email' | 'first_name' | 'middle_name' | 'last_name' | 'dob' | 'created_on'
>;

/** Active applications of these leads, or sent from their e-mails before a lead held them, oldest first. */
export async function listApplicationsOfLeads(db: Db, leads: ReadonlyArray<{ uuid: string; email: string }>): Promise<LeadApplicationRow[]> {
  if (leads.length === 0) return [];
  const emails = leads.map((l) => l.email.toLowerCase());
  return (await db('i693_applications')
    .select('uuid', 'lead_uuid', 'applicant_uuid', 'email', 'first_name', 'middle_name', 'last_name', db.raw(`to_char(dob, 'YYYY-MM-DD') as dob`), 'created_on')
    .where('is_active', true)
    .where(
      (q) =>
        void q
          .whereIn(
            'lead_uuid',
            leads.map((l) => l.uuid),
          )
          .orWhereRaw(`lower(email) = any(?)`, [emails]),
    )
    .orderBy('created_on', 'asc')) as LeadApplicationRow[];
}
