import {
  ERROR_CODES,
  IDLE_WARNING_SECONDS,
  RECOVERY_CODE_PATTERN,
  STAFF_ACCOUNT_MESSAGES,
  TWO_FACTOR_ISSUER_FALLBACK,
  TWO_FACTOR_MESSAGES as M,
  twoFactorPasswordSchema,
  type RecoveryCodesResponse,
  type StaffAccount,
  type StaffSessionInfo,
  type TwoFactorSetupResponse,
} from '@clinic/contracts';
import { AppError, errors, parseWith, type Config, type Knex, type TokenKey } from '@clinic/server-kit';
import { recordAudit } from '../audit';
import { verifyPassword, staffTokenOf } from '../credentials';
import { loadPracticeSettings, type PracticeSettingsConfig } from '../practice-settings';
import { lockAccount, STAFF_ACCOUNT_ENTITY, toStaffAccount, type Actor, twoFactorRequiredFor } from '../staff-accounts';
import { endSessionsOf } from '../staff-sessions';
import { findUserById, type UserRow } from '../users';
import {
  clearTwoFactor,
  claimTimeStep,
  findTwoFactor,
  promotePendingSecret,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  savePendingSecret,
  spendRecoveryCode,
} from './repo';
import { decryptSecret, encryptSecret, mfaKeys, recoveryCodeHash } from './secret-box';
import { matchingTimeStep, newRecoveryCodes, newTotpSecret, otpauthUrl, qrSvg } from './totp';

export interface TwoFactorDeps {
  knex: Knex;
  config: Pick<Config, 'staffMfa' | 'staffIdleMinutes' | 'dataDir' | 'mfaEncryptionKey'> & PracticeSettingsConfig;
}

function audit(db: Knex | Knex.Transaction, actor: Actor, action: string, accountId: number, details: Record<string, unknown> = {}): Promise<void> {
  return recordAudit(db, { actorUserId: actor.userId, clientIp: actor.clientIp, action, entity: STAFF_ACCOUNT_ENTITY, entityId: String(accountId), details });
}

const codeWrong = () => new AppError(401, ERROR_CODES.invalidCode, M.codeWrong, { details: { code: M.codeWrong } });

const setupNotStarted = () => new AppError(409, ERROR_CODES.twoFactorSetupNotStarted, M.setupNotStarted);

async function activeAccount(knex: Knex, userId: number): Promise<UserRow> {
  const user = await findUserById(knex, userId);
  if (!user || !user.is_active) throw errors.unauthorized(STAFF_ACCOUNT_MESSAGES.sessionEnded);
  return user;
}

async function assertPassword(user: UserRow, password: string): Promise<void> {
  if (!(await verifyPassword(user.password_hash, password))) {
    throw new AppError(400, ERROR_CODES.validation, STAFF_ACCOUNT_MESSAGES.currentPasswordWrong, {
      details: { password: STAFF_ACCOUNT_MESSAGES.currentPasswordWrong },
    });
  }
}

function hashedCodes(config: TwoFactorDeps['config'], codes: readonly string[]): string[] {
  const { recoveryCodes } = mfaKeys(config);
  return codes.map((code) => recoveryCodeHash(recoveryCodes, code));
}

/**
 * The code of a sign-in's second step: a TOTP of the secret in use, accepted once (a replay of its
 * time step is refused), or an unused recovery code, spent. A wrong one is audited and refused.
 */
export async function verifySignInCode(
  { knex, config }: TwoFactorDeps,
  userId: number,
  code: string,
  { clientIp }: { clientIp: string | null },
): Promise<void> {
  const actor = { userId, clientIp };
  if (RECOVERY_CODE_PATTERN.test(code)) {
    const [hash] = hashedCodes(config, [code]);
    if (await spendRecoveryCode(knex, userId, hash!)) {
      await audit(knex, actor, 'two_factor_recovery_code_used', userId, { left: await recoveryCodesLeft(knex, userId) });
      return;
    }
  } else {
    const row = await findTwoFactor(knex, userId);
    if (row?.secret_enc) {
      const secret = decryptSecret(mfaKeys(config).encryption, row.secret_enc);
      const step = await matchingTimeStep(secret, code, row.last_used_step === null ? null : Number(row.last_used_step));
      if (step !== null && (await claimTimeStep(knex, userId, step))) return;
    }
  }
  await audit(knex, actor, 'two_factor_code_wrong', userId, { kind: RECOVERY_CODE_PATTERN.test(code) ? 'recovery_code' : 'totp' });
  throw codeWrong();
}

/**
 * A new secret waiting for its first code (replacing one that was waiting). While two-factor is
 * on, the secret in use keeps working until the new one is confirmed: this is how an app is replaced,
 * and it needs the current password (`body` as twoFactorPasswordSchema), so that a signed-in session
 * alone cannot move the account to another authenticator. A first enrolment reads no body.
 */
export async function startSetup({ knex, config }: TwoFactorDeps, userId: number, body: unknown, clientIp: string | null): Promise<TwoFactorSetupResponse> {
  const secret = await newTotpSecret();
  // Under the account's lock: a confirmation of another session cannot turn two-factor on between the check and the save.
  const user = await knex.transaction(async (trx) => {
    const account = await lockAccount(trx, userId);
    if (!account?.is_active) throw errors.unauthorized(STAFF_ACCOUNT_MESSAGES.sessionEnded);
    if (account.two_factor_enabled) await assertPassword(account, parseWith(twoFactorPasswordSchema, body ?? {}).password);
    await savePendingSecret(trx, userId, encryptSecret(mfaKeys(config).encryption, secret));
    await audit(trx, { userId, clientIp }, 'two_factor_setup_started', userId, { replacing: account.two_factor_enabled });
    return account;
  });
  // The authenticator app lists the account under the practice's name (a production install may not have one yet).
  const issuer = (await loadPracticeSettings(knex, config)).practice_name.trim() || TWO_FACTOR_ISSUER_FALLBACK;
  const url = await otpauthUrl(issuer, user.username, secret);
  return { secret, otpauth_url: url, qr_svg: await qrSvg(url) };
}

