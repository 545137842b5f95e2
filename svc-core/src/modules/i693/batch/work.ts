import path from 'node:path';
import { BATCH_PDF_SERVER_MESSAGES, usDateOfIso } from '@clinic/contracts';
import { AppError, errorMessage } from '@clinic/server-kit';
import { recordAudit } from '../../audit';
import { newStoredName, removeFiles } from '../../files';
import { documentAppointmentAt, generateI693Form, type DocumentsContext } from '../documents';
import {
  finishItem,
  findItem,
  findTask,
  forgetZip,
  generatedForm,
  hasPendingItems,
  itemCounts,
  itemsWithStatus,
  setTaskStatus,
  setUploadProgress,
  tasksWithExpiredZips,
  UNFINISHED_STATUSES,
  type BatchTaskRow,
  type GeneratedForm,
} from './repo';
import { uniqueNames, writeZip } from './zip';

/**
 * The work of a batch, one unit at a time: each application's PDF (an item), then the zip of them.
 * Every unit first reads what is recorded and records its outcome once, so running a unit again
 * (a retry, or a worker resuming after a restart) never makes a PDF twice.
 */

/** How long a finished batch's zip is kept for its download. */
export const ZIP_RETENTION_DAYS = 7;
/** Share of upload_progress taken by writing the zip; storing it takes the rest. */
const ZIP_WRITE_SHARE = 90;
const AUDIT_ENTITY = 'i693_batch_task';

/** What a failed item shows: the reason of a refusal (404, 400...), never an internal error's text. */
function failureText(err: unknown): string {
  return err instanceof AppError && err.status < 500 ? err.msg : BATCH_PDF_SERVER_MESSAGES.pdfFailed;
}

/** A refusal (the application is gone, the office no longer exists...): trying again would not help. */
function isPermanent(err: unknown): boolean {
  return err instanceof AppError && err.status < 500;
}

/**
 * A name of the batch's own for a stored file: a hard link on disk, a server-side copy in the bucket,
 * that outlives the application's PDF being replaced or removed meanwhile. Undefined when the file is
 * already gone.
 */
async function keepStoredFile(ctx: DocumentsContext, storedName: string): Promise<string | undefined> {
  const kept = newStoredName();
  return (await ctx.files.copy(storedName, kept)) ? kept : undefined;
}

/**
 * Whether the application's generated PDF serves the batch: made for the batch's office and date,
 * showing the application as it is now, and, when the batch forces regeneration, made by this batch
 * (a run that stopped between generating and recording it).
 */
function reusable(form: GeneratedForm, task: BatchTaskRow): boolean {
  return (
    form.office === task.office_code &&
    form.appointment_date === task.appointment_date &&
    form.current &&
    (!task.force_regenerate || form.created_on.getTime() >= task.created_on.getTime())
  );
}

/** The application's PDF for the batch, kept under a name of the batch's own. */
async function itemPdf(ctx: DocumentsContext, task: BatchTaskRow, applicationUuid: string): Promise<{ storedName: string; fileName: string }> {
  const existing = await generatedForm(ctx.knex, applicationUuid);
  if (existing && reusable(existing, task)) {
    const kept = await keepStoredFile(ctx, existing.stored_name);
    if (kept) return { storedName: kept, fileName: existing.file_name };
  }
  const appointment = await documentAppointmentAt(ctx.knex, task.office_code, task.appointment_date);
  const form = await generateI693Form(ctx, applicationUuid, appointment, { userId: task.requested_by });
  const kept = await keepStoredFile(ctx, form.storedName);
  // Replaced by another request within these milliseconds: the next attempt finds that one.
  if (!kept) throw new Error('The generated PDF was replaced before the batch kept it');
  return { storedName: kept, fileName: form.fileName };
}

/**
 * One application of a batch: reuses or generates its PDF and records the item done, or failed when
 * the application cannot be rendered (gone, refused) or on the last attempt. Other errors are
 * thrown so the queue tries again. An item already recorded, or of a finished task, is left alone.
 */
export async function runItem(ctx: DocumentsContext, taskUuid: string, applicationUuid: string, lastAttempt: boolean): Promise<void> {
  const task = await findTask(ctx.knex, taskUuid);
  if (!task || !UNFINISHED_STATUSES.includes(task.status)) return;
  const item = await findItem(ctx.knex, taskUuid, applicationUuid);
  if (item?.status !== 'pending') return;
  await setTaskStatus(ctx.knex, taskUuid, ['starting'], { status: 'processing' });
  try {
    const pdf = await itemPdf(ctx, task, applicationUuid);
    const recorded = await finishItem(ctx.knex, taskUuid, applicationUuid, { status: 'done', stored_name: pdf.storedName, file_name: pdf.fileName });
    if (!recorded) await ctx.files.delete([pdf.storedName]);
  } catch (err) {
    if (!isPermanent(err) && !lastAttempt) throw err;
    ctx.logger.warn({ task: taskUuid, application: applicationUuid, err: errorMessage(err) }, 'batch PDF item failed');
    await finishItem(ctx.knex, taskUuid, applicationUuid, { status: 'failed', error: failureText(err) });
  }
}

