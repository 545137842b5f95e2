import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode, type UserProfile } from '@clinic/contracts';
import { createStore } from './createStore';
import { resetStaffSession } from './staffSessionLink';
import { readItem, readJson, STORAGE_KEYS, writeItem } from './storage';
import { isTokenValid } from './token';

export type MessageType = 'info' | 'success' | 'warning' | 'error';

export interface AppMessage {
  /** Timestamp prefix plus a sequence number: two identical texts are still two distinct messages. */
  id: string;
  text: string;
  type: MessageType;
  /** When it was raised (ms since epoch); the dialog shows it as the message's prefix. */
  timestamp: number;
}

export interface BookingSession {
  accessToken: string | null;
  email: string | null;
  applicants: unknown[];
}

/** The shared store of public-site.md 3 ("Session data") plus the booking session. */
export interface SessionState {
  languagePopupDisplayed: boolean;
  languagePopupDone: boolean;
  isLoading: boolean;
  loadingCount: number;
  appMessage: AppMessage | null;
  currentLanguage: LanguageCode;
  token: string | null;
  user: UserProfile | null;
  booking: BookingSession;
}

function isUnknownArray(value: unknown): value is unknown[] {
  return Array.isArray(value);
}

/** The state as the browser's storage holds it now. */
export function stateFromStorage(): SessionState {
  const lang = readItem(STORAGE_KEYS.currentLanguage);
  return {
    languagePopupDisplayed: false,
    languagePopupDone: readItem(STORAGE_KEYS.languagePopupDone) === 'true',
    isLoading: false,
    loadingCount: 0,
    appMessage: null,
    currentLanguage: isLanguageCode(lang) ? lang : DEFAULT_LANGUAGE,
    token: readItem(STORAGE_KEYS.token),
    user: null,
    booking: {
      accessToken: readItem(STORAGE_KEYS.bookingAccessToken),
      email: readItem(STORAGE_KEYS.bookingEmail),
      applicants: readJson(STORAGE_KEYS.bookingApplicants, isUnknownArray, []),
    },
  };
}

export const sessionStore = createStore<SessionState>(stateFromStorage());

/** Re-reads everything from storage (another tab changed it, or a test prepared it). */
export function hydrateSession(): void {
  sessionStore.setState(stateFromStorage());
}

export function setToken(token: string | null): void {
  writeItem(STORAGE_KEYS.token, token);
  if (token !== sessionStore.getState().token) resetStaffSession();
  sessionStore.setState(token === null ? { token: null, user: null } : { token });
}

export function clearToken(): void {
  setToken(null);
}

export function setUser(user: UserProfile | null): void {
  sessionStore.setState({ user });
}

export function isAuthenticated(token: string | null = sessionStore.getState().token): boolean {
  return isTokenValid(token);
}

export function setBookingSession(session: Partial<BookingSession>): void {
  const next = { ...sessionStore.getState().booking, ...session };
  writeItem(STORAGE_KEYS.bookingAccessToken, next.accessToken);
  writeItem(STORAGE_KEYS.bookingEmail, next.email);
  writeItem(STORAGE_KEYS.bookingApplicants, JSON.stringify(next.applicants));
  sessionStore.setState({ booking: next });
}

export function clearBookingSession(): void {
  writeItem(STORAGE_KEYS.bookingAccessToken, null);
  writeItem(STORAGE_KEYS.bookingEmail, null);
  writeItem(STORAGE_KEYS.bookingApplicants, null);
  sessionStore.setState({ booking: { accessToken: null, email: null, applicants: [] } });
}

export function beginLoading(): void {
  sessionStore.setState((s) => ({ loadingCount: s.loadingCount + 1, isLoading: true }));
}

export function endLoading(): void {
  sessionStore.setState((s) => {
    const loadingCount = Math.max(0, s.loadingCount - 1);
    return { loadingCount, isLoading: loadingCount > 0 };
  });
}

/** Shows the global loading state while the promise runs; parallel calls overlap correctly. */
export async function withLoading<T>(work: Promise<T> | (() => Promise<T>)): Promise<T> {
  beginLoading();
  try {
    return await (typeof work === 'function' ? work() : work);
  } finally {
    endLoading();
  }
}

let messageSeq = 0;

/** Raises a message in the global message dialog (public-site.md 4: timestamp-prefixed so identical text shows again). */
export function showMessage(text: string, type: MessageType = 'info'): AppMessage {
  const timestamp = Date.now();
  messageSeq += 1;
  const appMessage: AppMessage = { id: `${timestamp}-${messageSeq}`, text, type, timestamp };
  sessionStore.setState({ appMessage });
  return appMessage;
}

export function clearMessage(): void {
  sessionStore.setState({ appMessage: null });
}

/** The text as the dialog shows it: a local time prefix, then the message. */
export function formatMessage(message: AppMessage, locale?: string): string {
  const time = new Date(message.timestamp).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  return `${time} ${message.text}`;
}

export function setLanguagePopupDisplayed(displayed: boolean): void {
  sessionStore.setState({ languagePopupDisplayed: displayed });
}

/** The one-time language popup has been answered in this browser. */
export function markLanguagePopupDone(): void {
  writeItem(STORAGE_KEYS.languagePopupDone, 'true');
  sessionStore.setState({ languagePopupDone: true, languagePopupDisplayed: false });
}

/** Stores the language choice; i18n's setLanguage calls this and also switches the page. */
export function setCurrentLanguage(code: LanguageCode): void {
  writeItem(STORAGE_KEYS.currentLanguage, code);
  sessionStore.setState({ currentLanguage: code });
}
