import {
  DEFAULT_LANGUAGE,
  I693_DOCUMENT_KIND,
  I693_EXISTING_TYPE,
  I693_MESSAGES,
  I693_UPLOAD_FIELD,
  i693ApplicationFieldsSchema,
  i693UploadOf,
  type I693ApplicationFields,
  type I693Upload,
} from '@clinic/contracts';
import { AppError, errors, isUniqueViolation, parseWith, type Knex, type Logger } from '@clinic/server-kit';
import { recordAudit } from '../../audit';
import { recordBookingLinksForNewlyBookable, type BookingLinkContext } from '../../booking-link';
import {
  type IncomingUpload,
  type FileStorage,
  cleanOriginalName,
  detectDocumentKind,
  newStoredName,
  type DocumentKind,
  discardStored,
  storeAll,
} from '../../files';
import { findApplicantByPerson, findLeadByEmail } from '../../lead-records';
import { ensureLeadForEmail } from '../../leads';
import { findActiveDuplicate, insertApplication, insertDocuments, type NewDocument } from '../records';

/** The documents of a submission: front and back of the photo ID, and the drawn signature. */
export const I693_MAX_FILES = 3;

const ACCEPTED: Record<I693Upload, readonly DocumentKind[]> = {
  front: ['png', 'jpg', 'pdf'],
  back: ['png', 'jpg', 'pdf'],
  signature: ['png'],
};

const EXISTS = 'APPLICATION_EXISTS';

function existing(): AppError {
  return new AppError(400, EXISTS, I693_MESSAGES.existing, { type: I693_EXISTING_TYPE });
}

interface CheckedDocument {
  upload: IncomingUpload;
  part: I693Upload;
  fileName: string;
  mime: string;
}

/**
 * Sorts the uploaded files into front, back and signature by their name's prefix and checks each
 * one's type from its bytes; the photo ID's two sides and the signature are all required.
 */
async function checkDocuments(uploads: readonly IncomingUpload[]): Promise<CheckedDocument[]> {
  const byPart = new Map<I693Upload, IncomingUpload>();
  for (const upload of uploads) {
    if (upload.field !== I693_UPLOAD_FIELD || (upload.size === 0 && !upload.originalName)) continue;
    const part = i693UploadOf(upload.originalName);
    if (!part) throw errors.badRequest('Only the front and back of the photo ID and the signature can be uploaded.');
    if (byPart.has(part)) throw errors.badRequest('Upload one file per side of the photo ID.');
    byPart.set(part, upload);
  }
  if (!byPart.has('front') || !byPart.has('back'))
    throw errors.badRequest(I693_MESSAGES.idFilesRequired, { details: { uploaded_files: I693_MESSAGES.idFilesRequired } });
  if (!byPart.has('signature')) throw errors.badRequest(I693_MESSAGES.signatureRequired, { details: { signature: I693_MESSAGES.signatureRequired } });
  const checked: CheckedDocument[] = [];
  for (const [part, upload] of byPart) {
    const kind = upload.size > 0 ? await detectDocumentKind(upload.tempPath) : undefined;
    if (!kind || !ACCEPTED[part].includes(kind.kind)) {
      throw errors.unsupportedType(part === 'signature' ? 'The signature must be a PNG image.' : I693_MESSAGES.idFileType);
    }
    checked.push({ upload, part, fileName: cleanOriginalName(upload.originalName), mime: kind.mime });
  }
  return checked;
}

/**
 * Where the application belongs: the applicant with the same e-mail, names and birth date under
 * the lead of that e-mail; with no such lead, a new system-generated lead whose first applicant is
 * this person; with a lead but no such applicant, unmatched (staff link it later).
 */
async function placeApplication(trx: Knex.Transaction, fields: I693ApplicationFields): Promise<{ leadUuid: string; applicantUuid: string | null }> {
  const person = { first_name: fields.first_name, middle_name: fields.middle_name, last_name: fields.last_name, dob: fields.dob };
  let lead = await findLeadByEmail(trx, fields.email);
  if (!lead) {
    await ensureLeadForEmail(trx, { ...person, email: fields.email, phone: fields.phone }, { systemGenerated: true });
    lead = await findLeadByEmail(trx, fields.email);
    if (!lead) throw new Error(`lead of ${fields.email} neither created nor found`);
  }
  const applicantUuid = (await findApplicantByPerson(trx, lead.uuid, person)) ?? null;
  return { leadUuid: lead.uuid, applicantUuid };
}

/** The index that allows one active application per person (see the migration). */
export const ONE_ACTIVE_PER_PERSON = 'i693_applications_one_active_per_person';

export function isSecondActiveApplication(err: unknown): boolean {
  return isUniqueViolation(err, ONE_ACTIVE_PER_PERSON);
}

/**
 * A submitted I-693 form (public-site.md 4 "I-693 submit"): validates the fields with the form's own
 * rules, checks the documents, refuses a second active application of the same person (400, type
 * existing; the unique index decides between concurrent submissions), then in one transaction links
 * it to its lead and applicant and records the documents, put in the file storage just before.
 * Nothing is kept when any step fails.
 */
export async function submitApplication(
  ctx: BookingLinkContext,
  files: FileStorage,
  logger: Logger,
  request: { fields: Record<string, string>; files: readonly IncomingUpload[] },
): Promise<{ uuid: string; matched: boolean }> {
  const { knex } = ctx;
  const fields = parseWith(i693ApplicationFieldsSchema, request.fields);
  const documents = await checkDocuments(request.files);
  if (await findActiveDuplicate(knex, fields)) throw existing();

  const stored: string[] = [];
  const names = documents.map(() => newStoredName());
  try {
    // Stored before the transaction opens (no network call inside it), removed again if it fails.
    await storeAll(
      files,
      stored,
      documents.map((d, i) => ({ key: names[i]!, path: d.upload.tempPath, mime: d.mime })),
    );
    return await knex.transaction(async (trx) => {
      const { leadUuid, applicantUuid } = await placeApplication(trx, fields);
      const uuid = await insertApplication(trx, {
        ...fields,
        language: fields.language ?? DEFAULT_LANGUAGE,
        lead_uuid: leadUuid,
        applicant_uuid: applicantUuid,
      });
      const rows: NewDocument[] = documents.map((d, i) => ({
        application_uuid: uuid,
        kind: I693_DOCUMENT_KIND[d.part],
        file_name: d.fileName,
        stored_name: names[i]!,
        mime_type: d.mime,
        size_bytes: d.upload.size,
      }));
      await insertDocuments(trx, rows);
      await recordAudit(trx, { actorUserId: null, action: 'create', entity: 'i693_application', entityId: uuid, details: { matched: applicantUuid !== null } });
      if (applicantUuid) await recordBookingLinksForNewlyBookable(ctx, trx, [applicantUuid]);
      logger.info({ application: uuid, lead: leadUuid, matched: applicantUuid !== null }, 'i693 application submitted');
      return { uuid, matched: applicantUuid !== null };
    });
  } catch (err) {
    await discardStored(files, stored);
    if (isSecondActiveApplication(err)) throw existing();
    throw err;
  }
}
