import Router from '@koa/router';
import { parseWith } from '@clinic/server-kit';
import { API_PREFIX, outboxQuerySchema } from '@clinic/contracts';
import type { MessagesRepo } from '../messages/repo';

/** `GET /api/v1/dev/outbox/?to=`: every message produced, newest first. Mounted only outside production. */
export function outboxRoutes(deps: { repo: MessagesRepo }): Router {
  const router = new Router({ prefix: API_PREFIX });
  router.get('/dev/outbox/', async (ctx) => {
    const { to, limit } = parseWith(outboxQuerySchema, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await deps.repo.outbox({ to: to || undefined, limit });
  });
  return router;
}
