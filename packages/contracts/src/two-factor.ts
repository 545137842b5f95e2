import { z } from 'zod';
import { ERROR_CODES } from './api-error';
import { requestString } from './request-text';
import type { LoginResponse } from './auth';

/*
 * Two-factor sign-in (TOTP, RFC 6238) and staff sessions (issue 19, DESIGN.md 4).
 *
 * Sign-in: `POST /auth/login/` keeps the spec's `{token, user}` for an account without two-factor.
 * For an account with it, the reply is `{two_factor_required: true, challenge}`; `POST
 * /auth/login/two-factor/` exchanges the challenge and a code (from the authenticator app, or one
 * of the ten recovery codes) for `{token, user}`. Wrong codes count against the same lockout as
 * wrong passwords. An account that STAFF_MFA says must enrol and has not gets `{token, user,
 * two_factor_setup_required: true}`: that token opens only the routes of TWO_FACTOR_SETUP_ROUTES
 * (everything else answers 403 TWO_FACTOR_SETUP_REQUIRED) until the enrolment is confirmed.
 *
 * Sessions: a staff session ends after STAFF_IDLE_MINUTES without activity (HIPAA
 * 164.312(a)(2)(iii)); the server refuses its token with 401 SESSION_IDLE, and the admin shell warns
 * IDLE_WARNING_SECONDS before, offering to stay signed in (`POST /auth/keepalive/`).
 */

/** Who must enrol before using the back office: everyone, admins only, or nobody. */
export const STAFF_MFA_MODES = ['required', 'admins', 'optional'] as const;
export type StaffMfaMode = (typeof STAFF_MFA_MODES)[number];

export const TWO_FACTOR_ISSUER_FALLBACK = 'Clinic';
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
/** A recovery code as shown: two groups of five lower-case letters and digits, e.g. `k3m9x-7qp2a`. */
export const RECOVERY_CODE_PATTERN = /^[a-z0-9]{5}-[a-z0-9]{5}$/;
/** How long the challenge between the password and the code lasts. */
export const TWO_FACTOR_CHALLENGE_TTL_SECONDS = 5 * 60;

export const DEFAULT_STAFF_IDLE_MINUTES = 30;
/** The warning dialog opens this long before an idle session ends. */
export const IDLE_WARNING_SECONDS = 2 * 60;

export const TWO_FACTOR_ERROR_CODES = {
  setupRequired: ERROR_CODES.twoFactorSetupRequired,
  sessionIdle: ERROR_CODES.sessionIdle,
} as const;

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code',
  codeFormat: 'Enter the 6-digit code from your authenticator app, or a recovery code such as k3m9x-7qp2a',
  codeWrong: 'This code is not correct. Check the time on your phone and try again, or use a recovery code.',
  challengeExpired: 'Your sign-in took too long. Please sign in again.',
  setupCodeWrong: 'This code is not correct. Scan the QR code again, or check the time on your phone, and enter the new code.',
  setupNotStarted: 'Start the two-factor set-up again: no set-up is waiting for a code.',
  alreadyEnabled: 'Two-factor sign-in is already on for this account.',
  notEnabled: 'Two-factor sign-in is not on for this account.',
  requiredCannotDisable: 'Two-factor sign-in is required for your account: it can be replaced, not removed.',
  setupRequired: 'Set up two-factor sign-in before using the back office.',
  passwordRequired: 'Enter your current password',
  sessionIdle: 'You were signed out after a period without activity. Please sign in again.',
  idleWarning: 'You will be signed out in {seconds} seconds because of inactivity.',
  staySignedIn: 'Stay signed in',
  signOutNow: 'Sign out now',
} as const;

/** A code as typed: spaces and dashes in a TOTP are dropped; recovery codes are compared without case. */
export function normaliseTwoFactorCode(raw: string): string {
  const trimmed = raw.trim().toLowerCase();
  const digits = trimmed.replace(/[\s-]/g, '');
  if (/^\d{6}$/.test(digits)) return digits;
  return trimmed.replace(/\s+/g, '');
}

const codeField = requestString({ error: TWO_FACTOR_MESSAGES.codeRequired })
  .min(1, TWO_FACTOR_MESSAGES.codeRequired)
  .max(40, TWO_FACTOR_MESSAGES.codeFormat)
  .transform(normaliseTwoFactorCode)
  .refine((code) => /^\d{6}$/.test(code) || RECOVERY_CODE_PATTERN.test(code), TWO_FACTOR_MESSAGES.codeFormat);

