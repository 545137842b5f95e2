import {
  DOCUMENT_REQUEST_MESSAGES,
  DOCUMENT_TOKEN_TTL_SECONDS,
  documentCodeEmail,
  documentCodeVerifySchema,
  documentUploadFieldsSchema,
  ERROR_CODES,
  MESSAGE_CODES,
  withoutNarrowNoBreakSpaces,
  type DocumentCodeAnswer,
  type DocumentCodeVerifyAnswer,
  type DocumentRequestApplicant,
  type DocumentRequestInfo,
  type DocumentUploadAnswer,
} from '@clinic/contracts';
import { AppError, errors, parseWith, signToken, type Knex, type TokenKey } from '@clinic/server-kit';
import { type IncomingUpload, cleanOriginalName, type FileStorage, checkUploads, transactionWithUploads, type CheckedUpload } from '../files';
import { leadLanguage, listApplicants, touchLead } from '../lead-records';
import { codeLockedError, type OneTimeCodes } from '../one-time-codes';
import type { Outbox } from '../outbox';
import { signatureHtml, loadPracticeSettings, type PracticeSettingsConfig } from '../practice-settings';
import { findDocumentRequest } from './repo';

export interface DocumentRequestContext {
  knex: Knex;
  codes: OneTimeCodes;
  outbox: Outbox;
  signingKey: TokenKey;
  /** Where the uploaded documents are kept. */
  files: FileStorage;
  /** The practice settings' defaults (the code e-mail names the practice). */
  config: PracticeSettingsConfig;
}

const M = DOCUMENT_REQUEST_MESSAGES;

/**
 * Sends a code to the lead's e-mail. The answer is the same whether or not the request exists, and a
 * code is drawn (and counted against the limit) either way, so the page cannot be used to find
 * request ids; only a real request's lead gets the e-mail.
 */
export async function sendDocumentCode(ctx: DocumentRequestContext, requestUuid: string): Promise<DocumentCodeAnswer> {
  const { code, expiresInMinutes } = await ctx.codes.issue('document-request', requestUuid);
  const request = await findDocumentRequest(ctx.knex, requestUuid);
  if (request) {
    const practice = await loadPracticeSettings(ctx.knex, ctx.config);
    const language = await leadLanguage(ctx.knex, request.lead_uuid);
    const message = documentCodeEmail(
      { language, greetingName: request.first_name, code, expiresInMinutes, practiceName: practice.practice_name },
      { html: signatureHtml(practice), text: practice.practice_name },
    );
    await ctx.outbox.send(ctx.knex, {
      channel: 'email',
      to: request.email,
      ...message,
      meta: { kind: 'document_request_code', language, document_request_uuid: requestUuid },
    });
  }
  return { msg: M.codeSent, message_code: MESSAGE_CODES.documentCodeSent };
}

/** A typed code: accepted, it becomes a document access token that opens this request only. */
export async function verifyDocumentCode(ctx: DocumentRequestContext, requestUuid: string, body: unknown): Promise<DocumentCodeVerifyAnswer> {
  const { token: typed } = parseWith(documentCodeVerifySchema, body);
  const check = await ctx.codes.verify('document-request', requestUuid, typed);
  if (check === 'locked') throw await codeLockedError(ctx.codes, 'document-request', requestUuid, M.tooManyTries);
  if (check !== 'accepted') throw new AppError(400, ERROR_CODES.invalidCode, M.wrongCode);
  return { data: { token: await signToken('document', { sub: requestUuid }, { key: ctx.signingKey, ttlSeconds: DOCUMENT_TOKEN_TTL_SECONDS }) } };
}

/** The document token's request must be the one of the path. */
function requireOwnRequest(claims: { sub?: unknown }, requestUuid: string): void {
  if (claims.sub !== requestUuid) throw errors.forbidden('This code opens another document request.');
}

interface ChecklistLike {
  vaccines?: Array<{ name?: string; description?: string; status?: string; is_optional?: boolean }>;
  lab_tests?: ChecklistLike['vaccines'];
}

/** Items not received yet (a missing status counts as pending); optional items are not asked for. */
function missing(items: ChecklistLike['vaccines']): Array<{ name: string; description: string }> {
  return (items ?? [])
    .filter((item) => item.status !== 'done' && !item.is_optional && item.name)
    .map((item) => ({ name: item.name!, description: item.description ?? '' }));
}

async function requestApplicants(ctx: DocumentRequestContext, requestUuid: string) {
  const request = await findDocumentRequest(ctx.knex, requestUuid);
  if (!request) throw errors.notFound('This document request is no longer open.');
  const applicants = (await listApplicants(ctx.knex, request.lead_uuid)).filter((a) => a.is_active);
  return { request, applicants };
}

/** Per active applicant of the request's lead, the vaccines and lab tests still missing. */
export async function documentRequestInfo(ctx: DocumentRequestContext, requestUuid: string, claims: { sub?: unknown }): Promise<DocumentRequestInfo> {
  requireOwnRequest(claims, requestUuid);
  const { applicants } = await requestApplicants(ctx, requestUuid);
  const shown: DocumentRequestApplicant[] = applicants.map((a) => {
    const checklist = (a.current_checklist ?? {}) as ChecklistLike;
    return {
      uuid: a.uuid,
      first_name: a.first_name,
      middle_name: a.middle_name,
      last_name: a.last_name,
      current_checklist: { vaccines: missing(checklist.vaccines), lab_tests: missing(checklist.lab_tests) },
    };
  });
  return { data: { applicants: shown } };
}

const comparableName = (name: string) => withoutNarrowNoBreakSpaces(cleanOriginalName(name));

/**
 * The applicant's files sent from the page (multipart `file_mappings` + `uploaded_files`): each file
 * must be named in the mapping under one applicant of this request, and is judged by its bytes; they
 * become that applicant's files, uploaded by the client. Nothing is kept when any check fails.
 */
export async function uploadRequestedDocuments(
  ctx: DocumentRequestContext,
  requestUuid: string,
  claims: { sub?: unknown },
  upload: { fields: Record<string, string>; files: readonly IncomingUpload[] },
): Promise<DocumentUploadAnswer> {
  requireOwnRequest(claims, requestUuid);
  const { file_mappings: mappings } = parseWith(documentUploadFieldsSchema, upload.fields);
  const { request, applicants } = await requestApplicants(ctx, requestUuid);
  const checked = await checkUploads(upload.files);
  if (checked.length === 0) throw new AppError(400, ERROR_CODES.noFiles, M.noFiles);

  const ownerOfName = new Map<string, string>();
  for (const applicant of applicants) {
    for (const name of mappings[applicant.uuid] ?? []) ownerOfName.set(comparableName(name), applicant.uuid);
  }
  const byApplicant = new Map<string, CheckedUpload[]>();
  for (const file of checked) {
    const owner = ownerOfName.get(comparableName(file.fileName));
    if (!owner) throw new AppError(400, ERROR_CODES.unmappedFile, M.unmappedFile, { details: { uploaded_files: `${file.fileName}: ${M.unmappedFile}` } });
    byApplicant.set(owner, [...(byApplicant.get(owner) ?? []), { ...file, fileName: comparableName(file.fileName) }]);
  }

  await transactionWithUploads(ctx.knex, ctx.files, checked, async (trx, store) => {
    for (const [applicantUuid, files] of byApplicant) await store(files, { leadUuid: request.lead_uuid, applicantUuid, uploadedBy: 'client' });
    await touchLead(trx, request.lead_uuid);
  });
  return { msg: M.uploaded, message_code: MESSAGE_CODES.documentsUploaded };
}
