import type { Knex } from '@clinic/server-kit';

export interface UserRow {
  id: number;
  username: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  email: string;
  is_admin: boolean;
  is_staff: boolean;
  group: string | null;
  is_active: boolean;
  /** Raised by a password change, a role change and a deactivation: staff tokens carry it as `tv`. */
  token_version: number;
  password_changed_at: Date | null;
  last_login_on: Date | null;
  two_factor_enabled: boolean;
  created_on: Date;
  updated_on: Date;
}

/** A new account's password_hash before its set-password link is used: no password verifies against it. */
export const NO_PASSWORD = '';

export type NewUser = Omit<
  UserRow,
  'id' | 'created_on' | 'updated_on' | 'is_active' | 'token_version' | 'password_changed_at' | 'last_login_on' | 'two_factor_enabled'
> & { is_active?: boolean };

export function findUserByUsername(db: Knex | Knex.Transaction, username: string): Promise<UserRow | undefined> {
  return db<UserRow>('users').where({ username }).first();
}

export function findUserById(db: Knex | Knex.Transaction, id: number): Promise<UserRow | undefined> {
  return db<UserRow>('users').where({ id }).first();
}

/** Inserts the user unless the username exists; true when inserted. */
export async function insertUserIfMissing(db: Knex | Knex.Transaction, user: NewUser): Promise<boolean> {
  const rows = await db('users').insert(user).onConflict('username').ignore().returning('id');
  return rows.length > 0;
}

export async function usernamesPresent(db: Knex | Knex.Transaction, usernames: readonly string[]): Promise<Set<string>> {
  const rows = await db<UserRow>('users').whereIn('username', usernames).pluck('username');
  return new Set(rows);
}
