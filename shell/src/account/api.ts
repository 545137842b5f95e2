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
  login: (username: string, password: string): Promise<StaffLoginReply> => api.call('POST /auth/login/', { body: { username, password } }),
  loginWithCode: (request: TwoFactorLoginRequest): Promise<LoginResponse> => api.call('POST /auth/login/two-factor/', { body: request }),
  async session(signal?: AbortSignal): Promise<StaffSessionInfo> {
    const info = await api.call('GET /auth/session/', { signal });
    setStaffSessionInfo(info);
    return info;
  },
  keepalive: (): Promise<StaffSessionInfo> => api.call('POST /auth/keepalive/'),
  /** Ends the session of `token` on the server (the browser has already forgotten it, whatever the answer). */
  logout: (token: string): Promise<null> => api.call('POST /auth/logout/', { skipAuthHandling: true, headers: { Authorization: `Bearer ${token}` } }),
  /** A first enrolment sends nothing; a replacement app (two-factor is on) needs the current password. */
  setup: (password?: string): Promise<TwoFactorSetupResponse> =>
    api.call('POST /auth/two-factor/setup/', { body: password === undefined ? undefined : { password } }),
  confirm: (code: string): Promise<RecoveryCodesResponse> => api.call('POST /auth/two-factor/confirm/', { body: { code } }),
  // The reply is the session (StaffSessionInfo); a token, were one sent, replaces the current one.
  disable: (password: string) => api.post<{ token?: string } | null>('/auth/two-factor/disable/', { password }),
  newRecoveryCodes: (password: string): Promise<RecoveryCodesResponse> => api.call('POST /auth/two-factor/recovery-codes/', { body: { password } }),
  changePassword: (request: ChangePasswordRequest): Promise<LoginResponse> => api.call('POST /auth/change-password/', { body: request }),
};
