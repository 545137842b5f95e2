import Router from '@koa/router';
import { clientAddress, declareRoute, staffSessionId, staffUserId } from '../../api';
import type { CoreDeps } from '../../deps';
import { sessionInfo } from '../two-factor';
import { keepSessionAlive, logout } from './service';

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
    ctx.body = await keepSessionAlive(deps, { userId: staffUserId(ctx), sessionId: staffSessionId(ctx) });
  });
  declareRoute(router, keys.verifyKey, 'POST', '/auth/logout/', async (ctx) => {
    await logout(knex, { userId: staffUserId(ctx), sessionId: staffSessionId(ctx) }, clientAddress(ctx));
    ctx.status = 204;
  });
  return router;
}
