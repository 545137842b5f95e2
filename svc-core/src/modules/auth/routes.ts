import Router from '@koa/router';
import { loginRequestSchema } from '@clinic/contracts';
import { parseWith } from '@clinic/server-kit';
import { clientAddress, declareRoute } from '../../api';
import type { CoreDeps } from '../../deps';
import { login } from './service';

export function authRoutes({ knex, keys }: CoreDeps): Router {
  const router = new Router();
  declareRoute(router, keys.verifyKey, 'POST', '/auth/login/', async (ctx) => {
    const credentials = parseWith(loginRequestSchema, ctx.request.body ?? {});
    try {
      ctx.body = await login(knex, keys.signingKey, credentials, { clientIp: clientAddress(ctx) });
      ctx.state.log?.info({ username: credentials.username }, 'sign-in succeeded');
    } catch (err) {
      ctx.state.log?.warn({ username: credentials.username }, 'sign-in failed');
      throw err;
    }
  });
  return router;
}
