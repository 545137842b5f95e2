import { ERROR_CODES, formatPracticeTime, staffAccountCreateSchema, type StaffAccount, type StaffAccountCreate, type StaffRole } from '@clinic/contracts';
import { apiFieldErrors, isApiRequestError } from '@clinic/platform';
import type { FieldErrors } from '../orders/adhocForms';

export type AccountStatus = 'active' | 'deactivated' | 'waiting';
export type AccountAction = 'changeRole' | 'deactivate' | 'reactivate' | 'passwordReset' | 'twoFactorReset';

/** Deactivated first; an active account whose set-password link was not used yet is waiting for its password. */
export function statusOf(account: Pick<StaffAccount, 'is_active' | 'has_password'>): AccountStatus {
  if (!account.is_active) return 'deactivated';
  return account.has_password ? 'active' : 'waiting';
}

/**
 * What an admin can do to an account in its state: a deactivated account can only be reactivated or
 * given another role (the server refuses links to it); two-factor is reset only when it is on.
 */
export function actionsFor(account: Pick<StaffAccount, 'is_active' | 'two_factor'>): AccountAction[] {
  if (!account.is_active) return ['changeRole', 'reactivate'];
  return ['changeRole', 'deactivate', 'passwordReset', ...(account.two_factor ? (['twoFactorReset'] as const) : [])];
}

/** An instant in the practice's time zone, e.g. `Nov 27, 2026, 9:05 AM PST`; null when there is none. */
export function practiceDateTime(iso: string | null): string | null {
  return (iso && formatPracticeTime(iso)) || null;
}

export type CreateForm = { [Field in keyof StaffAccountCreate]: string };
export type CreateField = keyof CreateForm;
export const CREATE_FIELDS: readonly CreateField[] = ['username', 'first_name', 'last_name', 'email', 'role'];
export const EMPTY_CREATE_FORM: CreateForm = { username: '', first_name: '', last_name: '', email: '', role: 'staff' };

/** The form checked by the server's own schema: the request to send, or the first message of each field. */
export function checkCreateForm(form: CreateForm): { request: StaffAccountCreate } | { errors: FieldErrors<CreateField> } {
  const parsed = staffAccountCreateSchema.safeParse(form);
  if (parsed.success) return { request: parsed.data };
  const errors: FieldErrors<CreateField> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (CREATE_FIELDS as readonly string[]).includes(field)) errors[field as CreateField] ??= issue.message;
  }
  return { errors };
}

/** The refusals of a create that belong under a field, by their code: the field and the key of its text (under `staffAccounts.form`). */
const FIELD_OF_REFUSAL: Readonly<Record<string, { field: CreateField; text: string }>> = {
  [ERROR_CODES.usernameTaken]: { field: 'username', text: 'usernameTaken' },
  [ERROR_CODES.emailTaken]: { field: 'email', text: 'emailTaken' },
};

/**
 * The field messages of a refused create: a 400's `details`, or the 409 of a taken username or
 * e-mail (told by its code) put under its field in the screen's words, `text(key)` of `staffAccounts.form`.
 * Empty when the refusal names no field of the form.
 */
export function createRefusals(error: unknown, text: (key: string) => string): FieldErrors<CreateField> {
  if (!isApiRequestError(error)) return {};
  const taken = FIELD_OF_REFUSAL[error.code];
  if (taken) return { [taken.field]: text(taken.text) };
  if (error.status === 409) return {};
  const errors: FieldErrors<CreateField> = {};
  for (const [field, message] of Object.entries(apiFieldErrors(error))) {
    if ((CREATE_FIELDS as readonly string[]).includes(field)) errors[field as CreateField] = message;
  }
  return errors;
}

/** The server's own words for a refused change (409 last admin, 404, 400), else null for a generic failure. */
export function refusalMessage(error: unknown): string | null {
  if (!isApiRequestError(error) || error.status < 400 || error.status >= 500 || error.status === 401) return null;
  return error.body.msg?.trim() ? error.body.msg : null;
}

export const roleKey = (role: StaffRole | null) => role ?? 'none';
