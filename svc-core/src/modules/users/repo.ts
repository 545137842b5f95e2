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
  created_on: Date;
  updated_on: Date;
}

export type NewUser = Omit<UserRow, 'id' | 'created_on' | 'updated_on' | 'is_active'> & { is_active?: boolean };

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
