import type { Knex } from '@clinic/server-kit';
import type { StaffFlags } from '@clinic/contracts';
import type { UserRow } from '../users';

type Db = Knex | Knex.Transaction;

/** The audit log's entity for staff accounts (entity_id: the user id). */
export const STAFF_ACCOUNT_ENTITY = 'staff_account';

export type PasswordLinkPurpose = 'invite' | 'reset';

export function listAccounts(db: Db): Promise<UserRow[]> {
  return db<UserRow>('users').orderBy([
    { column: 'is_active', order: 'desc' },
    { column: 'username', order: 'asc' },
  ]);
}

export function usernameOrEmailTaken(db: Db, username: string, email: string): Promise<Pick<UserRow, 'username' | 'email'> | undefined> {
  return db<UserRow>('users').select('username', 'email').where({ username }).orWhereRaw(`email <> '' and lower(email) = ?`, [email.toLowerCase()]).first();
}

export async function insertAccount(
  trx: Knex.Transaction,
  account: Pick<UserRow, 'username' | 'first_name' | 'last_name' | 'email' | 'password_hash'> & StaffFlags,
): Promise<UserRow> {
  const [row] = (await trx('users').insert(account).returning('*')) as UserRow[];
  return row!;
}

/**
 * Locks the active admins (in id order, so concurrent callers queue rather than deadlock) and
 * answers their ids. Every change that could leave no active admin takes this lock first: a second
 * such change waits, then sees the first one's result (PostgreSQL re-checks locked rows).
 */
export async function lockActiveAdmins(trx: Knex.Transaction): Promise<number[]> {
  const { rows } = (await trx.raw('select id from users where is_admin and is_active order by id for no key update')) as { rows: Array<{ id: number }> };
  return rows.map((r) => r.id);
}

export async function lockAccount(trx: Knex.Transaction, id: number): Promise<UserRow | undefined> {
  const { rows } = (await trx.raw('select * from users where id = ? for no key update', [id])) as { rows: UserRow[] };
  return rows[0];
}

/** Updates an account; `voidTokens` raises its token version so every staff token signed before stops working. */
export async function updateAccount(
  trx: Knex.Transaction,
  id: number,
  patch: Partial<Pick<UserRow, 'is_admin' | 'is_staff' | 'group' | 'is_active' | 'password_hash'>> & { passwordChanged?: boolean },
  { voidTokens }: { voidTokens: boolean },
): Promise<UserRow | undefined> {
  const { passwordChanged, ...columns } = patch;
  const [row] = (await trx('users')
    .where({ id })
    .update({
      ...columns,
      ...(passwordChanged ? { password_changed_at: trx.fn.now() } : {}),
      ...(voidTokens ? { token_version: trx.raw('token_version + 1') } : {}),
      updated_on: trx.fn.now(),
    })
    .returning('*')) as UserRow[];
  return row;
}

export async function recordSignIn(db: Db, id: number): Promise<void> {
  await db('users').where({ id }).update({ last_login_on: db.fn.now() });
}

/** Voids the account's links that could still be used. */
export async function voidOpenLinks(db: Db, userId: number): Promise<void> {
  await db('staff_password_links').where({ user_id: userId }).whereNull('used_on').whereNull('voided_on').update({ voided_on: db.fn.now() });
}

export async function insertLink(
  trx: Knex.Transaction,
  link: { user_id: number; purpose: PasswordLinkPurpose; token_hash: string; created_by: number | null; ttlHours: number },
): Promise<void> {
  await trx('staff_password_links').insert({
    user_id: link.user_id,
    purpose: link.purpose,
    token_hash: link.token_hash,
    created_by: link.created_by,
    expires_at: trx.raw(`now() + make_interval(hours => ?)`, [link.ttlHours]),
  });
}

export interface UsableLink {
  link_id: string;
  purpose: PasswordLinkPurpose;
  user: UserRow;
}

/** The unused, unvoided, unexpired link of a token hash, with its account. */
export async function findUsableLink(db: Db, tokenHash: string): Promise<UsableLink | undefined> {
  const link = await db('staff_password_links')
    .select('id', 'user_id', 'purpose')
    .where({ token_hash: tokenHash })
    .whereNull('used_on')
    .whereNull('voided_on')
    .where('expires_at', '>', db.fn.now())
    .first();
  if (!link) return undefined;
  const user = await db<UserRow>('users').where({ id: link.user_id }).first();
  return user && { link_id: String(link.id), purpose: link.purpose, user };
}

/** Spends the link in one statement: true only for the one caller that found it usable. */
export async function spendLink(trx: Knex.Transaction, linkId: string, userId: number): Promise<boolean> {
  const rows = await trx('staff_password_links')
    .where({ id: linkId, user_id: userId })
    .whereNull('used_on')
    .whereNull('voided_on')
    .where('expires_at', '>', trx.fn.now())
    .update({ used_on: trx.fn.now() })
    .returning('id');
  return rows.length === 1;
}
