/**
 * `@clinic/platform/staff`: the staff-only part of the platform singleton, shared like
 * `@clinic/platform` (one copy in the browser) but loaded only by the parts that import it (the
 * sign-in page, the admin frame, the account pages), never with a visitor's page.
 */
export { staffSessionStore, setTwoFactorSetupRequired, setStaffSessionInfo, resetStaffSession, type StaffSessionState } from './session/staffSession';
