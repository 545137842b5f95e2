import { createHash, randomBytes } from 'node:crypto';
import {
  ERROR_CODES,
  flagsOfRole,
  roleOfFlags,
  SET_PASSWORD_LINK_TTL_HOURS,
  STAFF_ACCOUNT_MESSAGES as M,
  type ChangePasswordRequest,
  type LoginResponse,
  type SetPasswordRequest,
  type StaffAccount,
  type StaffAccountCreate,
  type StaffRole,
} from '@clinic/contracts';
import { AppError, errors, type Knex, type TokenKey } from '@clinic/server-kit';
import { recordAudit } from '../audit';
import { hashPassword, verifyPassword, staffTokenOf } from '../credentials';
import type { Outbox } from '../outbox';
import { endSessionsOf } from '../staff-sessions';
import type { PracticeSettingsConfig } from '../practice-settings';
import { findUserById, NO_PASSWORD, type UserRow, toProfile } from '../users';
import { emailPasswordLink } from './link-email';
import { assertAcceptablePassword } from './password-rule';
import {
  findUsableLink,
  insertAccount,
  insertLink,
  listAccounts,
  lockAccount,
  lockActiveAdmins,
  spendLink,
  STAFF_ACCOUNT_ENTITY,
  updateAccount,
  usernameOrEmailTaken,
  voidOpenLinks,
  type PasswordLinkPurpose,
} from './repo';

/** Who did it and from where: written with every audit entry. `userId` null for a command-line step or an anonymous link holder. */
export interface Actor {
  userId: number | null;
  clientIp: string | null;
}

/** What sending a set-password link needs. */
export interface Mailing {
  outbox: Outbox;
  publicUrl: string;
  /** The practice settings' defaults (the e-mail names the practice). */
  config: PracticeSettingsConfig;
}

export function toStaffAccount(row: UserRow): StaffAccount {
  return {
    id: row.id,
    username: row.username,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    role: roleOfFlags(row),
    two_factor: row.two_factor_enabled,
    last_login_on: row.last_login_on ? row.last_login_on.toISOString() : null,
    is_active: row.is_active,
    has_password: row.password_hash !== NO_PASSWORD,
    created_on: row.created_on.toISOString(),
  };
}

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

const linkInvalid = () => new AppError(400, ERROR_CODES.validation, M.linkInvalid, { details: { token: M.linkInvalid } });

function audit(db: Knex | Knex.Transaction, actor: Actor, action: string, accountId: number, details: Record<string, unknown> = {}): Promise<void> {
  return recordAudit(db, { actorUserId: actor.userId, clientIp: actor.clientIp, action, entity: STAFF_ACCOUNT_ENTITY, entityId: String(accountId), details });
}

const usernameTaken = () => new AppError(409, ERROR_CODES.usernameTaken, M.usernameTaken);
const emailTaken = () => new AppError(409, ERROR_CODES.emailTaken, M.emailTaken);

/** 23505 from the users table's unique username or e-mail index. */
function takenError(err: unknown): AppError | undefined {
  const { code, constraint } = (err ?? {}) as { code?: string; constraint?: string };
  if (code !== '23505') return undefined;
  return constraint === 'users_email_lower_unique' ? emailTaken() : usernameTaken();
}

async function refuseTaken(db: Knex | Knex.Transaction, username: string, email: string): Promise<void> {
  const taken = await usernameOrEmailTaken(db, username, email);
  if (taken) throw taken.username === username ? usernameTaken() : emailTaken();
}

/**
 * Makes a new single-use link for the account, voiding its older ones, and records its e-mail in the
 * same transaction (the outbox sends it after commit). Only the token's SHA-256 is stored.
 */
async function issuePasswordLink(trx: Knex.Transaction, mailing: Mailing, account: UserRow, purpose: PasswordLinkPurpose, actor: Actor): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await voidOpenLinks(trx, account.id);
  await insertLink(trx, { user_id: account.id, purpose, token_hash: hashToken(token), created_by: actor.userId, ttlHours: SET_PASSWORD_LINK_TTL_HOURS });
  await emailPasswordLink(mailing, trx, { to: account.email, firstName: account.first_name, username: account.username, token, purpose });
}

export async function listStaffAccounts(knex: Knex): Promise<StaffAccount[]> {
  return (await listAccounts(knex)).map(toStaffAccount);
}

