import Router from '@koa/router';
import { dashboardView } from '@clinic/contracts';
import { declareRoute, staffClaims } from '../../api';
import type { CoreDeps } from '../../deps';
import { dashboardFeed } from './service';

/** GET /users/dashboard/: any staff member may call it; the answer is shaped by their role. */
export function dashboardRoutes({ knex, keys, clock }: CoreDeps): Router {
  const router = new Router();
  declareRoute(router, keys.verifyKey, 'GET', '/users/dashboard/', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await dashboardFeed(knex, dashboardView(staffClaims(ctx)), clock());
  });
  return router;
}
