import type { StaffSessionInfo } from '@clinic/contracts';
import { createStore } from './createStore';
import { linkStaffSession } from './staffSessionLink';

/**
 * What the browser knows of the signed-in staff member's session (two-factor.ts): whether the token
 * is limited to the two-factor set-up routes, and the server's session info (idle time, two-factor
 * state) once fetched. Kept per token: a new or cleared token starts it again.
 */
export interface StaffSessionState {
  setupRequired: boolean;
  info: StaffSessionInfo | null;
}

const INITIAL: StaffSessionState = { setupRequired: false, info: null };

export const staffSessionStore = createStore<StaffSessionState>(INITIAL);

export function setTwoFactorSetupRequired(setupRequired: boolean): void {
  staffSessionStore.setState({ setupRequired });
}

export function setStaffSessionInfo(info: StaffSessionInfo): void {
  staffSessionStore.setState({ info, setupRequired: info.two_factor_setup_required });
}

export function resetStaffSession(): void {
  staffSessionStore.setState(INITIAL);
}

// The platform's own code (the API client, setToken) reaches this store through the link once it has loaded.
linkStaffSession({ store: staffSessionStore, setTwoFactorSetupRequired, resetStaffSession });
