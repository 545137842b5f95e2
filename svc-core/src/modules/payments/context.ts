import type { CoreDeps } from '../../deps';
import { createPaymentProviders, stripeApiAddress } from '../payment-providers';
import type { PaymentsContext } from './service';

const contexts = new WeakMap<CoreDeps, PaymentsContext>();

/** One payments context per app (the routers that need it share the providers). */
export function paymentsContext(deps: CoreDeps): PaymentsContext {
  let ctx = contexts.get(deps);
  if (!ctx) {
    ctx = {
      knex: deps.knex,
      logger: deps.logger,
      clock: deps.clock,
      // STRIPE_API_BASE_URL: a Stripe-compatible test server (stripe-mock) instead of api.stripe.com.
      providers: createPaymentProviders(deps.config, deps.logger, deps.config.stripeApiBaseUrl ? stripeApiAddress(deps.config.stripeApiBaseUrl) : undefined),
      outbox: deps.outbox,
      config: deps.config,
    };
    contexts.set(deps, ctx);
  }
  return ctx;
}
