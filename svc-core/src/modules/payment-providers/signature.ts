import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookSignatureError } from './types';

/** Deliveries older (or further in the future) than this are refused, as Stripe's default. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

function hmacHex(secret: string, timestamp: number, payload: Buffer | string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(payload).digest('hex');
}

/** The `Stripe-Signature` header value for a payload: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.payload">`. */
export function signWebhookPayload(payload: Buffer | string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, payload)}`;
}

/**
 * Checks a `Stripe-Signature` header against the raw body: any of its v1 signatures must match
 * (compared in constant time) and its timestamp must be within the tolerance of now.
 */
export function verifyWebhookSignature(
  payload: Buffer | string,
  header: string | undefined,
  secret: string,
  { toleranceSeconds = WEBHOOK_TOLERANCE_SECONDS, nowSeconds = Math.floor(Date.now() / 1000) } = {},
): void {
  if (!header) throw new WebhookSignatureError('The Stripe-Signature header is missing.');
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) signatures.push(value.toLowerCase());
  }
  if (timestamp === undefined || signatures.length === 0) {
    throw new WebhookSignatureError('The Stripe-Signature header has no timestamp or no v1 signature.');
  }
  const expected = Buffer.from(hmacHex(secret, timestamp, payload), 'hex');
  const matches = signatures.some((sig) => timingSafeEqual(Buffer.from(sig, 'hex'), expected));
  if (!matches) throw new WebhookSignatureError('The signature does not match the payload.');
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) {
    throw new WebhookSignatureError('The signature timestamp is outside the tolerance.');
  }
}