/**
 * The first code of the waiting secret turns two-factor on (or completes a replacement): ten new
 * recovery codes, shown once; the token version is raised and the account's other sessions end,
 * and this session goes on with the fresh token of the answer.
 */
export async function confirmSetup(
  { knex, config }: TwoFactorDeps,
  signingKey: TokenKey,
  { userId, sessionId, clientIp }: { userId: number; sessionId: string; clientIp: string | null },
  code: string,
): Promise<RecoveryCodesResponse> {
  await activeAccount(knex, userId);
  const pending = (await findTwoFactor(knex, userId))?.pending_secret_enc;
  if (!pending) throw setupNotStarted();
  const step = await matchingTimeStep(decryptSecret(mfaKeys(config).encryption, pending), code, null);
  if (step === null) {
    await audit(knex, { userId, clientIp }, 'two_factor_code_wrong', userId, { kind: 'setup' });
    throw new AppError(400, ERROR_CODES.validation, M.setupCodeWrong, { details: { code: M.setupCodeWrong } });
  }
  const codes = newRecoveryCodes();
  const updated = await knex.transaction(async (trx) => {
    const account = await lockAccount(trx, userId);
    const row = await findTwoFactor(trx, userId);
    // Another set-up or a reset happened meanwhile: the code was for a secret no longer waiting.
    if (!account?.is_active || row?.pending_secret_enc !== pending) throw setupNotStarted();
    await promotePendingSecret(trx, userId, pending, step);
    await replaceRecoveryCodes(trx, userId, hashedCodes(config, codes));
    await endSessionsOf(trx, userId, 'two_factor_changed', sessionId);
    await audit(trx, { userId, clientIp }, 'two_factor_enabled', userId, { replaced: account.two_factor_enabled });
    return (await findUserById(trx, userId))!;
  });
  return { recovery_codes: codes, token: await staffTokenOf(signingKey, updated, sessionId) };
}

/** Turns two-factor off with the current password, unless STAFF_MFA requires it of this account. */
export async function disableTwoFactor(deps: TwoFactorDeps, userId: number, password: string, clientIp: string | null): Promise<StaffSessionInfo> {
  const { knex, config } = deps;
  const user = await activeAccount(knex, userId);
  await assertPassword(user, password);
  if (twoFactorRequiredFor(config.staffMfa, user)) throw errors.conflict(M.requiredCannotDisable);
  if (!user.two_factor_enabled) throw errors.conflict(M.notEnabled);
  await knex.transaction(async (trx) => {
    await clearTwoFactor(trx, userId, { voidTokens: false });
    await audit(trx, { userId, clientIp }, 'two_factor_disabled', userId);
  });
  return sessionInfo(deps, userId);
}

/** Ten new recovery codes with the current password; the old ones stop working. */
export async function renewRecoveryCodes(
  { knex, config }: TwoFactorDeps,
  userId: number,
  password: string,
  clientIp: string | null,
): Promise<RecoveryCodesResponse> {
  const user = await activeAccount(knex, userId);
  await assertPassword(user, password);
  if (!user.two_factor_enabled) throw errors.conflict(M.notEnabled);
  const codes = newRecoveryCodes();
  await knex.transaction(async (trx) => {
    await replaceRecoveryCodes(trx, userId, hashedCodes(config, codes));
    await audit(trx, { userId, clientIp }, 'two_factor_recovery_codes_renewed', userId);
  });
  return { recovery_codes: codes };
}

/**
 * An admin clears another account's (or their own) two-factor sign-in and recovery codes, for a
 * lost phone: its sessions end, and its owner enrols again at the next sign-in when STAFF_MFA requires it.
 */
export async function resetTwoFactor(knex: Knex, id: number, actor: Actor): Promise<StaffAccount> {
  return knex.transaction(async (trx) => {
    const account = await lockAccount(trx, id);
    if (!account) throw errors.notFound(STAFF_ACCOUNT_MESSAGES.accountNotFound);
    await clearTwoFactor(trx, id, { voidTokens: true });
    await endSessionsOf(trx, id, 'two_factor_changed');
    await audit(trx, actor, 'two_factor_reset', id, { was_enabled: account.two_factor_enabled });
    return toStaffAccount((await findUserById(trx, id))!);
  });
}

export async function sessionInfo({ knex, config }: TwoFactorDeps, userId: number): Promise<StaffSessionInfo> {
  const user = await activeAccount(knex, userId);
  const required = twoFactorRequiredFor(config.staffMfa, user);
  return {
    idle_minutes: config.staffIdleMinutes,
    idle_warning_seconds: IDLE_WARNING_SECONDS,
    two_factor_enabled: user.two_factor_enabled,
    two_factor_required: required,
    two_factor_setup_required: required && !user.two_factor_enabled,
    recovery_codes_left: user.two_factor_enabled ? await recoveryCodesLeft(knex, userId) : 0,
  };
}
