import type { StaffAccount, StaffAccountCreate, StaffRole } from '@clinic/contracts';
import { api } from '@clinic/platform';

/** The Staff screen's calls (admins only; the server checks). Failures reject with the platform's ApiRequestError. */

const accountPath = (id: number, action: string) => `/admin/staff-accounts/${id}/${action}/`;

export function fetchStaffAccounts(signal?: AbortSignal): Promise<StaffAccount[]> {
  return api.get<StaffAccount[]>('/admin/staff-accounts/', { signal });
}

/** A new account without a password: the server e-mails its set-password link. */
export function createStaffAccount(input: StaffAccountCreate): Promise<StaffAccount> {
  return api.post<StaffAccount>('/admin/staff-accounts/', input);
}

export function changeStaffRole(id: number, role: StaffRole): Promise<StaffAccount> {
  return api.put<StaffAccount>(accountPath(id, 'role'), { role });
}

export function deactivateStaffAccount(id: number): Promise<StaffAccount> {
  return api.post<StaffAccount>(accountPath(id, 'deactivate'));
}

export function reactivateStaffAccount(id: number): Promise<StaffAccount> {
  return api.post<StaffAccount>(accountPath(id, 'reactivate'));
}

export function sendStaffPasswordReset(id: number): Promise<{ msg: string }> {
  return api.post<{ msg: string }>(accountPath(id, 'password-reset'));
}

/** Removes the account's authenticator and recovery codes; its sessions end. */
export function resetStaffTwoFactor(id: number): Promise<StaffAccount> {
  return api.post<StaffAccount>(accountPath(id, 'two-factor/reset'));
}
