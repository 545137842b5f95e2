import { STAFF_ACCOUNT_MESSAGES } from '@clinic/contracts';
import { errors, type Knex } from '@clinic/server-kit';
import type { StaffSessionCheck } from '../../api';
import { sessionStateOf } from './repo';

const MAX_USER_ID = 2_147_483_647;

/**
 * The per-request check of a staff token's account (installed by createApp, run by declareRoute on
 * every staff, internal and admin route): one primary-key lookup. A deleted or deactivated account,
 * or a token signed before the account's last password change, role change or deactivation (its
 * `tv` older than the account's token_version; tokens from before token versions count as 0), is
 * answered 401 UNAUTHORIZED.
 */
export function staffSessionCheck(knex: Knex): StaffSessionCheck {
  return async (claims) => {
    const id = Number(claims.sub);
    if (!Number.isSafeInteger(id) || id <= 0 || id > MAX_USER_ID) throw errors.unauthorized('Invalid token.');
    const state = await sessionStateOf(knex, id);
    const tokenVersion = typeof claims.tv === 'number' ? claims.tv : 0;
    if (!state || !state.is_active || state.token_version !== tokenVersion) throw errors.unauthorized(STAFF_ACCOUNT_MESSAGES.sessionEnded);
  };
}
