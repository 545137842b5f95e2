import type { Store } from './createStore';
import type { StaffSessionState } from './staffSession';

/*
 * The staff session (./staffSession: a pending two-factor enrolment, the server's session info) is
 * staff-only: it loads with the parts that use it (the sign-in page, the admin frame, the account
 * pages, through `@clinic/platform/staff`), never with a visitor's page. What every page needs of it
 * goes through here: the route guard asks whether an enrolment is pending, the API client records one,
 * a new token starts it again. Until the staff session has loaded, this keeps that one flag itself
 * and hands it over when the staff session links in; from then on it answers from the staff session.
 */

interface LinkedStaffSession {
  store: Store<StaffSessionState>;
  setTwoFactorSetupRequired(setupRequired: boolean): void;
  resetStaffSession(): void;
}

let linked: LinkedStaffSession | null = null;
/** `setupRequired` while the staff session has not loaded. */
let pendingSetupRequired = false;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of [...listeners]) listener();
}

/** Called by ./staffSession once it is evaluated. */
export function linkStaffSession(staffSession: LinkedStaffSession): void {
  linked = staffSession;
  staffSession.store.subscribe(notify);
  if (pendingSetupRequired) {
    pendingSetupRequired = false;
    staffSession.setTwoFactorSetupRequired(true);
  }
}

/** True while the token is limited to the two-factor enrolment (`StaffSessionState.setupRequired`). */
export function isTwoFactorSetupRequired(): boolean {
  return linked ? linked.store.getState().setupRequired : pendingSetupRequired;
}

/** Subscribes to the staff session's changes (whether or not it has loaded yet). */
export function subscribeStaffSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** `setTwoFactorSetupRequired` of the staff session. */
export function setTwoFactorSetupRequired(setupRequired: boolean): void {
  if (linked) linked.setTwoFactorSetupRequired(setupRequired);
  else if (pendingSetupRequired !== setupRequired) {
    pendingSetupRequired = setupRequired;
    notify();
  }
}

/** `resetStaffSession` of the staff session. */
export function resetStaffSession(): void {
  if (linked) linked.resetStaffSession();
  else setTwoFactorSetupRequired(false);
}
