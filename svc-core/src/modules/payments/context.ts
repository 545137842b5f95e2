import { createNotifyClient } from '@clinic/server-kit';
import type { CoreDeps } from '../../deps';
import { createPaymentProviders } from '../payment-providers';
import type { PaymentsContext } from './service';

const contexts = new WeakMap<CoreDeps, PaymentsContext>();

/** One payments context per app (the routers that need it share the providers and the notify client). */
export function paymentsContext(deps: CoreDeps): PaymentsContext {
  let ctx = contexts.get(deps);
  if (!ctx) {
    ctx = {
      knex: deps.knex,
      logger: deps.logger,
      providers: createPaymentProviders(deps.config, deps.logger),
      notify: createNotifyClient({ notifyUrl: deps.config.notifyUrl, signingKey: deps.keys.signingKey }),
    };
    contexts.set(deps, ctx);
  }
  return ctx;
}
