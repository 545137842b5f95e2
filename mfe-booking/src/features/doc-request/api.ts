import { createApiClient } from '@clinic/platform';
import type { DocumentCodeAnswer, DocumentRequestApplicant, DocumentUploadAnswer } from '@clinic/contracts';
import { forgetDocToken, storedDocToken } from './tokenStorage';
import { namesForUpload } from './uploadNames';

/** The calls the document access token opens: what is missing, and the upload. */
const TOKEN_CALL = /^\/appointments\/request\/docs\/link\/([^/]+)\/(?:info|files\/)$/;

/** The document request client: the token calls carry the stored document token of their request; a 401 or 403 drops it. */
const docRequestApi = createApiClient({
  bearer(path) {
    const match = TOKEN_CALL.exec(path);
    return match ? storedDocToken(decodeURIComponent(match[1]!)) : null;
  },
  onAuthFailure(_status, path) {
    if (TOKEN_CALL.test(path)) forgetDocToken();
  },
});

/** Asks the server to e-mail a code to the address the request was sent to; the answer (its text and code) says so. */
export function requestDocumentCode(requestId: string): Promise<DocumentCodeAnswer> {
  return docRequestApi.call('GET /appointments/request/docs/link/:id/token', { params: { id: requestId } });
}

/** Checks a typed code; the answer is the document access token of the request. */
export async function verifyDocumentCode(requestId: string, code: string): Promise<string> {
  const answer = await docRequestApi.call('POST /appointments/request/docs/link/:id/token/verify/', { params: { id: requestId }, body: { token: code } });
  return answer.data.token;
}

/** The request's applicants with their missing vaccines and lab tests. */
export async function loadRequestApplicants(requestId: string, signal?: AbortSignal): Promise<DocumentRequestApplicant[]> {
  const answer = await docRequestApi.call('GET /appointments/request/docs/link/:id/info', { params: { id: requestId }, signal });
  return answer.data.applicants;
}

export interface ApplicantFiles {
  applicantUuid: string;
  files: readonly File[];
}

/** Sends the chosen files: `file_mappings` names each applicant's files among `uploaded_files`. */
export function uploadRequestedFiles(requestId: string, chosen: readonly ApplicantFiles[]): Promise<DocumentUploadAnswer> {
  const withFiles = chosen.filter((c) => c.files.length > 0);
  const names = namesForUpload(withFiles.map((c) => c.files));
  const form = new FormData();
  form.append('file_mappings', JSON.stringify(Object.fromEntries(withFiles.map((c, i) => [c.applicantUuid, names[i]]))));
  withFiles.forEach((c, i) => c.files.forEach((file, j) => form.append('uploaded_files', file, names[i]![j])));
  return docRequestApi.call('POST /appointments/request/docs/link/:id/files/', { params: { id: requestId }, body: form });
}
