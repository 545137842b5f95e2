import {
  ERROR_CODES,
  LOGIN_FAILED_MESSAGE,
  RECOVERY_CODE_PATTERN,
  STAFF_ACCOUNT_MESSAGES,
  TWO_FACTOR_CHALLENGE_TTL_SECONDS,
  TWO_FACTOR_MESSAGES,
  type LoginRequest,
  type LoginResponse,
  type StaffLoginReply,
  type StaffSessionInfo,
  type TwoFactorLoginRequest,
} from '@clinic/contracts';
import { AppError, errors, signToken, verifyToken, type Knex, type TokenKey } from '@clinic/server-kit';
import { recordAudit } from '../audit';
import { recordSignIn, STAFF_ACCOUNT_ENTITY, twoFactorRequiredFor } from '../staff-accounts';
import { createSession, endSession, touchSession } from '../staff-sessions';
import { sessionInfo, verifySignInCode, type TwoFactorDeps } from '../two-factor';
import { findUserById, findUserByUsername, NO_PASSWORD, type UserRow, toProfile } from '../users';
import { verifyPassword, staffTokenOf } from '../credentials';

/** One answer for an unknown user, a wrong password and an inactive account alike. */
export function loginFailed(): AppError {
  return new AppError(401, ERROR_CODES.invalidCredentials, LOGIN_FAILED_MESSAGE);
}

const challengeExpired = () => new AppError(401, ERROR_CODES.tokenExpired, TWO_FACTOR_MESSAGES.challengeExpired);

/** Why a sign-in failed, for the audit log only (the answer is the same for all). */
function failureReason(user: UserRow | undefined, valid: boolean): string {
  if (!user) return 'unknown_username';
  if (user.password_hash === NO_PASSWORD) return 'no_password_yet';
  if (!valid) return 'wrong_password';
  return 'deactivated';
}

export interface SignInDeps {
  knex: Knex;
  config: TwoFactorDeps['config'];
  signingKey: TokenKey;
  verifyKey: TokenKey;
}

/** A new session, `last_login_on` and the audit entry of a completed sign-in; the session's token. */
async function completeSignIn(
  { knex, signingKey }: SignInDeps,
  user: UserRow,
  clientIp: string | null,
  details: Record<string, unknown>,
): Promise<LoginResponse> {
  const sessionId = await knex.transaction(async (trx) => {
    const id = await createSession(trx, user.id, clientIp);
    await recordSignIn(trx, user.id);
    await recordAudit(trx, {
      actorUserId: user.id,
      clientIp,
      action: 'sign_in',
      entity: STAFF_ACCOUNT_ENTITY,
      entityId: String(user.id),
      details: { ...details, session: id },
    });
    return id;
  });
  return { token: await staffTokenOf(signingKey, user, sessionId), user: toProfile(user) };
}

interface ChallengeClaims {
  sub: string;
  username: string;
  tv: number;
}

/**
 * Checks the credentials. Every sign-in and failed sign-in is written to the audit log with the
 * client address. An account without two-factor gets its token (limited to the set-up routes when
 * STAFF_MFA makes it enrol); one with two-factor gets a challenge to send back with its code.
 */
export async function login(deps: SignInDeps, { username, password }: LoginRequest, { clientIp }: { clientIp: string | null }): Promise<StaffLoginReply> {
  const { knex, config, signingKey } = deps;
  const user = await findUserByUsername(knex, username);
  const valid = await verifyPassword(user?.password_hash, password);
  if (!user || !valid || !user.is_active) {
    await recordAudit(knex, {
      actorUserId: null,
      clientIp,
      action: 'sign_in_failed',
      entity: STAFF_ACCOUNT_ENTITY,
      entityId: user ? String(user.id) : null,
      details: { username, reason: failureReason(user, valid) },
    });
    throw loginFailed();
  }
  if (user.two_factor_enabled) {
    const claims: ChallengeClaims = { sub: String(user.id), username: user.username, tv: user.token_version };
    return {
      two_factor_required: true,
      challenge: await signToken('twoFactorChallenge', { ...claims }, { key: signingKey, ttlSeconds: TWO_FACTOR_CHALLENGE_TTL_SECONDS }),
    };
  }
  const reply = await completeSignIn(deps, user, clientIp, {});
  return twoFactorRequiredFor(config.staffMfa, user) ? { ...reply, two_factor_setup_required: true } : reply;
}

/** The account a challenge was issued for, when it is still valid and the account unchanged since. */
async function challengedAccount({ knex, verifyKey }: SignInDeps, challenge: string): Promise<UserRow> {
  let claims: ChallengeClaims;
  try {
    claims = await verifyToken<ChallengeClaims>('twoFactorChallenge', challenge, verifyKey);
  } catch {
    throw challengeExpired();
  }
  const id = Number(claims.sub);
  const user = Number.isSafeInteger(id) && id > 0 ? await findUserById(knex, id) : undefined;
  if (!user || !user.is_active || !user.two_factor_enabled || user.token_version !== claims.tv) throw challengeExpired();
  return user;
}

/**
 * The second step: the challenge and a code from the authenticator app (accepted once) or an unused
 * recovery code (spent). A wrong code is audited and answered 401 INVALID_CODE, which the gateway
 * counts against the same lockout as a wrong password.
 */
export async function loginWithCode(
  deps: SignInDeps,
  { challenge, code }: TwoFactorLoginRequest,
  { clientIp }: { clientIp: string | null },
): Promise<LoginResponse> {
  const user = await challengedAccount(deps, challenge);
  const method = RECOVERY_CODE_PATTERN.test(code) ? 'recovery_code' : 'totp';
  await verifySignInCode(deps, user.id, code, { clientIp });
  return completeSignIn(deps, user, clientIp, { two_factor: method });
}

/** "Stay signed in": records activity on the session (401 once it has ended) and answers its settings. */
export async function keepSessionAlive(deps: TwoFactorDeps, session: { userId: number; sessionId: string }): Promise<StaffSessionInfo> {
  if (!(await touchSession(deps.knex, session.sessionId, session.userId))) throw errors.unauthorized(STAFF_ACCOUNT_MESSAGES.sessionEnded);
  return sessionInfo(deps, session.userId);
}

/** Logout: ends the session, so its token is refused from now on; audited once. */
export async function logout(knex: Knex, { userId, sessionId }: { userId: number; sessionId: string }, clientIp: string | null): Promise<void> {
  await knex.transaction(async (trx) => {
    if (await endSession(trx, sessionId, userId, 'logout')) {
      await recordAudit(trx, {
        actorUserId: userId,
        clientIp,
        action: 'logout',
        entity: STAFF_ACCOUNT_ENTITY,
        entityId: String(userId),
        details: { session: sessionId },
      });
    }
  });
}