/** Inserts an account after refusing a taken username or e-mail (409). */
async function insertNewAccount(
  trx: Knex.Transaction,
  person: Pick<StaffAccountCreate, 'username' | 'first_name' | 'last_name' | 'email'>,
  passwordHash: string,
  role: StaffAccountCreate['role'],
): Promise<UserRow> {
  await refuseTaken(trx, person.username, person.email);
  return insertAccount(trx, {
    username: person.username,
    first_name: person.first_name,
    last_name: person.last_name,
    email: person.email,
    password_hash: passwordHash,
    ...flagsOfRole(role),
  });
}

/** A new account without a password: its owner chooses one with the link e-mailed to them. */
export async function createStaffAccount(knex: Knex, mailing: Mailing, input: StaffAccountCreate, actor: Actor): Promise<StaffAccount> {
  try {
    return await knex.transaction(async (trx) => {
      const account = await insertNewAccount(trx, input, NO_PASSWORD, input.role);
      await issuePasswordLink(trx, mailing, account, 'invite', actor);
      await audit(trx, actor, 'create', account.id, { username: account.username, email: account.email, role: input.role });
      return toStaffAccount(account);
    });
  } catch (err) {
    throw takenError(err) ?? err;
  }
}

async function lockedAccount(trx: Knex.Transaction, id: number): Promise<UserRow> {
  const account = await lockAccount(trx, id);
  if (!account) throw errors.notFound(M.accountNotFound);
  return account;
}

/** True when `account` is the only active admin among `activeAdmins` (locked by the caller). */
const isLastActiveAdmin = (account: UserRow, activeAdmins: readonly number[]) =>
  account.is_admin && account.is_active && activeAdmins.every((id) => id === account.id);

/**
 * Gives the account another role. Its tokens are voided, so the new role applies from its next
 * sign-in. The last active admin cannot be demoted (409), checked under the admins' lock.
 */
export async function changeRole(knex: Knex, id: number, role: StaffRole, actor: Actor): Promise<StaffAccount> {
  return knex.transaction(async (trx) => {
    const admins = await lockActiveAdmins(trx);
    const account = await lockedAccount(trx, id);
    const from = roleOfFlags(account);
    if (from === role) return toStaffAccount(account);
    if (role !== 'admin' && isLastActiveAdmin(account, admins)) throw errors.conflict(M.lastAdminDemote);
    const updated = await updateAccount(trx, id, flagsOfRole(role), { voidTokens: true });
    await endSessionsOf(trx, id, 'role_changed');
    await audit(trx, actor, 'change_role', id, { from, to: role });
    return toStaffAccount(updated!);
  });
}

/**
 * Deactivates the account: sign-in is refused and its tokens stop working on their next request;
 * its open set-password links are voided. The last active admin cannot be deactivated (409).
 */
export async function deactivateAccount(knex: Knex, id: number, actor: Actor): Promise<StaffAccount> {
  return knex.transaction(async (trx) => {
    const admins = await lockActiveAdmins(trx);
    const account = await lockedAccount(trx, id);
    if (!account.is_active) return toStaffAccount(account);
    if (isLastActiveAdmin(account, admins)) throw errors.conflict(M.lastAdminDeactivate);
    const updated = await updateAccount(trx, id, { is_active: false }, { voidTokens: true });
    await voidOpenLinks(trx, id);
    await endSessionsOf(trx, id, 'deactivated');
    await audit(trx, actor, 'deactivate', id);
    return toStaffAccount(updated!);
  });
}

export async function reactivateAccount(knex: Knex, id: number, actor: Actor): Promise<StaffAccount> {
  return knex.transaction(async (trx) => {
    const account = await lockedAccount(trx, id);
    if (account.is_active) return toStaffAccount(account);
    const updated = await updateAccount(trx, id, { is_active: true }, { voidTokens: false });
    await audit(trx, actor, 'reactivate', id);
    return toStaffAccount(updated!);
  });
}

/** E-mails a new set-password link (older ones stop working). The current password keeps working until the link is used. */
export async function sendPasswordReset(knex: Knex, mailing: Mailing, id: number, actor: Actor): Promise<{ msg: string }> {
  return knex.transaction(async (trx) => {
    const account = await lockedAccount(trx, id);
    if (!account.is_active) throw errors.conflict(M.accountInactive);
    await issuePasswordLink(trx, mailing, account, 'reset', actor);
    await audit(trx, actor, 'send_password_reset', id);
    return { msg: `A link to set a new password was sent to ${account.email}.` };
  });
}

