import { I693_GENERATED_FORM_KIND, type BatchPdfStatus } from '@clinic/contracts';
import type { Knex } from '@clinic/server-kit';
import { isUuid } from '@clinic/server-kit';

type Db = Knex | Knex.Transaction;

const TASKS = 'i693_batch_tasks';
const ITEMS = 'i693_batch_items';

export interface BatchTaskRow {
  uuid: string;
  status: BatchPdfStatus;
  office_code: string;
  /** YYYY-MM-DD. */
  appointment_date: string;
  force_regenerate: boolean;
  requested_by: number;
  total: number;
  upload_progress: number;
  zip_stored_name: string | null;
  zip_file_name: string | null;
  error: string | null;
  created_on: Date;
}

export interface NewBatchTask {
  uuid: string;
  office_code: string;
  appointment_date: string;
  force_regenerate: boolean;
  requested_by: number;
  application_uuids: readonly string[];
}

/** The statuses of a task that still has work to do. */
export const UNFINISHED_STATUSES: readonly BatchPdfStatus[] = ['starting', 'processing', 'creating_zip', 'uploading'];

function selectTask(db: Db) {
  return db(TASKS).select(
    'uuid',
    'status',
    'office_code',
    'force_regenerate',
    'requested_by',
    'total',
    'upload_progress',
    'zip_stored_name',
    'zip_file_name',
    'error',
    'created_on',
    db.raw(`to_char(appointment_date, 'YYYY-MM-DD') as appointment_date`),
  );
}

/** Records a task with one pending item per application, in the order given. */
export async function insertTask(trx: Knex.Transaction, task: NewBatchTask): Promise<void> {
  const { application_uuids: uuids, ...fields } = task;
  await trx(TASKS).insert({ ...fields, total: uuids.length });
  const items = uuids.map((application_uuid, position) => ({ task_uuid: task.uuid, application_uuid, position }));
  for (let i = 0; i < items.length; i += 500) await trx(ITEMS).insert(items.slice(i, i + 500));
}

export async function findTask(db: Db, uuid: string): Promise<BatchTaskRow | undefined> {
  return (await selectTask(db).where({ uuid }).first()) as BatchTaskRow | undefined;
}

export async function unfinishedTasks(db: Db): Promise<BatchTaskRow[]> {
  return (await selectTask(db).whereIn('status', UNFINISHED_STATUSES).orderBy('created_on')) as BatchTaskRow[];
}

/** Which of these ids name an application (ids that are not uuids name none). */
export async function existingApplications(db: Db, uuids: readonly string[]): Promise<Set<string>> {
  const candidates = uuids.filter((id) => isUuid(id));
  if (candidates.length === 0) return new Set();
  const rows = (await db('i693_applications').select('uuid').whereIn('uuid', candidates)) as Array<{ uuid: string }>;
  return new Set(rows.map((r) => r.uuid));
}

/** Moves a task on, but only from the statuses given (so a finished task is never reopened). */
export async function setTaskStatus(
  db: Db,
  uuid: string,
  from: readonly BatchPdfStatus[],
  changes: Partial<Pick<BatchTaskRow, 'status' | 'upload_progress' | 'error' | 'zip_stored_name' | 'zip_file_name'>>,
): Promise<boolean> {
  const finished = changes.status === 'completed' || changes.status === 'failed';
  const count = await db(TASKS)
    .where({ uuid })
    .whereIn('status', from)
    .update({ ...changes, updated_on: db.fn.now(), ...(finished ? { finished_on: db.fn.now() } : {}) });
  return count > 0;
}

export interface ItemCounts {
  total: number;
  pending: number;
  done: number;
  failed: number;
}

export async function itemCounts(db: Db, taskUuid: string): Promise<ItemCounts> {
  const row = (await db(ITEMS)
    .where({ task_uuid: taskUuid })
    .select(
      db.raw('count(*)::int as total'),
      db.raw(`count(*) filter (where status = 'pending')::int as pending`),
      db.raw(`count(*) filter (where status = 'done')::int as done`),
      db.raw(`count(*) filter (where status = 'failed')::int as failed`),
    )
    .first()) as ItemCounts;
  return row;
}

