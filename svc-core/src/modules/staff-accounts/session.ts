import { STAFF_ACCOUNT_MESSAGES, TWO_FACTOR_ERROR_CODES, TWO_FACTOR_MESSAGES, TWO_FACTOR_SETUP_ROUTES } from '@clinic/contracts';
import { AppError, type Config, errors, isUuid, type Knex } from '@clinic/server-kit';
import type { StaffSessionCheck } from '../../api';
import { recordAudit } from '../audit';
import { checkAndTouchSession, endSession } from '../staff-sessions';
import { twoFactorRequiredFor } from './two-factor-policy';
import { STAFF_ACCOUNT_ENTITY } from './repo';

const MAX_USER_ID = 2_147_483_647;
const SETUP_ROUTES = new Set(TWO_FACTOR_SETUP_ROUTES);

/**
 * The per-request check of a staff token (installed by createApp, run by declareRoute on every
 * staff, internal and admin route), in one statement that also marks the session active:
 * - 401 UNAUTHORIZED for a deleted or deactivated account, a token signed before the account's last
 *   password, role or two-factor change (its `tv` older than the account's token_version), a token
 *   without a session (signed before sessions existed), and an ended session (logout);
 * - 401 SESSION_IDLE for a session without a request for STAFF_IDLE_MINUTES, which is ended then;
 * - 403 TWO_FACTOR_SETUP_REQUIRED outside TWO_FACTOR_SETUP_ROUTES while STAFF_MFA makes the account
 *   enrol and it has not (decided from the account as it is now, not from a claim).
 */
export function staffSessionCheck(knex: Knex, config: Pick<Config, 'staffIdleMinutes' | 'staffMfa'>): StaffSessionCheck {
  return async (claims, { route, clientIp }) => {
    const userId = Number(claims.sub);
    if (!Number.isSafeInteger(userId) || userId <= 0 || userId > MAX_USER_ID) throw errors.unauthorized('Invalid token.');
    const sessionId = claims.sid;
    if (typeof sessionId !== 'string' || !isUuid(sessionId)) throw errors.unauthorized(STAFF_ACCOUNT_MESSAGES.sessionEnded);
    const tokenVersion = typeof claims.tv === 'number' ? claims.tv : 0;
    const state = await checkAndTouchSession(knex, { userId, sessionId, tokenVersion, idleMinutes: config.staffIdleMinutes });
    if (!state || !state.is_active || state.token_version !== tokenVersion || !state.session_id || state.ended) {
      throw errors.unauthorized(STAFF_ACCOUNT_MESSAGES.sessionEnded);
    }
    if (state.idle) {
      if (await endSession(knex, sessionId, userId, 'idle')) {
        await recordAudit(knex, {
          actorUserId: userId,
          clientIp,
          action: 'session_idle_end',
          entity: STAFF_ACCOUNT_ENTITY,
          entityId: String(userId),
          details: { session: sessionId, idle_minutes: config.staffIdleMinutes },
        });
      }
      throw new AppError(401, TWO_FACTOR_ERROR_CODES.sessionIdle, TWO_FACTOR_MESSAGES.sessionIdle);
    }
    if (!state.two_factor_enabled && twoFactorRequiredFor(config.staffMfa, state) && !SETUP_ROUTES.has(`${route.method} ${route.path}`)) {
      throw new AppError(403, TWO_FACTOR_ERROR_CODES.setupRequired, TWO_FACTOR_MESSAGES.setupRequired);
    }
  };
}
