import { fileMappingsSchema, LEAD_MESSAGES, leadArchiveSchema, withoutNarrowNoBreakSpaces, type LeadChangeAnswer } from '@clinic/contracts';
import { errors, parseWith, type Knex, type TokenKey } from '@clinic/server-kit';
import { recordAudit } from '../audit';
import { downloadLink } from '../downloads';
import {
  type IncomingUpload,
  findFile,
  setFileActive,
  cleanOriginalName,
  type FileStorage,
  checkUploads,
  transactionWithUploads,
  type CheckedUpload,
} from '../files';
import { findLeadByUuid, listApplicants, setLeadsActive, touchLead } from '../lead-records';
import type { Actor } from './staff';

const AUDIT_ENTITY = 'leads';

/** A short-lived link that downloads one of a lead's files (Download in the Files cards). Audited. */
export async function leadFileDownload(knex: Knex, signingKey: TokenKey, fileUuid: string, actor: Actor): Promise<{ download_url: string }> {
  const file = await findFile(knex, fileUuid);
  if (!file) throw errors.notFound('This file does not exist.');
  const url = await downloadLink(signingKey, { storedName: file.stored_name, fileName: file.file_name, mimeType: file.mime_type, disposition: 'attachment' });
  await recordAudit(knex, { actorUserId: actor.userId, action: 'read', entity: AUDIT_ENTITY, entityId: file.lead_uuid, details: { file: fileUuid } });
  return { download_url: url };
}

/** Archives one file of the lead; it leaves the Files cards but stays stored. Audited. */
export async function archiveLeadFile(knex: Knex, leadUuid: string, fileUuid: string, actor: Actor): Promise<LeadChangeAnswer> {
  await knex.transaction(async (trx) => {
    if (!(await setFileActive(trx, leadUuid, fileUuid, false))) throw errors.notFound('This lead has no such file.');
    await touchLead(trx, leadUuid);
    await recordAudit(trx, { actorUserId: actor.userId, action: 'archive', entity: AUDIT_ENTITY, entityId: leadUuid, details: { file: fileUuid } });
  });
  return { msg: LEAD_MESSAGES.fileArchived, error: null };
}

const comparableName = (name: string) => withoutNarrowNoBreakSpaces(cleanOriginalName(name));

/**
 * Staff upload to a lead (multipart `file_mappings` + `uploaded_files`): files named under one of the
 * lead's applicants become that applicant's, the others the lead's common files; each is judged by
 * its bytes and marked uploaded by the staff member. Nothing is kept when any check fails. Audited.
 */
export async function uploadLeadFiles(
  knex: Knex,
  files: FileStorage,
  leadUuid: string,
  actor: Actor & { username: string },
  upload: { fields: Record<string, string>; files: readonly IncomingUpload[] },
): Promise<{ msg: string }> {
  const mappings = upload.fields.file_mappings === undefined ? {} : parseWith(fileMappingsSchema, upload.fields.file_mappings);
  const lead = await findLeadByUuid(knex, leadUuid);
  if (!lead) throw errors.notFound('This lead does not exist.');
  const applicantUuids = new Set((await listApplicants(knex, leadUuid)).map((a) => a.uuid));
  if (Object.keys(mappings).some((uuid) => !applicantUuids.has(uuid))) throw errors.badRequest(LEAD_MESSAGES.unknownApplicant);
  const checked = await checkUploads(upload.files);
  if (checked.length === 0) throw errors.badRequest(LEAD_MESSAGES.noFiles);

  const ownerOfName = new Map<string, string>();
  for (const [applicantUuid, names] of Object.entries(mappings)) for (const name of names) ownerOfName.set(comparableName(name), applicantUuid);
  const byOwner = new Map<string | null, CheckedUpload[]>();
  for (const file of checked) {
    const owner = ownerOfName.get(comparableName(file.fileName)) ?? null;
    byOwner.set(owner, [...(byOwner.get(owner) ?? []), { ...file, fileName: comparableName(file.fileName) }]);
  }

  await transactionWithUploads(knex, files, checked, async (trx, store) => {
    for (const [applicantUuid, files] of byOwner) await store(files, { leadUuid, applicantUuid, uploadedBy: actor.username });
    await touchLead(trx, leadUuid);
    await recordAudit(trx, { actorUserId: actor.userId, action: 'upload', entity: AUDIT_ENTITY, entityId: leadUuid, details: { files: checked.length } });
  });
  return { msg: LEAD_MESSAGES.filesUploaded(checked.length) };
}

/** The bulk Archive of the Leads tab and the Unarchive of one lead; applicants keep their own status. Audited. */
export async function archiveLeads(knex: Knex, body: unknown, actor: Actor): Promise<LeadChangeAnswer> {
  const { lead_uuids: uuids, active_status: active } = parseWith(leadArchiveSchema, body);
  await knex.transaction(async (trx) => {
    const changed = await setLeadsActive(trx, uuids, active);
    if (changed !== new Set(uuids).size) throw errors.notFound('Some of these leads do not exist.');
    await recordAudit(trx, { actorUserId: actor.userId, action: active ? 'unarchive' : 'archive', entity: AUDIT_ENTITY, details: { leads: uuids } });
  });
  return { msg: LEAD_MESSAGES.archiveChanged, error: null };
}
