import type { Knex } from '@clinic/server-kit';

type Db = Knex | Knex.Transaction;

export interface TwoFactorRow {
  user_id: number;
  secret_enc: string | null;
  pending_secret_enc: string | null;
  last_used_step: string | null;
  enabled_on: Date | null;
}

export function findTwoFactor(db: Db, userId: number): Promise<TwoFactorRow | undefined> {
  return db<TwoFactorRow>('staff_two_factor').where({ user_id: userId }).first();
}

/** Stores a secret waiting for its first code, replacing one that was waiting. The secret in use stays. */
export async function savePendingSecret(db: Db, userId: number, sealed: string): Promise<void> {
  await db('staff_two_factor')
    .insert({ user_id: userId, pending_secret_enc: sealed })
    .onConflict('user_id')
    .merge({ pending_secret_enc: sealed, updated_on: db.fn.now() });
}

/** The pending secret becomes the one in use; `step` (of the confirming code) cannot be used again. */
export async function promotePendingSecret(trx: Knex.Transaction, userId: number, sealed: string, step: number): Promise<void> {
  await trx('staff_two_factor')
    .where({ user_id: userId })
    .update({ secret_enc: sealed, pending_secret_enc: null, last_used_step: step, enabled_on: trx.fn.now(), updated_on: trx.fn.now() });
  await trx('users')
    .where({ id: userId })
    .update({ two_factor_enabled: true, token_version: trx.raw('token_version + 1'), updated_on: trx.fn.now() });
}

/**
 * Records the time step of an accepted code in one statement, only if it is later than the last
 * one: of two requests with the same code, one wins.
 */
export async function claimTimeStep(db: Db, userId: number, step: number): Promise<boolean> {
  const rows = await db('staff_two_factor')
    .where({ user_id: userId })
    .whereNotNull('secret_enc')
    .where((w) => w.whereNull('last_used_step').orWhere('last_used_step', '<', step))
    .update({ last_used_step: step })
    .returning('user_id');
  return rows.length === 1;
}

/** Removes the account's two-factor secrets and recovery codes and turns the switch off. */
export async function clearTwoFactor(trx: Knex.Transaction, userId: number, { voidTokens }: { voidTokens: boolean }): Promise<void> {
  await trx('staff_two_factor').where({ user_id: userId }).delete();
  await trx('staff_recovery_codes').where({ user_id: userId }).delete();
  await trx('users')
    .where({ id: userId })
    .update({ two_factor_enabled: false, ...(voidTokens ? { token_version: trx.raw('token_version + 1') } : {}), updated_on: trx.fn.now() });
}

export async function replaceRecoveryCodes(trx: Knex.Transaction, userId: number, codeHashes: readonly string[]): Promise<void> {
  await trx('staff_recovery_codes').where({ user_id: userId }).delete();
  await trx('staff_recovery_codes').insert(codeHashes.map((code_hash) => ({ user_id: userId, code_hash })));
}

/** Spends an unused recovery code in one statement: true only for the one caller that found it unused. */
export async function spendRecoveryCode(db: Db, userId: number, codeHash: string): Promise<boolean> {
  const rows = await db('staff_recovery_codes')
    .where({ user_id: userId, code_hash: codeHash })
    .whereNull('used_on')
    .update({ used_on: db.fn.now() })
    .returning('id');
  return rows.length === 1;
}

export async function recoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const row = await db('staff_recovery_codes').where({ user_id: userId }).whereNull('used_on').count<{ count: string }[]>({ count: '*' }).first();
  return Number(row?.count ?? 0);
}
