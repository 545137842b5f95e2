import type { StaffMfaMode } from '@clinic/contracts';

/** Whether STAFF_MFA makes this account enrol before it may use the back office. */
export function twoFactorRequiredFor(mode: StaffMfaMode, account: { is_admin: boolean }): boolean {
  return mode === 'required' || (mode === 'admins' && account.is_admin);
}
