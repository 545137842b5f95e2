import { isTokenValid } from '@clinic/platform';

/** localStorage key of the document access token (booking-leads-calendar.md 3: kept for the document request). */
export const DOC_ACCESS_TOKEN_KEY = 'doc_access_token';

interface StoredDocToken {
  requestId: string;
  token: string;
}

function isStoredDocToken(value: unknown): value is StoredDocToken {
  const v = value as StoredDocToken | null;
  return !!v && typeof v === 'object' && typeof v.requestId === 'string' && typeof v.token === 'string';
}

/** Where localStorage cannot be written (blocked or full), the token lives in memory until the page is reloaded. */
let inMemory: StoredDocToken | null = null;

function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readStored(): StoredDocToken | null {
  try {
    const raw = localStore()?.getItem(DOC_ACCESS_TOKEN_KEY) ?? null;
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    if (isStoredDocToken(parsed)) return parsed;
  } catch {
    // unreadable: the in-memory copy, if any
  }
  return inMemory;
}

/** The stored token when it opens this request, whether or not it has expired. */
export function storedDocToken(requestId: string): string | null {
  const stored = readStored();
  return stored && stored.requestId === requestId ? stored.token : null;
}

/** True when a token for this request is stored and not past its expiry (the server has the last word). */
export function hasUsableDocToken(requestId: string): boolean {
  return isTokenValid(storedDocToken(requestId));
}

export function storeDocToken(requestId: string, token: string): void {
  const stored: StoredDocToken = { requestId, token };
  try {
    localStore()!.setItem(DOC_ACCESS_TOKEN_KEY, JSON.stringify(stored));
    inMemory = null;
  } catch {
    inMemory = stored;
  }
}

export function forgetDocToken(): void {
  inMemory = null;
  try {
    localStore()?.removeItem(DOC_ACCESS_TOKEN_KEY);
  } catch {
    // nothing could be stored there either
  }
}
