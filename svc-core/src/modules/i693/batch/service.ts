import { randomUUID } from 'node:crypto';
import { BATCH_PDF_SERVER_MESSAGES, ERROR_CODES, type BatchPdfRequest, type BatchPdfStarted, type BatchPdfTask } from '@clinic/contracts';
import { AppError, errors, isUuid } from '@clinic/server-kit';
import { recordAudit } from '../../audit';
import { downloadLink } from '../../downloads';
import { documentAppointment, type Actor, type DocumentsContext } from '../documents';
import type { BatchPdf } from './queue';
import { existingApplications, findTask, insertTask, itemCounts, setTaskStatus, UNFINISHED_STATUSES } from './repo';

const S = BATCH_PDF_SERVER_MESSAGES;
const unavailable = () => new AppError(503, ERROR_CODES.unavailable, S.unavailable);

/**
 * `POST /i693-application/batch-pdf/`: records a batch of the applications' PDFs for one office and
 * appointment date (with its audit entry) and queues it; answers its id. Every id must name an
 * application: unknown ones are refused together (400, listed in `unknown_application_uuids`), as
 * the selection they came from is out of date. Repeated ids count once.
 */
export async function startBatchPdf(ctx: DocumentsContext, batchPdf: BatchPdf | undefined, request: BatchPdfRequest, actor: Actor): Promise<BatchPdfStarted> {
  if (!batchPdf) throw unavailable();
  const appointment = await documentAppointment(ctx.knex, request);
  const uuids = [...new Set(request.application_uuids.map((id) => id.trim().toLowerCase()))];
  const existing = await existingApplications(ctx.knex, uuids);
  const unknown = uuids.filter((id) => !existing.has(id));
  if (unknown.length > 0) {
    const msg = S.unknownApplications(unknown.length);
    throw new AppError(400, ERROR_CODES.validation, msg, { details: { application_uuids: msg }, unknown_application_uuids: unknown });
  }
  const taskUuid = randomUUID();
  await ctx.knex.transaction(async (trx) => {
    await insertTask(trx, {
      uuid: taskUuid,
      office_code: appointment.office.code,
      appointment_date: appointment.date,
      force_regenerate: request.force_regenerate,
      requested_by: actor.userId,
      application_uuids: uuids,
    });
    await recordAudit(trx, {
      actorUserId: actor.userId,
      action: 'start_batch_pdf',
      entity: 'i693_batch_task',
      entityId: taskUuid,
      details: { office: appointment.office.code, appointment_date: appointment.date, force_regenerate: request.force_regenerate, applications: uuids },
    });
  });
  try {
    await batchPdf.enqueue(taskUuid, uuids);
  } catch (err) {
    ctx.logger.error({ err, task: taskUuid }, 'batch PDF could not be queued');
    await setTaskStatus(ctx.knex, taskUuid, UNFINISHED_STATUSES, { status: 'failed', error: S.unavailable });
    throw unavailable();
  }
  return { task_id: taskUuid };
}

/**
 * `GET /i693-application/batch-pdf/{task_id}/`: the task's status and counts for any internal staff
 * member; the zip's download link only for the one who started it.
 */
export async function batchPdfTask(ctx: DocumentsContext, taskId: string, actor: Actor): Promise<BatchPdfTask> {
  const task = isUuid(taskId) ? await findTask(ctx.knex, taskId) : undefined;
  if (!task) throw errors.notFound(S.taskNotFound);
  const counts = await itemCounts(ctx.knex, task.uuid);
  const ownZip = task.requested_by === actor.userId && task.zip_stored_name && task.zip_file_name;
  return {
    task_id: task.uuid,
    status: task.status,
    progress: {
      completed: counts.done + counts.failed,
      total: task.total,
      successful: counts.done,
      failed: counts.failed,
      upload_progress: task.upload_progress,
    },
    result:
      task.status === 'completed'
        ? {
            stats: { successful: counts.done, failed: counts.failed },
            folder_link: ownZip
              ? await downloadLink(ctx.signingKey, {
                  storedName: task.zip_stored_name!,
                  fileName: task.zip_file_name!,
                  mimeType: 'application/zip',
                  disposition: 'attachment',
                })
              : null,
          }
        : null,
    error: task.error,
  };
}
