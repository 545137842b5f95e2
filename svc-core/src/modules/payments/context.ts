import type { CoreDeps } from '../../deps';
import { createPaymentProviders } from '../payment-providers';
import type { PaymentsContext } from './service';

const contexts = new WeakMap<CoreDeps, PaymentsContext>();

/** One payments context per app (the routers that need it share the providers). */
export function paymentsContext(deps: CoreDeps): PaymentsContext {
  let ctx = contexts.get(deps);
  if (!ctx) {
    ctx = {
      knex: deps.knex,
      logger: deps.logger,
      providers: createPaymentProviders(deps.config, deps.logger),
      outbox: deps.outbox,
      config: deps.config,
    };
    contexts.set(deps, ctx);
  }
  return ctx;
}
