import type Stripe from 'stripe';
import { parseWebhookEvent } from './event';
import { WEBHOOK_TOLERANCE_SECONDS } from './signature';
import { WebhookSignatureError, type PaymentProvider } from './types';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  publicUrl: string;
  /** Where the SDK sends API requests (tests point it at a local fake server). */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

/**
 * The SDK's host, port and protocol of an API base URL (STRIPE_API_BASE_URL, an http(s) origin such as
 * `http://127.0.0.1:12111`, checked by the configuration); the port defaults to the protocol's.
 */
export function stripeApiAddress(baseUrl: string): NonNullable<StripeProviderOptions['api']> {
  const url = new URL(baseUrl);
  const protocol = url.protocol === 'https:' ? 'https' : 'http';
  return {
    // An IPv6 literal without its brackets, as Node's http.request takes it.
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : protocol === 'https' ? 443 : 80,
    protocol,
  };
}

export function confirmationUrl(publicUrl: string, paid: boolean): string {
  return `${publicUrl}/checkout/confirmation?status=${paid ? 't' : 'f'}`;
}

/** Stripe Checkout through the official SDK; deliveries are verified with `stripe.webhooks.constructEvent`. */
export function createStripeProvider({ secretKey, webhookSecret, publicUrl, api }: StripeProviderOptions): PaymentProvider {
  let stripeReady: Promise<Stripe> | undefined;
  // The SDK is loaded on the first payment or webhook, not at start-up (a restarted svc-core answers sooner).
  const sdk = () =>
    (stripeReady ??= import('stripe').then(
      ({ default: StripeSdk }) => new StripeSdk(secretKey, { maxNetworkRetries: 2, timeout: 20_000, telemetry: false, ...(api ?? {}) }),
    ));
  return {
    name: 'stripe',
    async createCheckout({ transactionId, email, items }) {
      const stripe = await sdk();
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: items.map((item) => ({
            quantity: 1,
            price_data: { currency: 'usd', unit_amount: item.amountCents, product_data: { name: item.name } },
          })),
          customer_email: email,
          client_reference_id: transactionId,
          metadata: { transaction_id: transactionId },
          success_url: confirmationUrl(publicUrl, true),
          cancel_url: confirmationUrl(publicUrl, false),
        },
        // A retried initiation of the same payment gets the same session back.
        { idempotencyKey: `checkout-${transactionId}` },
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
      return { payment_link: session.url, provider_ref: session.id };
    },
    async verifyWebhook(rawBody, signatureHeader) {
      if (!signatureHeader) throw new WebhookSignatureError('The Stripe-Signature header is missing.');
      const stripe = await sdk();
      let event: unknown;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
      } catch (err) {
        throw new WebhookSignatureError((err as Error).message);
      }
      return parseWebhookEvent(event);
    },
  };
}
