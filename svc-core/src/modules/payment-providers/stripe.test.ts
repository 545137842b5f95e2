import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { createStripeProvider, stripeApiAddress } from './stripe';
import { WebhookSignatureError } from './types';

interface Captured {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  form: URLSearchParams;
}

/** A local stand-in for api.stripe.com that answers checkout session creation. */
async function fakeStripe(): Promise<{ port: number; requests: Captured[]; close(): Promise<void> }> {
  const requests: Captured[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      requests.push({ method: req.method!, url: req.url!, headers: req.headers, form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')) });
      res.writeHead(200, { 'content-type': 'application/json', 'request-id': 'req_fake' });
      res.end(JSON.stringify({ id: 'cs_test_a1b2c3', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_a1b2c3' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const webhookSecret = 'whsec_stripe_test_0123456789';

describe('Stripe provider', () => {
  it('creates a Checkout Session with the tests as line items, the payer, the reference and the return pages', async () => {
    const api = await fakeStripe();
    try {
      const provider = createStripeProvider({
        secretKey: 'sk_test_fake',
        webhookSecret,
        publicUrl: 'https://clinic.example',
        api: { host: '127.0.0.1', port: api.port, protocol: 'http' },
      });
      const session = await provider.createCheckout({
        transactionId: '2b0f3c1e-8d5a-4c4e-9a43-0f7d8f1b2c3d',
        email: 'ana@example.com',
        amountCents: 13000,
        items: [
          { name: 'TB QuantiFERON-TB Gold Plus', amountCents: 9500 },
          { name: 'Syphilis RPR', amountCents: 3500 },
        ],
      });
      expect(session).toEqual({ payment_link: 'https://checkout.stripe.com/c/pay/cs_test_a1b2c3', provider_ref: 'cs_test_a1b2c3' });
      expect(api.requests).toHaveLength(1);
      const [req] = api.requests;
      expect(req!.method).toBe('POST');
      expect(req!.url).toBe('/v1/checkout/sessions');
      expect(req!.headers.authorization).toBe('Bearer sk_test_fake');
      expect(req!.headers['idempotency-key']).toBe('checkout-2b0f3c1e-8d5a-4c4e-9a43-0f7d8f1b2c3d');
      const f = req!.form;
      expect(f.get('mode')).toBe('payment');
      expect(f.get('customer_email')).toBe('ana@example.com');
      expect(f.get('client_reference_id')).toBe('2b0f3c1e-8d5a-4c4e-9a43-0f7d8f1b2c3d');
      expect(f.get('success_url')).toBe('https://clinic.example/checkout/confirmation?status=t');
      expect(f.get('cancel_url')).toBe('https://clinic.example/checkout/confirmation?status=f');
      expect(f.get('line_items[0][price_data][unit_amount]')).toBe('9500');
      expect(f.get('line_items[0][price_data][currency]')).toBe('usd');
      expect(f.get('line_items[0][price_data][product_data][name]')).toBe('TB QuantiFERON-TB Gold Plus');
      expect(f.get('line_items[1][price_data][unit_amount]')).toBe('3500');
      expect(f.get('line_items[1][quantity]')).toBe('1');
    } finally {
      await api.close();
    }
  });

  it('turns STRIPE_API_BASE_URL into the host, port and protocol the SDK takes', () => {
    expect(stripeApiAddress('http://127.0.0.1:12111')).toEqual({ host: '127.0.0.1', port: 12111, protocol: 'http' });
    expect(stripeApiAddress('https://stripe-mock.internal')).toEqual({ host: 'stripe-mock.internal', port: 443, protocol: 'https' });
    expect(stripeApiAddress('http://stripe-mock')).toEqual({ host: 'stripe-mock', port: 80, protocol: 'http' });
    expect(stripeApiAddress('http://[::1]:12111')).toEqual({ host: '::1', port: 12111, protocol: 'http' });
  });

  it('verifies deliveries with the SDK against STRIPE_WEBHOOK_SECRET', async () => {
    const provider = createStripeProvider({ secretKey: 'sk_test_fake', webhookSecret, publicUrl: 'https://clinic.example' });
    const payload = JSON.stringify({
      id: 'evt_9',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_9', client_reference_id: 'x' } },
    });
    const sdk = new Stripe('sk_test_fake');
    const header = sdk.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    await expect(provider.verifyWebhook(Buffer.from(payload), header)).resolves.toMatchObject({ id: 'evt_9', data: { object: { id: 'cs_9' } } });

    const stale = sdk.webhooks.generateTestHeaderString({ payload, secret: webhookSecret, timestamp: Math.floor(Date.now() / 1000) - 301 });
    await expect(provider.verifyWebhook(Buffer.from(payload), stale)).rejects.toThrow(WebhookSignatureError);
    const forged = sdk.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    await expect(provider.verifyWebhook(Buffer.from(payload), forged)).rejects.toThrow(WebhookSignatureError);
    await expect(provider.verifyWebhook(Buffer.from(payload), undefined)).rejects.toThrow(WebhookSignatureError);
  });
});
