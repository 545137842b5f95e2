import type { Knex } from '@clinic/server-kit';

type Db = Knex | Knex.Transaction;

export type SessionEndReason = 'logout' | 'idle' | 'deactivated' | 'password_changed' | 'two_factor_changed' | 'role_changed';

/** Activity is written at most this often per session, so a busy page does not write on every request. */
export const ACTIVITY_WRITE_INTERVAL_SECONDS = 60;

export async function createSession(db: Db, userId: number, clientIp: string | null): Promise<string> {
  const [row] = (await db('staff_sessions').insert({ user_id: userId, client_ip: clientIp }).returning('id')) as Array<{ id: string }>;
  return row!.id;
}

/** Ends one open session; true when it was open (so its end is recorded once). */
export async function endSession(db: Db, sessionId: string, userId: number, reason: SessionEndReason): Promise<boolean> {
  const rows = await db('staff_sessions')
    .where({ id: sessionId, user_id: userId })
    .whereNull('ended_on')
    .update({ ended_on: db.fn.now(), end_reason: reason })
    .returning('id');
  return rows.length === 1;
}

/** Ends every open session of the account, but `except` (the session that made the change). */
export async function endSessionsOf(db: Db, userId: number, reason: SessionEndReason, except?: string): Promise<void> {
  const query = db('staff_sessions').where({ user_id: userId }).whereNull('ended_on');
  if (except) query.whereNot({ id: except });
  await query.update({ ended_on: db.fn.now(), end_reason: reason });
}

/** Records activity now (keepalive); false when the session is not open. */
export async function touchSession(db: Db, sessionId: string, userId: number): Promise<boolean> {
  const rows = await db('staff_sessions')
    .where({ id: sessionId, user_id: userId })
    .whereNull('ended_on')
    .update({ last_active_on: db.fn.now() })
    .returning('id');
  return rows.length === 1;
}

export interface SessionCheckState {
  is_active: boolean;
  token_version: number;
  is_admin: boolean;
  two_factor_enabled: boolean;
  /** Null when the token's session does not exist for this account. */
  session_id: string | null;
  ended: boolean;
  idle: boolean;
}

/**
 * What every staff request checks, in one statement: the account and the token's session, and,
 * when the session is current and was last marked active over a minute ago, marks it active now.
 */
export async function checkAndTouchSession(
  db: Db,
  q: { userId: number; sessionId: string; tokenVersion: number; idleMinutes: number },
): Promise<SessionCheckState | undefined> {
  const { rows } = (await db.raw(
    `with state as (
       select u.is_active, u.token_version, u.is_admin, u.two_factor_enabled,
              s.id as session_id, s.ended_on is not null as ended,
              coalesce(s.last_active_on < now() - make_interval(mins => :idle), false) as idle
         from users u
         left join staff_sessions s on s.id = :sid and s.user_id = u.id
        where u.id = :uid
     ), touched as (
       update staff_sessions set last_active_on = now()
        where id = :sid and user_id = :uid and ended_on is null
          and last_active_on < now() - make_interval(secs => :interval)
          and last_active_on >= now() - make_interval(mins => :idle)
          and exists (select 1 from state where is_active and token_version = :tv)
       returning id
     )
     select * from state`,
    { idle: q.idleMinutes, sid: q.sessionId, uid: q.userId, tv: q.tokenVersion, interval: ACTIVITY_WRITE_INTERVAL_SECONDS },
  )) as { rows: SessionCheckState[] };
  return rows[0];
}
