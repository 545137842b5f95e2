/** Browser storage keys of the spec (public-site.md 3, booking-leads-calendar.md 3). */
export const STORAGE_KEYS = {
  token: 'jToken',
  bookingAccessToken: 'booking_access_token',
  bookingEmail: 'booking_email',
  bookingApplicants: 'booking_applicants',
  requestToken: 't_t',
  languagePopupDone: 'languagePopupDone',
  currentLanguage: 'currentLanguage',
} as const;

// localStorage throws in some privacy modes and is absent outside the browser; the session then lives in memory only.
function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}

export function readItem(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string | null): void {
  try {
    const s = storage();
    if (!s) return;
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
  } catch {
    // quota or privacy mode: the in-memory store still holds the value
  }
}

export function readJson<T>(key: string, isValid: (value: unknown) => value is T, fallback: T): T {
  const raw = readItem(key);
  if (raw === null) return fallback;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isValid(parsed) ? parsed : fallback;
  } catch {
    return fallback;
  }
}
