import Router from '@koa/router';
import { declareRoute } from '../../api';
import type { CoreDeps } from '../../deps';

/** Site content set by configuration: the explainer video of each display language (EXPLAINER_VIDEOS). */
export function siteRoutes({ config, keys }: CoreDeps): Router {
  const router = new Router();
  declareRoute(router, keys.verifyKey, 'GET', '/site/explainer-videos/', async (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = config.explainerVideos;
  });
  return router;
}
