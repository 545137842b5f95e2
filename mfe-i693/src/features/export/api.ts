import { I693_EXPORT_COUNT_HEADER, i693ExportFileName, type I693ExportColumn, type I693ExportRequestInput } from '@clinic/contracts';
import { api, buildUrl, clearToken, loginUrlWithNext, navigate, sessionStore } from '@clinic/platform';

const EXPORT_PATH = '/i693-application/export/';

/** The columns an export may hold, with the ones ticked at first. */
export function fetchExportColumns(signal?: AbortSignal): Promise<I693ExportColumn[]> {
  return api.call('GET /i693-application/export/columns/', { signal });
}

export interface ExportedFile {
  blob: Blob;
  /** The server's name for the file. */
  fileName: string;
  /** How many records it holds. */
  count: number;
}

/** The file name of a `Content-Disposition: attachment; filename="…"` header. */
export function attachmentFileName(disposition: string | null): string | null {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return match ? decodeURIComponent(match[1]!) : null;
}

/** The platform's session rules (back-office.md 7): 401 ends the session and asks to sign in again; 403 ends it. */
function endSessionOn(status: number): void {
  if (status === 401) {
    const next = loginUrlWithNext();
    clearToken();
    navigate(next);
  } else if (status === 403) {
    clearToken();
    navigate('/login?lang=en');
  }
}

/**
 * Runs an export and answers the file with its name and record count. Plain fetch with the staff
 * token: the platform client answers bodies only, and both come in response headers.
 */
export async function downloadExport(body: I693ExportRequestInput, signal?: AbortSignal): Promise<ExportedFile> {
  const { token } = sessionStore.getState();
  const res = await fetch(buildUrl(EXPORT_PATH), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
    signal,
  });
  if (!res.ok) {
    endSessionOn(res.status);
    throw new Error(`The export answered ${res.status}`);
  }
  return {
    blob: await res.blob(),
    fileName: attachmentFileName(res.headers.get('Content-Disposition')) ?? i693ExportFileName(body.format),
    count: Number(res.headers.get(I693_EXPORT_COUNT_HEADER) ?? 0),
  };
}
