import { errors, type Knex } from '@clinic/server-kit';
import type { FileStorage } from './file-storage';
import type { IncomingUpload } from './multipart';
import { insertFiles, type NewFileRow } from './repo';
import { cleanOriginalName, detectDocumentKind, newStoredName } from './storage';

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
 * Runs `work` in a transaction in which `store` records checked uploads as lead files. The files are
 * put in the file storage (`DATA_DIR/files/<uuid>`, or the bucket) before the transaction opens: no
 * network call is made inside it (DESIGN.md 3), and a committed row always has its file. When
 * anything fails, including the commit, the stored files are removed with the rolled-back rows, and
 * uploads that `work` did not record are removed after the commit: nothing is kept that no row names.
 */
export async function transactionWithUploads<T>(
  knex: Knex,
  files: FileStorage,
  uploads: readonly CheckedUpload[],
  work: (trx: Knex.Transaction, store: StoreUploads) => Promise<T>,
): Promise<T> {
  const stored: string[] = [];
  const nameOf = new Map<IncomingUpload, string>(uploads.map(({ upload }) => [upload, newStoredName()]));
  const recorded = new Set<string>();
  let result: T;
  try {
    await storeAll(
      files,
      stored,
      uploads.map(({ upload, mime }) => ({ key: nameOf.get(upload)!, path: upload.tempPath, mime })),
    );
    result = await knex.transaction((trx) =>
      work(trx, async (chosen, owner) => {
        const rows: NewFileRow[] = chosen.map(({ upload, fileName, mime }) => {
          const name = nameOf.get(upload);
          if (!name) throw new Error(`upload ${upload.originalName} was not among the uploads of this transaction`);
          return {
            uuid: name,
            lead_uuid: owner.leadUuid,
            applicant_uuid: owner.applicantUuid,
            file_name: fileName,
            stored_name: name,
            mime_type: mime,
            size_bytes: upload.size,
            uploaded_by: owner.uploadedBy,
          };
        });
        await insertFiles(trx, rows);
        for (const row of rows) recorded.add(row.stored_name);
        return rows.length;
      }),
    );
  } catch (err) {
    await discardStored(files, stored);
    throw err;
  }
  await discardStored(
    files,
    stored.filter((name) => !recorded.has(name)),
  );
  return result;
}

/**
 * Puts local files in the storage, two at a time, noting each key in `stored` before its put starts
 * (a put that fails halfway may have left an object: the caller's clean-up removes it too).
 */
export async function storeAll(files: FileStorage, stored: string[], items: ReadonlyArray<{ key: string; path: string; mime: string }>): Promise<void> {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item; item = queue.shift()) {
      stored.push(item.key);
      await files.putFile(item.key, item.path, item.mime);
    }
  };
  const results = await Promise.allSettled([worker(), worker()]);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}

/** Removes files stored for a change that was not committed; a failure here is logged by nobody but must not hide the original error. */
export async function discardStored(files: FileStorage, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  try {
    await files.delete(keys);
  } catch {
    // The original error is what the caller reports; an object left behind is only unused bytes.
  }
}
