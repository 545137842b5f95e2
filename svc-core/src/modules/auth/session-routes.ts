import Router from '@koa/router';
import { STAFF_ACCOUNT_MESSAGES } from '@clinic/contracts';
import { errors } from '@clinic/server-kit';
import { clientAddress, declareRoute, staffSessionId, staffUserId } from '../../api';
import type { CoreDeps } from '../../deps';
import { recordAudit } from '../audit/repo';
import { STAFF_ACCOUNT_ENTITY } from '../staff-accounts/repo';
import { sessionInfo } from '../two-factor/service';
import { endSession, touchSession } from '../staff-sessions/repo';

/**
 * The signed-in user's session (automatic logoff, HIPAA 164.312(a)(2)(iii)): what the admin shell
 * needs to warn before the idle end, "stay signed in", and logout, after which the token is refused.
 */
export function staffSessionRoutes({ knex, keys, config }: CoreDeps): Router {
  const router = new Router();
  const deps = { knex, config };
  declareRoute(router, keys.verifyKey, 'GET', '/auth/session/', async (ctx) => {
    ctx.body = await sessionInfo(deps, staffUserId(ctx));
  });
  declareRoute(router, keys.verifyKey, 'POST', '/auth/keepalive/', async (ctx) => {
    const userId = staffUserId(ctx);
    if (!(await touchSession(knex, staffSessionId(ctx), userId))) throw errors.unauthorized(STAFF_ACCOUNT_MESSAGES.sessionEnded);
    ctx.body = await sessionInfo(deps, userId);
  });
  declareRoute(router, keys.verifyKey, 'POST', '/auth/logout/', async (ctx) => {
    const userId = staffUserId(ctx);
    const sessionId = staffSessionId(ctx);
    await knex.transaction(async (trx) => {
      if (await endSession(trx, sessionId, userId, 'logout')) {
        await recordAudit(trx, {
          actorUserId: userId,
          clientIp: clientAddress(ctx),
          action: 'logout',
          entity: STAFF_ACCOUNT_ENTITY,
          entityId: String(userId),
          details: { session: sessionId },
        });
      }
    });
    ctx.status = 204;
  });
  return router;
}
