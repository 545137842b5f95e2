import Router from '@koa/router';
import { practiceSettingsSchema } from '@clinic/contracts';
import { parseWith } from '@clinic/server-kit';
import { clientAddress, declareRoute, staffUserId } from '../../api';
import type { CoreDeps } from '../../deps';
import { adminPracticeSettings, loadPracticeSettings, publicPracticeSettings, updatePracticeSettings } from './service';

/**
 * RFC 9110 If-None-Match (weak comparison). Not Koa's `ctx.fresh`: that answers 200 whenever the request
 * says `Cache-Control: no-cache`, which fetch() adds to every request carrying its own If-None-Match.
 */
function matchesIfNoneMatch(header: string, etag: string): boolean {
  const tags = header.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  return tags.includes('*') || tags.includes(etag);
}

/**
 * The practice's settings: the public document every page reads at run time (strong ETag, 304, and
 * `no-cache` so the browser revalidates on each load and a change shows on the next one), and the
 * admin's Settings screen.
 */
export function practiceSettingsRoutes({ knex, keys, config }: CoreDeps): Router {
  const router = new Router();

  declareRoute(router, keys.verifyKey, 'GET', '/site/settings/', async (ctx) => {
    const { body, etag } = publicPracticeSettings(await loadPracticeSettings(knex, config));
    ctx.set('Cache-Control', 'no-cache');
    ctx.etag = etag;
    if (matchesIfNoneMatch(ctx.get('If-None-Match'), etag)) ctx.status = 304;
    else ctx.body = body;
  });

  declareRoute(router, keys.verifyKey, 'GET', '/admin/settings/', async (ctx) => {
    ctx.body = await adminPracticeSettings(knex, config);
  });
  declareRoute(router, keys.verifyKey, 'PUT', '/admin/settings/', async (ctx) => {
    const settings = parseWith(practiceSettingsSchema, ctx.request.body ?? {});
    ctx.body = await updatePracticeSettings(knex, config, settings, { userId: staffUserId(ctx), clientIp: clientAddress(ctx) });
  });
  return router;
}
