import Router from '@koa/router';
import { declareRoute, staffUserId } from '../../api';
import type { CoreDeps } from '../../deps';
import { currentProfile } from './service';

export function usersRoutes({ knex, keys }: CoreDeps): Router {
  const router = new Router();
  declareRoute(router, keys.verifyKey, 'GET', '/users/', async (ctx) => {
    ctx.body = await currentProfile(knex, staffUserId(ctx));
  });
  return router;
}
