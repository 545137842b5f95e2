import { clearToken, sessionStore } from '@clinic/platform';
import { navigateTo } from '../routing/location';
import { accountApi } from './api';

/** Forgets the token at once, goes to `to`, and ends the session on the server (best effort). */
export function signOut(to: string, options: { replace?: boolean } = {}): void {
  const { token } = sessionStore.getState();
  clearToken();
  navigateTo(to, options);
  if (token) accountApi.logout(token).catch(() => undefined);
}
