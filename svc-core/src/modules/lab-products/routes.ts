import Router from '@koa/router';
import { LAB_CATALOGUE_MESSAGES, labProductUpdateSchema } from '@clinic/contracts';
import { errors, parseWith } from '@clinic/server-kit';
import { clientAddress, declareRoute, staffUserId } from '../../api';
import type { CoreDeps } from '../../deps';
import { adminLabProducts, changeLabProduct, labProductsResponse } from './service';

/** A product id as the catalogue writes them (lower-case words joined by hyphens), else 404. */
const PRODUCT_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;

export function labProductsRoutes({ knex, keys }: CoreDeps): Router {
  const router = new Router();
  declareRoute(router, keys.verifyKey, 'GET', '/payments/labs/products/', async (ctx) => {
    ctx.body = await labProductsResponse(knex);
  });
  declareRoute(router, keys.verifyKey, 'GET', '/admin/lab-products/', async (ctx) => {
    ctx.body = await adminLabProducts(knex);
  });
  declareRoute(router, keys.verifyKey, 'PUT', '/admin/lab-products/:id/', async (ctx) => {
    const id = String(ctx.params.id ?? '');
    if (!PRODUCT_ID.test(id)) throw errors.notFound(LAB_CATALOGUE_MESSAGES.productNotFound);
    const change = parseWith(labProductUpdateSchema, ctx.request.body ?? {});
    ctx.body = await changeLabProduct(knex, id, change, { userId: staffUserId(ctx), clientIp: clientAddress(ctx) });
  });
  return router;
}
