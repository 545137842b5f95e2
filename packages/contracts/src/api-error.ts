/** Every error reply of every service: `{ error: CODE, msg, ...extra }` (DESIGN.md section 2). */
export const ERROR_CODES = {
  validation: 'VALIDATION_ERROR',
  badJson: 'BAD_REQUEST',
  unauthorized: 'UNAUTHORIZED',
  tokenExpired: 'TOKEN_EXPIRED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  tooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedType: 'UNSUPPORTED_MEDIA_TYPE',
  rateLimited: 'RATE_LIMITED',
  invalidCredentials: 'INVALID_CREDENTIALS',
  invalidCode: 'INVALID_CODE',
  // two-factor.ts; here too so the browser's API client can tell them apart without loading zod.
  twoFactorSetupRequired: 'TWO_FACTOR_SETUP_REQUIRED',
  sessionIdle: 'SESSION_IDLE',
  unavailable: 'SERVICE_UNAVAILABLE',
  internal: 'INTERNAL_ERROR',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES] | (string & {});

export interface ApiError {
  error: string;
  msg: string;
  [extra: string]: unknown;
}
