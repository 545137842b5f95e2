import Router from '@koa/router';
import { declareRoute } from '../../api';
import type { CoreDeps } from '../../deps';

/**
 * Site content set by configuration: the explainer video of each display language (EXPLAINER_VIDEOS)
 * and the video tutorial of the I-693 page (I693_TUTORIAL_VIDEOS).
 */
export function siteRoutes({ config, keys }: CoreDeps): Router {
  const router = new Router();
  declareRoute(router, keys.verifyKey, 'GET', '/site/explainer-videos/', async (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = config.explainerVideos;
  });
  declareRoute(router, keys.verifyKey, 'GET', '/site/i693-tutorial-videos/', async (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = config.i693TutorialVideos;
  });
  return router;
}
