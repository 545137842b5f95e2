import { z } from 'zod';
import { EXT_STAFF_GROUP } from './access';
import { requestString } from './request-text';

/*
 * Staff accounts as admins manage them (DESIGN.md 4: accounts are managed in the product, the first
 * admin comes from `npm run create-admin`), the password rule, and the set-password link. The rule's
 * strength estimate (zxcvbn) is passed in, so this file stays free of the dictionaries: svc-core runs
 * it with @zxcvbn-ts, a browser page may run it without an estimator for instant feedback.
 */

/** The roles an admin gives, stored as the profile flags of back-office.md 3 (a, s, g). */
export const STAFF_ROLES = ['admin', 'staff', 'ext_staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = { admin: 'Admin', staff: 'Staff', ext_staff: 'External staff' };

/** The users-table flags of a role, as the demo users carry them: admin a+s, staff s, external staff s + group ext_staff. */
export interface StaffFlags {
  is_admin: boolean;
  is_staff: boolean;
  group: string | null;
}

export function flagsOfRole(role: StaffRole): StaffFlags {
  switch (role) {
    case 'admin':
      return { is_admin: true, is_staff: true, group: null };
    case 'staff':
      return { is_admin: false, is_staff: true, group: null };
    case 'ext_staff':
      return { is_admin: false, is_staff: true, group: EXT_STAFF_GROUP };
  }
}

/** The role of stored flags; null for an account with neither flag (it can sign in to nothing). */
export function roleOfFlags(flags: StaffFlags): StaffRole | null {
  if (flags.is_admin) return 'admin';
  if (flags.group === EXT_STAFF_GROUP) return 'ext_staff';
  return flags.is_staff ? 'staff' : null;
}

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;
/** zxcvbn scores 0-4; below this a password is refused. */
export const PASSWORD_MIN_SCORE = 3;
/** A username or e-mail local part shorter than this is not looked for inside a password (zxcvbn still weighs it). */
export const PASSWORD_CONTEXT_MIN_LENGTH = 3;

/** How long a set-password link (new account or reset) works. */
export const SET_PASSWORD_LINK_TTL_HOURS = 24;
/** The page (on PUBLIC_URL) a set-password link opens; the token is its `token` query parameter. */
export const SET_PASSWORD_PATH = '/set-password';

export function setPasswordUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${SET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
}

export const STAFF_ACCOUNT_MESSAGES = {
  passwordRequired: 'Enter a password',
  passwordTooShort: `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  passwordTooLong: `The password can be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  passwordHasUsername: 'The password must not contain the username.',
  passwordHasEmail: 'The password must not contain the part of the e-mail address before the @.',
  usernameFormat: 'The username is 3 to 150 lower-case letters, digits, dots, hyphens or underscores, starting with a letter or a digit',
  usernameTaken: 'Another account has this username.',
  emailTaken: 'Another account has this e-mail address.',
  roleRequired: 'Choose a role: admin, staff or ext_staff',
  lastAdminDeactivate: 'This is the last active admin: make another account an admin before deactivating this one.',
  lastAdminDemote: "This is the last active admin: make another account an admin before changing this one's role.",
  accountInactive: 'This account is deactivated: reactivate it before sending a password link.',
  accountNotFound: 'No staff account has this id.',
  linkInvalid: 'This link is invalid, has expired or was already used. Ask an admin to send a new one.',
  currentPasswordWrong: 'The current password is not correct.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  adminExists: 'An active admin exists already: add accounts from the admin screen, or run again with --force to add another admin.',
} as const;

/** The refusal of a password zxcvbn scores below PASSWORD_MIN_SCORE, with its warning when it gives one. */
export function weakPasswordMessage(warning?: string | null): string {
  const why = warning?.trim() ? ` ${warning.trim().replace(/([^.!?])$/, '$1.')}` : '';
  return `This password is too easy to guess.${why} Use a longer password, for example several unrelated words.`;
}

/** Who the password is for: it may not contain the username or the e-mail's local part. */
export interface PasswordContext {
  username: string;
  email: string;
  first_name?: string;
  last_name?: string;
}

export interface PasswordEstimate {
  /** 0 (guessed at once) to 4 (very unlikely to be guessed). */
  score: number;
  warning: string | null;
}
/** A strength estimate (zxcvbn) given the password and the words of the account it must not lean on. */
export type PasswordEstimator = (password: string, userInputs: string[]) => PasswordEstimate;

export function emailLocalPart(email: string): string {
  const at = email.lastIndexOf('@');
  return (at >= 0 ? email.slice(0, at) : email).trim().toLowerCase();
}

/** The account's own words, for the estimator to count as known to an attacker. */
export function passwordUserInputs(context: PasswordContext): string[] {
  const words = [context.username, emailLocalPart(context.email), context.email, context.first_name ?? '', context.last_name ?? ''];
  return [...new Set(words.map((w) => w.trim().toLowerCase()).filter((w) => w.length > 0))];
}

/**
 * The first reason a new password is refused, or null when it is acceptable: at least
 * PASSWORD_MIN_LENGTH characters (and at most PASSWORD_MAX_LENGTH), not containing the username or
 * the e-mail's local part (compared without case), and, with an estimator, a score of at least
 * PASSWORD_MIN_SCORE.
 */
export function passwordProblem(password: string, context: PasswordContext, estimate?: PasswordEstimator): string | null {
  const length = [...password].length;
  if (length === 0) return STAFF_ACCOUNT_MESSAGES.passwordRequired;
  if (length < PASSWORD_MIN_LENGTH) return STAFF_ACCOUNT_MESSAGES.passwordTooShort;
  if (length > PASSWORD_MAX_LENGTH) return STAFF_ACCOUNT_MESSAGES.passwordTooLong;
  const lower = password.toLowerCase();
  const username = context.username.trim().toLowerCase();
  if (username.length >= PASSWORD_CONTEXT_MIN_LENGTH && lower.includes(username)) return STAFF_ACCOUNT_MESSAGES.passwordHasUsername;
  const local = emailLocalPart(context.email);
  if (local.length >= PASSWORD_CONTEXT_MIN_LENGTH && lower.includes(local)) return STAFF_ACCOUNT_MESSAGES.passwordHasEmail;
  if (estimate) {
    const { score, warning } = estimate(password, passwordUserInputs(context));
    if (score < PASSWORD_MIN_SCORE) return weakPasswordMessage(warning);
  }
  return null;
}

/** A new password as a request carries it: present and not absurdly long; the rule above judges the rest. */
function newPasswordField() {
  return requestString({ error: STAFF_ACCOUNT_MESSAGES.passwordRequired })
    .min(1, STAFF_ACCOUNT_MESSAGES.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, STAFF_ACCOUNT_MESSAGES.passwordTooLong);
}

export const staffUsernameSchema = requestString({ error: STAFF_ACCOUNT_MESSAGES.usernameFormat })
  .trim()
  .regex(/^[a-z0-9][a-z0-9._-]{2,149}$/, STAFF_ACCOUNT_MESSAGES.usernameFormat);

export const staffRoleSchema = z.enum(STAFF_ROLES, { error: STAFF_ACCOUNT_MESSAGES.roleRequired });

const nameField = (what: string) =>
  requestString({ error: `Enter the ${what}` })
    .trim()
    .min(1, `Enter the ${what}`)
    .max(150, `The ${what} is at most 150 characters`);

export const staffEmailSchema = requestString({ error: 'Enter the e-mail address' })
  .trim()
  .toLowerCase()
  .max(254, 'The e-mail address is at most 254 characters')
  .pipe(z.email({ error: 'Enter a valid e-mail address' }));

/** Body of `POST /admin/staff-accounts/`: the account gets a set-password link by e-mail, never a password. */
export const staffAccountCreateSchema = z.object({
  username: staffUsernameSchema,
  first_name: nameField('first name'),
  last_name: nameField('last name'),
  email: staffEmailSchema,
  role: staffRoleSchema,
});
export type StaffAccountCreate = z.infer<typeof staffAccountCreateSchema>;

/** Body of `PUT /admin/staff-accounts/{id}/role/`. */
export const staffAccountRoleSchema = z.object({ role: staffRoleSchema });

/** Body of `POST /auth/set-password/` (public: the link's token is the proof). */
export const setPasswordRequestSchema = z.object({
  token: requestString({ error: STAFF_ACCOUNT_MESSAGES.linkInvalid })
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,200}$/, STAFF_ACCOUNT_MESSAGES.linkInvalid),
  password: newPasswordField(),
});
export type SetPasswordRequest = z.infer<typeof setPasswordRequestSchema>;

/** Body of `POST /auth/change-password/` (any signed-in staff member, for their own account). */
export const changePasswordRequestSchema = z.object({
  current_password: requestString({ error: 'Enter your current password' }).min(1, 'Enter your current password').max(1024),
  new_password: newPasswordField(),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** One account of `GET /admin/staff-accounts/`. */
export interface StaffAccount {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  role: StaffRole | null;
  /** Two-factor sign-in (TOTP) set up; false until two-factor sign-in exists. */
  two_factor: boolean;
  /** ISO time of the last successful sign-in, null when never. */
  last_login_on: string | null;
  is_active: boolean;
  /** False for a new account whose set-password link was not used yet. */
  has_password: boolean;
  created_on: string;
}
