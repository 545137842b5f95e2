import { z } from 'zod';
import { requestString } from '@clinic/contracts';
import type { PaymentWebhookEvent } from './types';

export class WebhookPayloadError extends Error {
  override name = 'WebhookPayloadError';
}

const eventSchema = z.looseObject({
  id: requestString().min(1).max(255),
  type: requestString().min(1).max(100),
  created: z.number().optional(),
  data: z.looseObject({
    object: z.looseObject({
      id: requestString().min(1).max(255),
      object: requestString().optional(),
      client_reference_id: requestString().nullish(),
      metadata: z.record(requestString(), requestString()).nullish(),
      amount_total: z.number().nullish(),
      currency: requestString().nullish(),
      payment_status: requestString().nullish(),
      status: requestString().nullish(),
      customer_email: requestString().nullish(),
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
