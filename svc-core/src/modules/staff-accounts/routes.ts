import Router from '@koa/router';
import { clientAddress, declareRoute, parseRouteBody, staffSessionId, staffUserId } from '../../api';
import type { CoreDeps } from '../../deps';
import { accountIdParam, actorOf } from './request';
import {
  changeOwnPassword,
  changeRole,
  createStaffAccount,
  deactivateAccount,
  listStaffAccounts,
  reactivateAccount,
  sendPasswordReset,
  setPasswordWithLink,
} from './service';

/**
 * Staff accounts (DESIGN.md 4): admins list, create, change the role of, deactivate and reactivate
 * accounts and send password resets; new accounts and resets get a set-password link by e-mail;
 * everyone changes their own password.
 */
export function staffAccountsRoutes({ knex, keys, config, outbox }: CoreDeps): Router {
  const router = new Router();
  const mailing = { outbox, publicUrl: config.publicUrl, config };

  declareRoute(router, keys.verifyKey, 'GET', '/admin/staff-accounts/', async (ctx) => {
    ctx.body = await listStaffAccounts(knex);
  });
  declareRoute(router, keys.verifyKey, 'POST', '/admin/staff-accounts/', async (ctx) => {
    const input = parseRouteBody(ctx, 'POST /admin/staff-accounts/');
    ctx.status = 201;
    ctx.body = await createStaffAccount(knex, mailing, input, actorOf(ctx));
  });
  declareRoute(router, keys.verifyKey, 'PUT', '/admin/staff-accounts/:id/role/', async (ctx) => {
    const { role } = parseRouteBody(ctx, 'PUT /admin/staff-accounts/:id/role/');
    ctx.body = await changeRole(knex, accountIdParam(ctx), role, actorOf(ctx));
  });
  declareRoute(router, keys.verifyKey, 'POST', '/admin/staff-accounts/:id/deactivate/', async (ctx) => {
    ctx.body = await deactivateAccount(knex, accountIdParam(ctx), actorOf(ctx));
  });
  declareRoute(router, keys.verifyKey, 'POST', '/admin/staff-accounts/:id/reactivate/', async (ctx) => {
    ctx.body = await reactivateAccount(knex, accountIdParam(ctx), actorOf(ctx));
  });
  declareRoute(router, keys.verifyKey, 'POST', '/admin/staff-accounts/:id/password-reset/', async (ctx) => {
    ctx.body = await sendPasswordReset(knex, mailing, accountIdParam(ctx), actorOf(ctx));
  });

  declareRoute(router, keys.verifyKey, 'POST', '/auth/set-password/', async (ctx) => {
    const request = parseRouteBody(ctx, 'POST /auth/set-password/');
    ctx.body = await setPasswordWithLink(knex, request, clientAddress(ctx));
  });
  declareRoute(router, keys.verifyKey, 'POST', '/auth/change-password/', async (ctx) => {
    const request = parseRouteBody(ctx, 'POST /auth/change-password/');
    ctx.body = await changeOwnPassword(knex, keys.signingKey, { userId: staffUserId(ctx), sessionId: staffSessionId(ctx) }, request, clientAddress(ctx));
  });
  return router;
}
