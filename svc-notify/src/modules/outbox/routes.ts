import Router from '@koa/router';
import { z } from 'zod';
import { parseWith } from '@clinic/server-kit';
import { API_PREFIX } from '@clinic/contracts';
import type { MessagesRepo } from '../messages/repo';

const outboxQuery = z.object({
  to: z.string().trim().max(320).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/** `GET /api/v1/dev/outbox/?to=`: every message produced, newest first. Mounted only outside production. */
export function outboxRoutes(deps: { repo: MessagesRepo }): Router {
  const router = new Router({ prefix: API_PREFIX });
  router.get('/dev/outbox/', async (ctx) => {
    const { to, limit } = parseWith(outboxQuery, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await deps.repo.outbox({ to: to || undefined, limit });
  });
  return router;
}
