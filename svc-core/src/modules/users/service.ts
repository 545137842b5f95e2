import type { UserProfile } from '@clinic/contracts';
import { errors, type Knex } from '@clinic/server-kit';
import { findUserById, type UserRow } from './repo';

/** The profile body (back-office.md 3): flags a (admin), s (staff), g (group) and the names. */
export function toProfile(user: UserRow): UserProfile {
  return {
    id: user.id,
    username: user.username,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    a: user.is_admin,
    s: user.is_staff,
    g: user.group ?? null,
  };
}

/** The signed-in user's current profile; a deactivated or deleted account no longer counts as signed in. */
export async function currentProfile(knex: Knex, userId: number): Promise<UserProfile> {
  const user = await findUserById(knex, userId);
  if (!user || !user.is_active) throw errors.unauthorized('This account is no longer active.');
  return toProfile(user);
}