/** Whether any item of the task still waits for its outcome. */
export async function hasPendingItems(db: Db, taskUuid: string): Promise<boolean> {
  return (await db(ITEMS).first(db.raw('1 as pending')).where({ task_uuid: taskUuid, status: 'pending' })) !== undefined;
}

export interface BatchItemRow {
  application_uuid: string;
  position: number;
  status: 'pending' | 'done' | 'failed';
  stored_name: string | null;
  file_name: string | null;
  error: string | null;
}

export async function findItem(db: Db, taskUuid: string, applicationUuid: string): Promise<BatchItemRow | undefined> {
  return (await db(ITEMS).where({ task_uuid: taskUuid, application_uuid: applicationUuid }).first()) as BatchItemRow | undefined;
}

export async function itemsWithStatus(db: Db, taskUuid: string, status: BatchItemRow['status']): Promise<BatchItemRow[]> {
  return (await db(ITEMS).where({ task_uuid: taskUuid, status }).orderBy('position')) as BatchItemRow[];
}

/**
 * Records an item's outcome once: only a pending item changes, so of two workers that ran the same
 * item only the first is counted. Answers whether this call recorded it.
 */
export async function finishItem(
  db: Db,
  taskUuid: string,
  applicationUuid: string,
  outcome: { status: 'done'; stored_name: string; file_name: string } | { status: 'failed'; error: string },
): Promise<boolean> {
  const count = await db(ITEMS)
    .where({ task_uuid: taskUuid, application_uuid: applicationUuid, status: 'pending' })
    .update({ ...outcome, finished_on: db.fn.now() });
  return count > 0;
}

/** The application's generated I-693 as it stands: its file, when it was made, and for which office and date. */
export interface GeneratedForm {
  stored_name: string;
  file_name: string;
  office: string | null;
  /** YYYY-MM-DD. */
  appointment_date: string | null;
  /** The form was made after the application's last change, so it shows the application as it is. */
  current: boolean;
  created_on: Date;
}

/**
 * The generated I-693 of an application, if any. Which office and date it was made for is read from
 * the audit entry written in the transaction that stored it (the entry names the stored file).
 */
export async function generatedForm(db: Db, applicationUuid: string): Promise<GeneratedForm | undefined> {
  return (await db('i693_documents as d')
    .join('i693_applications as a', 'a.uuid', 'd.application_uuid')
    .leftJoin('audit_log as l', function joinAudit() {
      this.on('l.entity_id', '=', db.raw('d.application_uuid::text'))
        .andOn('l.entity', '=', db.raw('?', ['i693_application']))
        .andOn('l.action', '=', db.raw('?', ['generate_i693_pdf']))
        .andOn(db.raw(`l.details->>'file' = d.stored_name`));
    })
    .where({ 'd.application_uuid': applicationUuid, 'd.kind': I693_GENERATED_FORM_KIND })
    .select(
      'd.stored_name',
      'd.file_name',
      'd.created_on',
      db.raw(`l.details->>'office' as office`),
      db.raw(`l.details->>'appointment_date' as appointment_date`),
      db.raw('d.created_on >= a.updated_on as current'),
    )
    .orderBy('l.id', 'desc')
    .first()) as GeneratedForm | undefined;
}

/** Tasks whose zip was made before `days` days ago and is still kept. */
export async function tasksWithExpiredZips(db: Db, days: number): Promise<Array<Pick<BatchTaskRow, 'uuid' | 'zip_stored_name'>>> {
  return (await db(TASKS)
    .select('uuid', 'zip_stored_name')
    .whereNotNull('zip_stored_name')
    .whereRaw(`finished_on < now() - (? * interval '1 day')`, [days])) as Array<Pick<BatchTaskRow, 'uuid' | 'zip_stored_name'>>;
}

export async function forgetZip(db: Db, uuid: string): Promise<void> {
  await db(TASKS).where({ uuid }).update({ zip_stored_name: null, updated_on: db.fn.now() });
}

/** Raises upload_progress (a late, lower report never lowers it). */
export async function setUploadProgress(db: Db, uuid: string, percent: number): Promise<void> {
  await db(TASKS)
    .where({ uuid })
    .whereIn('status', ['creating_zip', 'uploading'])
    .where('upload_progress', '<', percent)
    .update({ upload_progress: percent, updated_on: db.fn.now() });
}
