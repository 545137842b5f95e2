import { promises as fs } from 'node:fs';
import { appointmentRequestFieldsSchema, PROFANITY_ALERT, PROFANITY_ALERT_MESSAGE, type AppointmentRequestFields } from '@clinic/contracts';
import { AppError, containsProfanity, errors, parseWith, type Knex } from '@clinic/server-kit';
import { insertFiles, type NewFileRow } from '../files/repo';
import type { IncomingUpload } from '../files/multipart';
import { cleanOriginalName, detectDocumentKind, filesDir, newStoredName, removeFiles, storedPath } from '../files/storage';
import { placeApplicant, type ApplicantPlacement } from '../leads/service';

/** The multipart field carrying the applicant's documents (repeated). */
export const UPLOAD_FIELD = 'uploaded_files';
/** Most documents one request may carry. */
export const MAX_APPOINTMENT_FILES = 10;

export const UNSUPPORTED_FILE_MESSAGE = 'Only images (PNG, JPEG, GIF, WEBP, HEIC), PDF, DOC and DOCX files can be uploaded.';

interface CheckedUpload {
  upload: IncomingUpload;
  fileName: string;
  mime: string;
}

/** Checks each document's type from its bytes; browsers send an empty unnamed part for an empty file input. */
async function checkUploads(uploads: readonly IncomingUpload[]): Promise<CheckedUpload[]> {
  const checked: CheckedUpload[] = [];
  for (const upload of uploads) {
    if (upload.field !== UPLOAD_FIELD) continue;
    if (upload.size === 0 && !upload.originalName) continue;
    const kind = upload.size > 0 ? await detectDocumentKind(upload.tempPath) : undefined;
    const fileName = cleanOriginalName(upload.originalName);
    if (!kind) throw errors.unsupportedType(`${fileName}: ${UNSUPPORTED_FILE_MESSAGE}`);
    checked.push({ upload, fileName, mime: kind.mime });
  }
  return checked;
}

function refuseProfanity(fields: AppointmentRequestFields): void {
  if (containsProfanity(fields.first_name, fields.middle_name, fields.last_name)) {
    throw new AppError(400, PROFANITY_ALERT, PROFANITY_ALERT_MESSAGE);
  }
}

/**
 * A public appointment request (public-site.md 3 and 4): validates the fields, refuses profanity and
 * documents that are not images, PDF or Word files, then in one transaction places the person under
 * the lead of their e-mail and records the documents, moving them from the incoming folder to
 * `DATA_DIR/files/<uuid>`. Nothing is kept when any step fails. Location and insurance are not sent
 * by the form and not read here.
 */
export async function submitAppointmentRequest(
  knex: Knex,
  dataDir: string,
  request: { fields: Record<string, string>; files: readonly IncomingUpload[] },
): Promise<ApplicantPlacement & { files: number }> {
  const fields = parseWith(appointmentRequestFieldsSchema, request.fields);
  refuseProfanity(fields);
  const uploads = await checkUploads(request.files);

  await fs.mkdir(filesDir(dataDir), { recursive: true });
  const moved: string[] = [];
  try {
    return await knex.transaction(async (trx) => {
      const placement = await placeApplicant(trx, fields);
      const rows: NewFileRow[] = uploads.map(({ upload, fileName, mime }) => {
        const stored = newStoredName();
        return {
          uuid: stored,
          lead_uuid: placement.leadUuid,
          applicant_uuid: placement.applicantUuid,
          file_name: fileName,
          stored_name: stored,
          mime_type: mime,
          size_bytes: upload.size,
          uploaded_by: 'client',
        };
      });
      await insertFiles(trx, rows);
      for (const [i, row] of rows.entries()) {
        const target = storedPath(dataDir, row.stored_name);
        await fs.rename(uploads[i]!.upload.tempPath, target);
        moved.push(target);
      }
      return { ...placement, files: rows.length };
    });
  } catch (err) {
    await removeFiles(moved);
    throw err;
  }
}
