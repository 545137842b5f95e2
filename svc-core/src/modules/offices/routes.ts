import Router from '@koa/router';
import { declareRoute, staffUserId } from '../../api';
import type { CoreDeps } from '../../deps';
import { createOffice, deleteOffice, officeList, updateOffice } from './admin';
import { uuidParam } from '@clinic/server-kit';

/** The offices of the availability screen (admins). */
export function officeRoutes({ knex, keys }: CoreDeps): Router {
  const router = new Router();
  declareRoute(router, keys.verifyKey, 'GET', '/admin/offices/', async (ctx) => {
    ctx.body = await officeList(knex);
  });
  declareRoute(router, keys.verifyKey, 'POST', '/admin/offices/', async (ctx) => {
    ctx.body = await createOffice(knex, ctx.request.body, { userId: staffUserId(ctx) });
    ctx.status = 201;
  });
  declareRoute(router, keys.verifyKey, 'PUT', '/admin/offices/:id/', async (ctx) => {
    ctx.body = await updateOffice(knex, uuidParam(ctx.params.id), ctx.request.body, { userId: staffUserId(ctx) });
  });
  declareRoute(router, keys.verifyKey, 'DELETE', '/admin/offices/:id/', async (ctx) => {
    ctx.body = await deleteOffice(knex, uuidParam(ctx.params.id), { userId: staffUserId(ctx) });
  });
  return router;
}
