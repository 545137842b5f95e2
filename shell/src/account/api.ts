import type {
  ChangePasswordRequest,
  LoginResponse,
  RecoveryCodesResponse,
  StaffLoginReply,
  StaffSessionInfo,
  TwoFactorLoginRequest,
  TwoFactorSetupResponse,
} from '@clinic/contracts';
import { api } from '@clinic/platform';
import { setStaffSessionInfo } from '@clinic/platform/staff';

/** The calls of two-factor.ts and the own-password change, as the shell's account pages make them. */
export const accountApi = {
  login: (username: string, password: string) => api.post<StaffLoginReply>('/auth/login/', { username, password }),
  loginWithCode: (request: TwoFactorLoginRequest) => api.post<LoginResponse>('/auth/login/two-factor/', request),
  async session(signal?: AbortSignal): Promise<StaffSessionInfo> {
    const info = await api.get<StaffSessionInfo>('/auth/session/', { signal });
    setStaffSessionInfo(info);
    return info;
  },
  keepalive: () => api.post<unknown>('/auth/keepalive/'),
  /** Ends the session of `token` on the server (the browser has already forgotten it, whatever the answer). */
  logout: (token: string) => api.post<unknown>('/auth/logout/', undefined, { skipAuthHandling: true, headers: { Authorization: `Bearer ${token}` } }),
  /** A first enrolment sends nothing; a replacement app (two-factor is on) needs the current password. */
  setup: (password?: string) => api.post<TwoFactorSetupResponse>('/auth/two-factor/setup/', password === undefined ? undefined : { password }),
  confirm: (code: string) => api.post<RecoveryCodesResponse>('/auth/two-factor/confirm/', { code }),
  disable: (password: string) => api.post<{ token?: string } | null>('/auth/two-factor/disable/', { password }),
  newRecoveryCodes: (password: string) => api.post<RecoveryCodesResponse>('/auth/two-factor/recovery-codes/', { password }),
  changePassword: (request: ChangePasswordRequest) => api.post<LoginResponse>('/auth/change-password/', request),
};
