import Router from '@koa/router';
import { declareRoute } from '../../api';
import type { CoreDeps } from '../../deps';
import { labProductsResponse } from './service';

export function labProductsRoutes({ knex, keys }: CoreDeps): Router {
  const router = new Router();
  declareRoute(router, keys.verifyKey, 'GET', '/payments/labs/products/', async (ctx) => {
    ctx.body = await labProductsResponse(knex);
  });
  return router;
}