/**
 * Sets the password of a link's account (public: the token is the proof). The link must be unused,
 * not voided and not expired, and is spent in the same statement that checks it, so it works once.
 * A refused password leaves the link usable. Every token of the account is voided.
 */
export async function setPasswordWithLink(knex: Knex, request: SetPasswordRequest, clientIp: string | null): Promise<{ msg: string; username: string }> {
  const tokenHash = hashToken(request.token);
  const link = await findUsableLink(knex, tokenHash);
  if (!link || !link.user.is_active) throw linkInvalid();
  const { user } = link;
  await assertAcceptablePassword(request.password, user);
  // Hashed before the transaction: argon2 takes tens of milliseconds and holds no lock meanwhile.
  const passwordHash = await hashPassword(request.password);
  await knex.transaction(async (trx) => {
    const account = await lockAccount(trx, user.id);
    if (!account?.is_active || !(await spendLink(trx, link.link_id, user.id))) throw linkInvalid();
    await updateAccount(trx, user.id, { password_hash: passwordHash, passwordChanged: true }, { voidTokens: true });
    await voidOpenLinks(trx, user.id);
    await endSessionsOf(trx, user.id, 'password_changed');
    await audit(trx, { userId: user.id, clientIp }, 'set_password', user.id, { purpose: link.purpose });
  });
  return { msg: 'Your password is set. You can sign in now.', username: user.username };
}

/**
 * The signed-in user's own password change: the current password is required. Every other token and
 * session of the account stops working; the answer carries a new token, so this session goes on.
 */
export async function changeOwnPassword(
  knex: Knex,
  signingKey: TokenKey,
  { userId, sessionId }: { userId: number; sessionId: string },
  request: ChangePasswordRequest,
  clientIp: string | null,
): Promise<LoginResponse> {
  const user = await findUserById(knex, userId);
  if (!user || !user.is_active) throw errors.unauthorized(M.sessionEnded);
  if (!(await verifyPassword(user.password_hash, request.current_password))) {
    throw new AppError(400, ERROR_CODES.validation, M.currentPasswordWrong, { details: { current_password: M.currentPasswordWrong } });
  }
  await assertAcceptablePassword(request.new_password, user, 'new_password');
  const passwordHash = await hashPassword(request.new_password);
  const updated = await knex.transaction(async (trx) => {
    const account = await lockAccount(trx, userId);
    // Changed meanwhile (another password change, a deactivation): this session is over.
    if (!account?.is_active || account.token_version !== user.token_version) throw errors.unauthorized(M.sessionEnded);
    const row = await updateAccount(trx, userId, { password_hash: passwordHash, passwordChanged: true }, { voidTokens: true });
    await voidOpenLinks(trx, userId);
    await endSessionsOf(trx, userId, 'password_changed', sessionId);
    await audit(trx, { userId, clientIp }, 'change_password', userId);
    return row!;
  });
  return { token: await staffTokenOf(signingKey, updated, sessionId), user: toProfile(updated) };
}

export interface NewAdmin {
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  password: string;
}

/**
 * The first admin, from the command line (`npm run create-admin`): with a password the operator
 * typed, checked by the same rule. Refused while an active admin exists unless `force`.
 */
export async function createAdminWithPassword(knex: Knex, input: NewAdmin, { force }: { force: boolean }): Promise<StaffAccount> {
  await assertAcceptablePassword(input.password, input);
  const passwordHash = await hashPassword(input.password);
  try {
    return await knex.transaction(async (trx) => {
      const admins = await lockActiveAdmins(trx);
      if (admins.length > 0 && !force) throw errors.conflict(M.adminExists);
      const account = await insertNewAccount(trx, input, passwordHash, 'admin');
      await updateAccount(trx, account.id, { passwordChanged: true }, { voidTokens: false });
      await audit(trx, { userId: null, clientIp: null }, 'create', account.id, {
        username: account.username,
        email: account.email,
        role: 'admin',
        via: 'create-admin',
        forced: force && admins.length > 0,
      });
      return toStaffAccount(account);
    });
  } catch (err) {
    throw takenError(err) ?? err;
  }
}
