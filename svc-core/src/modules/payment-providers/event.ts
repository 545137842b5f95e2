import { z } from 'zod';
import type { PaymentWebhookEvent } from './types';

export class WebhookPayloadError extends Error {
  override name = 'WebhookPayloadError';
}

const eventSchema = z.looseObject({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(100),
  created: z.number().optional(),
  data: z.looseObject({
    object: z.looseObject({
      id: z.string().min(1).max(255),
      object: z.string().optional(),
      client_reference_id: z.string().nullish(),
      metadata: z.record(z.string(), z.string()).nullish(),
      amount_total: z.number().nullish(),
      currency: z.string().nullish(),
      payment_status: z.string().nullish(),
      status: z.string().nullish(),
      customer_email: z.string().nullish(),
    }),
  }),
});

/** The event of a verified delivery; a body that is not a Stripe-shaped event is refused. */
export function parseWebhookEvent(value: unknown): PaymentWebhookEvent {
  const parsed = eventSchema.safeParse(value);
  if (!parsed.success) throw new WebhookPayloadError('The webhook body is not a checkout session event.');
  return parsed.data as PaymentWebhookEvent;
}

export function parseWebhookJson(raw: Buffer): PaymentWebhookEvent {
  let value: unknown;
  try {
    value = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new WebhookPayloadError('The webhook body is not valid JSON.');
  }
  return parseWebhookEvent(value);
}
