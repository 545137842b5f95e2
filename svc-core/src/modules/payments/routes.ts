import Router from '@koa/router';
import { paymentListQuerySchema } from '@clinic/contracts';
import { parseWith } from '@clinic/server-kit';
import { declareRoute, staffUserId } from '../../api';
import type { CoreDeps } from '../../deps';
import { paymentPage } from './service';

export function paymentsRoutes({ knex, keys, config }: CoreDeps): Router {
  const router = new Router();
  declareRoute(router, keys.verifyKey, 'GET', '/payments/', async (ctx) => {
    const query = parseWith(paymentListQuerySchema, { page: ctx.query.page, search: ctx.query.search });
    ctx.body = await paymentPage(knex, query, { actorUserId: staffUserId(ctx), publicUrl: config.publicUrl });
  });
  return router;
}
