import { randomBytes } from 'node:crypto';
import { API_PREFIX } from '@clinic/contracts';
import { parseWebhookJson } from './event';
import { signWebhookPayload, verifyWebhookSignature } from './signature';
import type { PaymentProvider, PaymentWebhookEvent } from './types';

export function localCheckoutPath(transactionId: string): string {
  return `${API_PREFIX}/payments/local-checkout/${transactionId}/`;
}

export function localProviderRef(transactionId: string): string {
  return `cs_local_${transactionId.replace(/-/g, '')}`;
}

export interface LocalProvider extends PaymentProvider {
  readonly name: 'local';
  /** The raw body and Stripe-Signature header of an event, signed exactly as Stripe signs its deliveries. */
  sign(event: PaymentWebhookEvent): { rawBody: Buffer; signature: string };
}

/**
 * The default provider: the checkout is a page served by the platform itself (payments/checkout-page)
 * whose Pay and Cancel buttons complete the payment through the same signed webhook path as Stripe.
 */
export function createLocalProvider({ publicUrl, webhookSecret }: { publicUrl: string; webhookSecret: string }): LocalProvider {
  return {
    name: 'local',
    async createCheckout({ transactionId }) {
      return { payment_link: `${publicUrl}${localCheckoutPath(transactionId)}`, provider_ref: localProviderRef(transactionId) };
    },
    async verifyWebhook(rawBody, signatureHeader) {
      verifyWebhookSignature(rawBody, signatureHeader, webhookSecret);
      return parseWebhookJson(rawBody);
    },
    sign(event) {
      const rawBody = Buffer.from(JSON.stringify(event), 'utf8');
      return { rawBody, signature: signWebhookPayload(rawBody, webhookSecret) };
    },
  };
}

/** The event Stripe would send when the payer pays (completed) or gives up (expired) on the checkout. */
export function localCheckoutEvent(
  payment: { transactionId: string; providerRef: string; amountCents: number; email: string },
  decision: 'pay' | 'cancel',
): PaymentWebhookEvent {
  const paid = decision === 'pay';
  return {
    id: `evt_local_${randomBytes(12).toString('hex')}`,
    type: paid ? 'checkout.session.completed' : 'checkout.session.expired',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: payment.providerRef,
        object: 'checkout.session',
        client_reference_id: payment.transactionId,
        metadata: { transaction_id: payment.transactionId },
        amount_total: payment.amountCents,
        currency: 'usd',
        payment_status: paid ? 'paid' : 'unpaid',
        status: paid ? 'complete' : 'expired',
        customer_email: payment.email,
      },
    },
  };
}
