import type { StaffAccount, StaffAccountCreate, StaffRole } from '@clinic/contracts';
import { api } from '@clinic/platform';

/** The Staff screen's calls (admins only; the server checks). Failures reject with the platform's ApiRequestError. */

export function fetchStaffAccounts(signal?: AbortSignal): Promise<StaffAccount[]> {
  return api.call('GET /admin/staff-accounts/', { signal });
}

/** A new account without a password: the server e-mails its set-password link. */
export function createStaffAccount(input: StaffAccountCreate): Promise<StaffAccount> {
  return api.call('POST /admin/staff-accounts/', { body: input });
}

export function changeStaffRole(id: number, role: StaffRole): Promise<StaffAccount> {
  return api.call('PUT /admin/staff-accounts/:id/role/', { params: { id }, body: { role } });
}

export function deactivateStaffAccount(id: number): Promise<StaffAccount> {
  return api.call('POST /admin/staff-accounts/:id/deactivate/', { params: { id } });
}

export function reactivateStaffAccount(id: number): Promise<StaffAccount> {
  return api.call('POST /admin/staff-accounts/:id/reactivate/', { params: { id } });
}

export function sendStaffPasswordReset(id: number): Promise<{ msg: string }> {
  return api.call('POST /admin/staff-accounts/:id/password-reset/', { params: { id } });
}

/** Removes the account's authenticator and recovery codes; its sessions end. */
export function resetStaffTwoFactor(id: number): Promise<StaffAccount> {
  return api.call('POST /admin/staff-accounts/:id/two-factor/reset/', { params: { id } });
}
