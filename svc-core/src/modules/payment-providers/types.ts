/** What a provider needs to open a hosted checkout for one pending payment. */
export interface CheckoutRequest {
  transactionId: string;
  email: string;
  amountCents: number;
  items: ReadonlyArray<{ name: string; amountCents: number }>;
}

export interface CheckoutSession {
  /** Where the payer goes to pay. */
  payment_link: string;
  /** The provider's id of the checkout (a Stripe Checkout Session id). */
  provider_ref: string;
}

/** The part of a Checkout Session event the platform reads (Stripe's shape; the local provider sends the same). */
export interface CheckoutSessionObject {
  id: string;
  object?: string;
  client_reference_id?: string | null;
  metadata?: Record<string, string> | null;
  amount_total?: number | null;
  currency?: string | null;
  payment_status?: string | null;
  status?: string | null;
  customer_email?: string | null;
}

export interface PaymentWebhookEvent {
  id: string;
  type: string;
  created?: number;
  data: { object: CheckoutSessionObject };
}

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

export interface PaymentProvider {
  readonly name: 'local' | 'stripe';
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Verifies the signature of a webhook delivery over its raw body and returns the event; throws WebhookSignatureError. */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): Promise<PaymentWebhookEvent>;
}
