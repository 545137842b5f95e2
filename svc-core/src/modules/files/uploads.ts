import { promises as fs } from 'node:fs';
import { errors, type Knex } from '@clinic/server-kit';
import type { IncomingUpload } from './multipart';
import { insertFiles, type NewFileRow } from './repo';
import { cleanOriginalName, detectDocumentKind, filesDir, newStoredName, removeFiles, storedPath } from './storage';

/** The multipart field carrying a lead's documents (repeated). */
export const UPLOAD_FIELD = 'uploaded_files';

export const UNSUPPORTED_FILE_MESSAGE = 'Only images (PNG, JPEG, GIF, WEBP, HEIC), PDF, DOC and DOCX files can be uploaded.';

/** An upload whose bytes were judged a document; `fileName` is its cleaned original name. */
export interface CheckedUpload {
  upload: IncomingUpload;
  fileName: string;
  mime: string;
}

/** Checks each document's type from its bytes; browsers send an empty unnamed part for an empty file input. */
export async function checkUploads(uploads: readonly IncomingUpload[]): Promise<CheckedUpload[]> {
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

/** Whose files they become: a lead's, one applicant's when set; `uploadedBy` is 'client' or a staff username. */
export interface UploadOwner {
  leadUuid: string;
  applicantUuid: string | null;
  uploadedBy: string;
}

export type StoreUploads = (uploads: readonly CheckedUpload[], owner: UploadOwner) => Promise<number>;

/**
 * Runs `work` in a transaction in which `store` records checked uploads as lead files and moves them
 * from the incoming folder to `DATA_DIR/files/<uuid>`. When anything fails, the moved files are
 * removed with the rolled-back rows: nothing is kept.
 */
export async function transactionWithUploads<T>(knex: Knex, dataDir: string, work: (trx: Knex.Transaction, store: StoreUploads) => Promise<T>): Promise<T> {
  await fs.mkdir(filesDir(dataDir), { recursive: true });
  const moved: string[] = [];
  try {
    return await knex.transaction((trx) =>
      work(trx, async (uploads, owner) => {
        const rows: NewFileRow[] = uploads.map(({ upload, fileName, mime }) => {
          const stored = newStoredName();
          return {
            uuid: stored,
            lead_uuid: owner.leadUuid,
            applicant_uuid: owner.applicantUuid,
            file_name: fileName,
            stored_name: stored,
            mime_type: mime,
            size_bytes: upload.size,
            uploaded_by: owner.uploadedBy,
          };
        });
        await insertFiles(trx, rows);
        for (const [i, row] of rows.entries()) {
          const target = storedPath(dataDir, row.stored_name);
          await fs.rename(uploads[i]!.upload.tempPath, target);
          moved.push(target);
        }
        return rows.length;
      }),
    );
  } catch (err) {
    await removeFiles(moved);
    throw err;
  }
}
