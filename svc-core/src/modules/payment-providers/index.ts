import type { Config, Logger } from '@clinic/server-kit';
import { createLocalProvider, type LocalProvider } from './local';
import { createStripeProvider, type StripeProviderOptions } from './stripe';
import type { PaymentProvider } from './types';
import { resolveWebhookSecret } from './webhook-secret';

export * from './types';
export { WebhookPayloadError } from './event';
export { localCheckoutEvent, localCheckoutPath, type LocalProvider } from './local';
export { confirmationUrl, stripeApiAddress } from './stripe';
export { signWebhookPayload, verifyWebhookSignature, WEBHOOK_TOLERANCE_SECONDS } from './signature';
export { resolveWebhookSecret } from './webhook-secret';

export interface PaymentProviders {
  /** The provider new payments use (PAYMENT_PROVIDER). */
  active: PaymentProvider;
  /** The platform's own checkout; always available to sign the local checkout's events. */
  local: LocalProvider;
}

/** The configured provider and the local one, sharing the webhook secret. */
export function createPaymentProviders(
  config: Pick<Config, 'paymentProvider' | 'stripeSecretKey' | 'stripeWebhookSecret' | 'dataDir' | 'publicUrl'>,
  logger: Logger,
  stripeApi?: StripeProviderOptions['api'],
): PaymentProviders {
  const webhookSecret = resolveWebhookSecret(config);
  const local = createLocalProvider({ publicUrl: config.publicUrl, webhookSecret });
  if (config.paymentProvider !== 'stripe') return { active: local, local };
  if (!config.stripeSecretKey) throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY');
  if (!config.stripeWebhookSecret) {
    logger.warn('STRIPE_WEBHOOK_SECRET is not set: Stripe webhook deliveries will be refused until it is');
  }
  if (stripeApi) {
    // STRIPE_API_BASE_URL: right for a staging system on stripe-mock, a mistake on a live one.
    logger.warn({ stripe_api: stripeApi }, 'STRIPE_API_BASE_URL is set: Stripe API requests go to that server, not to Stripe');
  }
  return {
    active: createStripeProvider({ secretKey: config.stripeSecretKey, webhookSecret, publicUrl: config.publicUrl, api: stripeApi }),
    local,
  };
}
