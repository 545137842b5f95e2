import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { signWebhookPayload, verifyWebhookSignature } from './signature';
import { WebhookSignatureError } from './types';
import { resolveWebhookSecret } from './webhook-secret';

const secret = 'whsec_test_secret_value_0123456789abcdef';
const payload = JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed', data: { object: { id: 'cs_1' } } });
const now = 1_750_000_000;

describe('webhook signatures (Stripe scheme)', () => {
  it('accepts its own signature over the exact bytes', () => {
    const header = signWebhookPayload(payload, secret, now);
    expect(header).toMatch(/^t=1750000000,v1=[0-9a-f]{64}$/);
    expect(() => verifyWebhookSignature(Buffer.from(payload), header, secret, { nowSeconds: now + 10 })).not.toThrow();
  });

  it('refuses a changed body, another secret, a missing or malformed header', () => {
    const header = signWebhookPayload(payload, secret, now);
    const opts = { nowSeconds: now };
    expect(() => verifyWebhookSignature(payload.replace('evt_1', 'evt_2'), header, secret, opts)).toThrow(WebhookSignatureError);
    expect(() => verifyWebhookSignature(payload, header, `${secret}x`, opts)).toThrow(WebhookSignatureError);
    expect(() => verifyWebhookSignature(payload, undefined, secret, opts)).toThrow('missing');
    expect(() => verifyWebhookSignature(payload, 'garbage', secret, opts)).toThrow(WebhookSignatureError);
    expect(() => verifyWebhookSignature(payload, `t=${now}`, secret, opts)).toThrow(WebhookSignatureError);
    expect(() => verifyWebhookSignature(payload, `t=${now},v1=abc`, secret, opts)).toThrow(WebhookSignatureError);
  });

  it('refuses a timestamp more than 5 minutes away, either way', () => {
    const header = signWebhookPayload(payload, secret, now);
    expect(() => verifyWebhookSignature(payload, header, secret, { nowSeconds: now + 300 })).not.toThrow();
    expect(() => verifyWebhookSignature(payload, header, secret, { nowSeconds: now + 301 })).toThrow('tolerance');
    expect(() => verifyWebhookSignature(payload, header, secret, { nowSeconds: now - 301 })).toThrow('tolerance');
  });

  it('accepts a header with several v1 signatures when one matches (secret rotation)', () => {
    const good = signWebhookPayload(payload, secret, now).split(',')[1];
    const other = signWebhookPayload(payload, 'whsec_old', now).split(',')[1];
    expect(() => verifyWebhookSignature(payload, `t=${now},${other},${good}`, secret, { nowSeconds: now })).not.toThrow();
  });

  it('is interchangeable with the Stripe SDK both ways', () => {
    const stripe = new Stripe('sk_test_unused');
    const fresh = Math.floor(Date.now() / 1000);
    const ours = signWebhookPayload(payload, secret, fresh);
    expect(stripe.webhooks.constructEvent(payload, ours, secret).id).toBe('evt_1');
    const theirs = stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: fresh });
    expect(() => verifyWebhookSignature(payload, theirs, secret)).not.toThrow();
  });
});

describe('webhook secret', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'webhook-secret-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('is STRIPE_WEBHOOK_SECRET when set', () => {
    expect(resolveWebhookSecret({ stripeWebhookSecret: 'whsec_configured', dataDir })).toBe('whsec_configured');
    expect(fs.existsSync(path.join(dataDir, 'keys'))).toBe(false);
  });

  it('is otherwise generated once into the data folder, private to its owner, and kept', () => {
    const first = resolveWebhookSecret({ dataDir });
    expect(first).toMatch(/^whsec_local_[A-Za-z0-9_-]{43}$/);
    const file = path.join(dataDir, 'keys', 'payment-webhook-secret');
    expect(fs.statSync(file).mode & 0o077).toBe(0);
    expect(resolveWebhookSecret({ dataDir })).toBe(first);
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'webhook-secret-'));
    try {
      expect(resolveWebhookSecret({ dataDir: elsewhere })).not.toBe(first);
    } finally {
      fs.rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});
