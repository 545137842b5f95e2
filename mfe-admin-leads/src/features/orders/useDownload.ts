import { isApiRequestError, saveBlob } from '@clinic/platform';
import { useState } from 'react';

export interface DownloadOutcome {
  type: 'success' | 'error';
  text: string;
}

export interface DownloadTexts {
  /** Said once the file is saved. */
  done: string;
  /** Said when no answer came or the server failed. */
  failed: string;
}

/** The server's message of a refusal (400, 404, 409 unpaid...) or of a missing connection; else `fallback`. */
function failureText(err: unknown, fallback: string): string {
  return isApiRequestError(err) && err.status < 500 ? err.message : fallback;
}

/**
 * One document download at a time: `busy` names the one in flight (its button shows it) and
 * `outcome` says how the last one ended.
 */
export function useDownload<Key extends string>() {
  const [busy, setBusy] = useState<Key | null>(null);
  const [outcome, setOutcome] = useState<DownloadOutcome | null>(null);

  /** Fetches the file and saves it as `fileName`; resolves true once saved. */
  async function download(key: Key, fetchFile: () => Promise<Blob>, fileName: string, texts: DownloadTexts): Promise<boolean> {
    if (busy) return false;
    setBusy(key);
    setOutcome(null);
    try {
      saveBlob(await fetchFile(), fileName);
      setOutcome({ type: 'success', text: texts.done });
      return true;
    } catch (err) {
      setOutcome({ type: 'error', text: failureText(err, texts.failed) });
      return false;
    } finally {
      setBusy(null);
    }
  }

  return { busy, outcome, download };
}
