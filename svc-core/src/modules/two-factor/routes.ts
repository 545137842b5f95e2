import Router from '@koa/router';
import { clientAddress, declareRoute, parseRouteBody, staffSessionId, staffUserId } from '../../api';
import type { CoreDeps } from '../../deps';
import { accountIdParam, actorOf } from '../staff-accounts';
import { confirmSetup, disableTwoFactor, renewRecoveryCodes, resetTwoFactor, startSetup } from './service';

/**
 * The signed-in user's own two-factor sign-in: enrol (or replace the app), turn off, new recovery codes;
 * and an admin's reset of another account's two-factor sign-in.
 */
export function twoFactorRoutes({ knex, keys, config }: CoreDeps): Router {
  const router = new Router();
  const deps = { knex, config };
  declareRoute(router, keys.verifyKey, 'POST', '/auth/two-factor/setup/', async (ctx) => {
    // While two-factor is on (a replacement app), the body carries the current password.
    ctx.body = await startSetup(deps, staffUserId(ctx), ctx.request.body, clientAddress(ctx));
  });
  declareRoute(router, keys.verifyKey, 'POST', '/auth/two-factor/confirm/', async (ctx) => {
    const { code } = parseRouteBody(ctx, 'POST /auth/two-factor/confirm/');
    ctx.body = await confirmSetup(deps, keys.signingKey, { userId: staffUserId(ctx), sessionId: staffSessionId(ctx), clientIp: clientAddress(ctx) }, code);
  });
  declareRoute(router, keys.verifyKey, 'POST', '/auth/two-factor/disable/', async (ctx) => {
    const { password } = parseRouteBody(ctx, 'POST /auth/two-factor/disable/');
    ctx.body = await disableTwoFactor(deps, staffUserId(ctx), password, clientAddress(ctx));
  });
  declareRoute(router, keys.verifyKey, 'POST', '/auth/two-factor/recovery-codes/', async (ctx) => {
    const { password } = parseRouteBody(ctx, 'POST /auth/two-factor/recovery-codes/');
    ctx.body = await renewRecoveryCodes(deps, staffUserId(ctx), password, clientAddress(ctx));
  });
  declareRoute(router, keys.verifyKey, 'POST', '/admin/staff-accounts/:id/two-factor/reset/', async (ctx) => {
    ctx.body = await resetTwoFactor(knex, accountIdParam(ctx), actorOf(ctx));
  });
  return router;
}
