import Router from '@koa/router';
import { errors } from '@clinic/server-kit';
import { declareRoute, staffUserId } from '../../api';
import type { CoreDeps } from '../../deps';
import { loadPracticeSettings } from '../practice-settings';
import { icsFeedOf, icsSecretOf, officeIcsUrl, officeOfIcsToken } from './ics-feed';
import { calendarLogPage, calendarLogSummaryOf } from './logs';

const FEED_NOT_FOUND = 'This calendar feed does not exist.';

/** The calendar event logs of the availability screen (admins) and the offices' calendar feeds. */
export function calendarSyncRoutes({ knex, keys, config }: CoreDeps): Router {
  const router = new Router();
  const icsSecret = icsSecretOf(keys.signingKey);

  declareRoute(router, keys.verifyKey, 'GET', '/admin/calendar-logs', async (ctx) => {
    ctx.body = await calendarLogPage(knex, config.publicUrl, ctx.query, { userId: staffUserId(ctx) });
  });

  declareRoute(router, keys.verifyKey, 'GET', '/admin/calendar-logs/summary/', async (ctx) => {
    ctx.body = await calendarLogSummaryOf(knex, ctx.query);
  });

  declareRoute(router, keys.verifyKey, 'GET', '/admin/offices/:id/ics-url/', async (ctx) => {
    ctx.body = await officeIcsUrl(knex, icsSecret, config.publicUrl, ctx.params.id ?? '');
  });

  declareRoute(router, keys.verifyKey, 'GET', '/calendar/ics/:token.ics', async (ctx) => {
    const office = await officeOfIcsToken(knex, icsSecret, ctx.params.token ?? '');
    if (!office) throw errors.notFound(FEED_NOT_FOUND);
    ctx.type = 'text/calendar; charset=utf-8';
    ctx.set('Cache-Control', 'private, max-age=300');
    ctx.body = await icsFeedOf(knex, office, (await loadPracticeSettings(knex, config)).practice_name);
  });

  return router;
}