/** Whether every item of the task has its outcome, so the zip can be made. */
export async function itemsSettled(ctx: DocumentsContext, taskUuid: string): Promise<boolean> {
  return !(await hasPendingItems(ctx.knex, taskUuid));
}

/** `I-693_PDFs_fremont_04-20-2026.zip` */
function zipFileName(task: BatchTaskRow): string {
  return `I-693_PDFs_${task.office_code}_${usDateOfIso(task.appointment_date).replace(/\//g, '-')}.zip`;
}

/** Removes the batch's own links to its PDFs (the zip holds them now, or the batch failed). */
async function releaseItemFiles(ctx: DocumentsContext, taskUuid: string): Promise<void> {
  const done = await itemsWithStatus(ctx.knex, taskUuid, 'done');
  await ctx.files.delete(done.flatMap((item) => (item.stored_name ? [item.stored_name] : [])));
}

/** Removes the zips of batches finished more than ZIP_RETENTION_DAYS ago. */
export async function pruneOldZips(ctx: DocumentsContext): Promise<void> {
  for (const task of await tasksWithExpiredZips(ctx.knex, ZIP_RETENTION_DAYS)) {
    if (task.zip_stored_name) await ctx.files.delete([task.zip_stored_name]);
    await forgetZip(ctx.knex, task.uuid);
  }
}

/**
 * The end of a batch once every item has its outcome: the zip of the generated PDFs is written
 * (creating_zip) in the local temporary folder, put in the file storage (uploading: the bucket with
 * FILE_STORAGE=s3, so any replica serves its download) and the task completed with its audit
 * entry. A batch where no PDF could be made fails instead. Errors are thrown for a retry, except on
 * the last attempt, which fails the task.
 */
export async function runZip(ctx: DocumentsContext, taskUuid: string, lastAttempt: boolean): Promise<void> {
  const task = await findTask(ctx.knex, taskUuid);
  if (!task) return;
  if (!UNFINISHED_STATUSES.includes(task.status)) {
    await releaseItemFiles(ctx, taskUuid);
    return;
  }
  const counts = await itemCounts(ctx.knex, taskUuid);
  if (counts.pending > 0) return;
  if (counts.done === 0) {
    await setTaskStatus(ctx.knex, taskUuid, UNFINISHED_STATUSES, { status: 'failed', error: BATCH_PDF_SERVER_MESSAGES.noneGenerated });
    return;
  }
  await setTaskStatus(ctx.knex, taskUuid, UNFINISHED_STATUSES, { status: 'creating_zip', upload_progress: 0 });
  const items = await itemsWithStatus(ctx.knex, taskUuid, 'done');
  const names = uniqueNames(items.map((item) => item.file_name ?? `${item.application_uuid}.pdf`));
  const temporary = path.join(ctx.dataDir, 'tmp', 'batch-pdf', `${taskUuid}.zip`);
  const zipName = newStoredName();
  try {
    let shown = 0;
    await writeZip(
      temporary,
      items.map((item, i) => ({ open: async () => (await ctx.files.get(item.stored_name!)).body, name: names[i]! })),
      (written) => {
        const percent = Math.floor((written / items.length) * ZIP_WRITE_SHARE);
        if (percent < shown + 5) return;
        shown = percent;
        setUploadProgress(ctx.knex, taskUuid, percent).catch((err: unknown) => ctx.logger.warn({ err, task: taskUuid }, 'batch zip progress not recorded'));
      },
    );
    await setTaskStatus(ctx.knex, taskUuid, ['creating_zip'], { status: 'uploading', upload_progress: ZIP_WRITE_SHARE });
    await ctx.files.putFile(zipName, temporary, 'application/zip');
    await removeFiles([temporary]);
    const completed = await ctx.knex.transaction(async (trx) => {
      const done = await setTaskStatus(trx, taskUuid, ['uploading'], {
        status: 'completed',
        upload_progress: 100,
        zip_stored_name: zipName,
        zip_file_name: zipFileName(task),
      });
      if (done) {
        await recordAudit(trx, {
          actorUserId: task.requested_by,
          action: 'generate_batch_pdf_zip',
          entity: AUDIT_ENTITY,
          entityId: taskUuid,
          details: { file: zipName, successful: counts.done, failed: counts.failed, office: task.office_code, appointment_date: task.appointment_date },
        });
      }
      return done;
    });
    if (!completed) await ctx.files.delete([zipName]);
  } catch (err) {
    await removeFiles([temporary]);
    await ctx.files.delete([zipName]).catch((deleteErr: unknown) => ctx.logger.warn({ err: deleteErr, task: taskUuid }, 'unfinished batch zip not removed'));
    if (!lastAttempt) throw err;
    ctx.logger.error({ err, task: taskUuid }, 'batch zip failed');
    await setTaskStatus(ctx.knex, taskUuid, UNFINISHED_STATUSES, { status: 'failed', error: BATCH_PDF_SERVER_MESSAGES.zipFailed });
  }
  await releaseItemFiles(ctx, taskUuid);
  await pruneOldZips(ctx);
}
