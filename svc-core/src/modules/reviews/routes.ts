import Router from '@koa/router';
import { declareRoute } from '../../api';
import type { CoreDeps } from '../../deps';
import { placesSettingsFromEnv } from './places';
import { ReviewsService } from './service';

export function reviewsRoutes({ config, knex, keys, logger }: CoreDeps, env: Record<string, string | undefined> = process.env): Router {
  const router = new Router();
  // Production never shows the seeded (invented) reviews: without the provider's, none.
  const reviews = new ReviewsService({ knex, logger, places: placesSettingsFromEnv(env), showSeeded: !config.isProduction });
  declareRoute(router, keys.verifyKey, 'GET', '/reviews/g', async (ctx) => {
    ctx.body = await reviews.list();
  });
  return router;
}