const totpField = requestString({ error: TWO_FACTOR_MESSAGES.codeRequired })
  .min(1, TWO_FACTOR_MESSAGES.codeRequired)
  .max(40, TWO_FACTOR_MESSAGES.codeFormat)
  .transform(normaliseTwoFactorCode)
  .refine((code) => /^\d{6}$/.test(code), 'Enter the 6-digit code from your authenticator app');

/** Reply of `POST /auth/login/` for an account with two-factor sign-in on. */
export interface TwoFactorChallengeResponse {
  two_factor_required: true;
  /** Opaque, valid TWO_FACTOR_CHALLENGE_TTL_SECONDS; sent back with the code. */
  challenge: string;
}
/** Reply of `POST /auth/login/` for an account that must enrol first: a token limited to the set-up routes. */
export type TwoFactorSetupLoginResponse = LoginResponse & { two_factor_setup_required: true };
export type StaffLoginReply = LoginResponse | TwoFactorChallengeResponse | TwoFactorSetupLoginResponse;

/** Body of `POST /auth/login/two-factor/`. */
export const twoFactorLoginSchema = z.object({
  challenge: requestString({ error: TWO_FACTOR_MESSAGES.challengeExpired })
    .min(1, TWO_FACTOR_MESSAGES.challengeExpired)
    .max(4000, TWO_FACTOR_MESSAGES.challengeExpired),
  code: codeField,
});
export type TwoFactorLoginRequest = z.infer<typeof twoFactorLoginSchema>;

/**
 * Reply of `POST /auth/two-factor/setup/`: a new secret waiting for its first code (replaces a waiting one).
 * A first enrolment sends no body. While two-factor is on, the set-up prepares a replacement app (the
 * secret in use keeps working until the new one is confirmed), and the body must carry the current
 * password, as twoFactorPasswordSchema: a signed-in session alone cannot move the account to another
 * authenticator. Missing, 400 with `details.password`; wrong, 400 VALIDATION_ERROR with `details.password`
 * = STAFF_ACCOUNT_MESSAGES.currentPasswordWrong, as `POST /auth/two-factor/disable/` answers.
 */
export interface TwoFactorSetupResponse {
  /** Base32, for typing into the app by hand. */
  secret: string;
  otpauth_url: string;
  /** The otpauth URL as a QR code, an SVG document. */
  qr_svg: string;
}

/** Body of `POST /auth/two-factor/confirm/`: the first code proves the app has the secret. */
export const twoFactorConfirmSchema = z.object({ code: totpField });
/** Reply of the confirmation and of a new set of recovery codes: shown once, stored hashed. */
export interface RecoveryCodesResponse {
  recovery_codes: string[];
  /** A fresh staff token (the confirmation lifts the set-up restriction and ends other sessions). */
  token?: string;
}

/** Body of `POST /auth/two-factor/disable/`, `POST /auth/two-factor/recovery-codes/` and of a replacing `POST /auth/two-factor/setup/`. */
export const twoFactorPasswordSchema = z.object({
  password: requestString({ error: TWO_FACTOR_MESSAGES.passwordRequired }).min(1, TWO_FACTOR_MESSAGES.passwordRequired).max(1024),
});

/** Reply of `GET /auth/session/`: what the admin shell needs about the signed-in account. */
export interface StaffSessionInfo {
  idle_minutes: number;
  idle_warning_seconds: number;
  two_factor_enabled: boolean;
  /** STAFF_MFA requires it of this account. */
  two_factor_required: boolean;
  /** The token is limited to the set-up routes until the enrolment is confirmed. */
  two_factor_setup_required: boolean;
  recovery_codes_left: number;
}

/** The routes a token limited by a pending enrolment may call (method and API path). */
export const TWO_FACTOR_SETUP_ROUTES: readonly string[] = [
  'GET /users/',
  'GET /auth/session/',
  'POST /auth/two-factor/setup/',
  'POST /auth/two-factor/confirm/',
  'POST /auth/keepalive/',
  'POST /auth/logout/',
  'POST /auth/change-password/',
];
