import Router from '@koa/router';
import { SIGN_IN_STEP_HEADER } from '@clinic/server-kit';
import { clientAddress, declareRoute, parseRouteBody } from '../../api';
import type { CoreDeps } from '../../deps';
import { login, loginWithCode, type SignInDeps } from './service';

export function authRoutes({ knex, keys, config }: CoreDeps): Router {
  const router = new Router();
  const deps: SignInDeps = { knex, config, signingKey: keys.signingKey, verifyKey: keys.verifyKey };
  declareRoute(router, keys.verifyKey, 'POST', '/auth/login/', async (ctx) => {
    const credentials = parseRouteBody(ctx, 'POST /auth/login/');
    try {
      const reply = await login(deps, credentials, { clientIp: clientAddress(ctx) });
      if ('two_factor_required' in reply) ctx.set(SIGN_IN_STEP_HEADER, 'two-factor');
      ctx.body = reply;
      ctx.state.log?.info({ username: credentials.username, two_factor: 'two_factor_required' in reply }, 'sign-in password accepted');
    } catch (err) {
      ctx.state.log?.warn({ username: credentials.username }, 'sign-in failed');
      throw err;
    }
  });
  declareRoute(router, keys.verifyKey, 'POST', '/auth/login/two-factor/', async (ctx) => {
    const request = parseRouteBody(ctx, 'POST /auth/login/two-factor/');
    ctx.body = await loginWithCode(deps, request, { clientIp: clientAddress(ctx) });
  });
  return router;
}
