/**
 * Local stand-ins for the outside providers, so the platform can run with NODE_ENV=production (which
 * refuses the local payment provider and needs SMTP_URL) the way a staging system is pointed at
 * stripe-mock and a mail catcher:
 *
 * - SMTP (`smtpUrl`, for SMTP_URL): a plain SMTP server (no TLS; any credentials, or none) that keeps
 *   every message, parsed (subject, text, html, attachments, List-Unsubscribe).
 * - Twilio (`twilioApiBaseUrl`, for TWILIO_API_BASE_URL): the Messages create call of the twilio SDK
 *   (`POST /2010-04-01/Accounts/<sid>/Messages.json`, form-encoded, Basic auth), answered 201 with a
 *   queued message.
 * - Stripe (`stripeApiBaseUrl`, for STRIPE_API_BASE_URL): `POST /v1/checkout/sessions` as the stripe
 *   SDK sends it (honouring Idempotency-Key), answered with a session whose `url` is
 *   `<stripeApiBaseUrl>/pay/<id>`, the hosted checkout: a page with the amount and a Pay button whose
 *   POST delivers a signed `checkout.session.completed` event to `webhookUrl` and, once that answered
 *   2xx, redirects (303) to the session's success_url (the page's back link, `GET /pay/<id>/cancel`,
 *   redirects to its cancel_url).
 * - Google Places (`googlePlacesBaseUrl`, for GOOGLE_PLACES_BASE_URL): the place details (v1) of the
 *   home page's reviews, three five-star reviews of `googlePlaceId`.
 * - `GET <outboxUrl>?to=<address>`: the captured e-mails and SMS, newest first, in the shape of
 *   svc-notify's dev outbox (which production does not serve).
 *
 * Everything listens on 127.0.0.1 on ports the system picks; `close()` stops it all.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import qs from 'qs';
import { SMTPServer } from 'smtp-server';
import Stripe from 'stripe';
import type { OutboxEntry } from '@clinic/contracts';

export interface ProviderDoubles {
  /** smtp://127.0.0.1:<port>, for SMTP_URL (no TLS; any credentials, or none, are accepted). */
  smtpUrl: string;
  /** http://127.0.0.1:<port>, for TWILIO_API_BASE_URL. */
  twilioApiBaseUrl: string;
  /** http://127.0.0.1:<port>, for STRIPE_API_BASE_URL. */
  stripeApiBaseUrl: string;
  /** http://127.0.0.1:<port>, for GOOGLE_PLACES_BASE_URL. */
  googlePlacesBaseUrl: string;
  /** http://127.0.0.1:<port>/outbox/: `GET ?to=<address>` answers what was sent to it, as svc-notify's dev outbox. */
  outboxUrl: string;
  close(): Promise<void>;
}

export interface ProviderDoublesOptions {
  /** Where the Stripe double delivers its signed events: svc-core's `/api/v1/payments/webhook/` (through the gateway or directly). */
  webhookUrl: string;
  /** STRIPE_WEBHOOK_SECRET of the platform: the events are signed with it. */
  stripeWebhookSecret: string;
  /** TWILIO_ACCOUNT_SID of the platform: the only account the Twilio double knows. */
  twilioAccountSid: string;
  /** GOOGLE_PLACE_ID of the platform: the only place the Places double knows. */
  googlePlaceId: string;
}

/** How long the hosted checkout waits for the platform's webhook to answer. */
const WEBHOOK_TIMEOUT_MS = 20_000;
/** Requests to the HTTP doubles are small forms; anything bigger is refused. */
const MAX_REQUEST_BYTES = 1024 * 1024;

export async function startProviderDoubles(opts: ProviderDoublesOptions): Promise<ProviderDoubles> {
  /** Everything sent, oldest first. */
  const outbox: OutboxEntry[] = [];

  // --- SMTP -------------------------------------------------------------------------------------
  const smtp = new SMTPServer({
    logger: false,
    // Plain SMTP only: no STARTTLS offered, so nodemailer does not try to upgrade to TLS.
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    closeTimeout: 1000,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username || 'anonymous' });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', (err: Error) => callback(err));
      stream.on('end', () => {
        const created = new Date().toISOString();
        const raw = Buffer.concat(chunks);
        void parseMail(raw)
          .catch((err: Error): ParsedMail => {
            // Kept anyway (raw), so a test sees something arrived and why it is odd.
            console.warn(`[provider doubles] could not parse an e-mail: ${err.message}`);
            return { subject: null, text: raw.toString('utf8'), html: null, unsubscribeUrl: null, attachments: [] };
          })
          .then((mail) => {
            for (const rcpt of session.envelope.rcptTo) {
              outbox.push({
                channel: 'email',
                to: rcpt.address,
                subject: mail.subject,
                text: mail.text,
                html: mail.html,
                unsubscribe_url: mail.unsubscribeUrl,
                attachments: mail.attachments,
                created_on: created,
              });
            }
            callback();
          });
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(0, '127.0.0.1', () => {
      smtp.server.off('error', reject);
      resolve();
    });
  });
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  // --- HTTP: Twilio, Stripe, hosted checkout, outbox ----------------------------------------------
  const stripe = new Stripe('sk_test_provider_doubles', { telemetry: false });
  const sessions = new Map<string, CheckoutSessionState>();
  const idempotent = new Map<string, { body: string; status: number; response: unknown }>();
  let baseUrl = '';

  const twilioMessages = (req: http.IncomingMessage, res: http.ServerResponse, accountSid: string, body: string): void => {
    const auth = basicAuthUser(req.headers.authorization);
    if (auth === undefined) return twilioError(res, 401, 20003, 'Authenticate');
    if (accountSid !== opts.twilioAccountSid || (auth !== accountSid && !auth.startsWith('SK'))) {
      return twilioError(res, 404, 20404, `The requested resource /2010-04-01/Accounts/${accountSid}/Messages.json was not found`);
    }
    const form = new URLSearchParams(body);
    const to = form.get('To');
    const from = form.get('From');
    const service = form.get('MessagingServiceSid');
    const text = form.get('Body');
    if (!to) return twilioError(res, 400, 21604, "A 'To' phone number is required.");
    if (!from && !service) return twilioError(res, 400, 21603, "A 'From' phone number is required.");
    if (!text) return twilioError(res, 400, 21602, 'Message body is required.');
    const sid = `SM${randomBytes(16).toString('hex')}`;
    const now = new Date();
    outbox.push({ channel: 'sms', to, subject: null, text, html: null, unsubscribe_url: null, attachments: [], created_on: now.toISOString() });
    const date = now.toUTCString().replace('GMT', '+0000');
    const uri = `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`;
    sendJson(res, 201, {
      account_sid: accountSid,
      api_version: '2010-04-01',
      body: text,
      date_created: date,
      date_sent: null,
      date_updated: date,
      direction: 'outbound-api',
      error_code: null,
      error_message: null,
      from: from ?? null,
      messaging_service_sid: service ?? null,
      num_media: '0',
      num_segments: String(Math.max(1, Math.ceil(text.length / 153))),
      price: null,
      price_unit: 'USD',
      sid,
      status: 'queued',
      subresource_uris: { media: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}/Media.json` },
      to,
      uri,
    });
  };

  const createSession = (req: http.IncomingMessage, res: http.ServerResponse, body: string): void => {
    const apiKey = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (!apiKey) {
      return stripeError(
        res,
        401,
        'invalid_request_error',
        'You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth.',
      );
    }
    const key = header(req, 'idempotency-key');
    const remembered = key ? idempotent.get(`${apiKey}\n${key}`) : undefined;
    if (remembered) {
      if (remembered.body !== body) {
        return stripeError(
          res,
          400,
          'idempotency_error',
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        );
      }
      return sendJson(res, remembered.status, remembered.response, { 'idempotent-replayed': 'true' });
    }
    const answer = (status: number, response: unknown): void => {
      if (key) idempotent.set(`${apiKey}\n${key}`, { body, status, response });
      sendJson(res, status, response, key ? { 'idempotency-key': key } : {});
    };

    // The stripe SDK encodes nested parameters with qs (`line_items[0][price_data][unit_amount]=9500`).
    const params = qs.parse(body, { arrayLimit: 100 }) as Record<string, unknown>;
    const items = Array.isArray(params.line_items) ? (params.line_items as Array<Record<string, unknown>>) : [];
    if (items.length === 0)
      return answer(400, stripeErrorBody('invalid_request_error', 'line_items: at least one line item is required in payment mode.', 'line_items'));
    let total = 0;
    let currency: string | undefined;
    for (const [i, item] of items.entries()) {
      const priceData = item.price_data as Record<string, unknown> | undefined;
      const unit = Number(priceData?.unit_amount);
      const quantity = item.quantity === undefined ? 1 : Number(item.quantity);
      if (!priceData || !Number.isInteger(unit) || unit < 0) {
        return answer(
          400,
          stripeErrorBody(
            'invalid_request_error',
            `line_items[${i}][price_data][unit_amount]: a whole amount in the smallest currency unit is required (this double knows no stored prices).`,
            `line_items[${i}][price_data][unit_amount]`,
          ),
        );
      }
      if (!Number.isInteger(quantity) || quantity < 1)
        return answer(
          400,
          stripeErrorBody('invalid_request_error', `line_items[${i}][quantity] must be a positive whole number.`, `line_items[${i}][quantity]`),
        );
      total += unit * quantity;
      currency ??= typeof priceData.currency === 'string' ? priceData.currency.toLowerCase() : undefined;
    }
    const successUrl = typeof params.success_url === 'string' ? params.success_url : undefined;
    if (!successUrl) return answer(400, stripeErrorBody('invalid_request_error', 'success_url is required.', 'success_url'));
    const id = `cs_test_${randomBytes(24).toString('hex')}`;
    const created = Math.floor(Date.now() / 1000);
    const session: Record<string, unknown> = {
      id,
      object: 'checkout.session',
      amount_subtotal: total,
      amount_total: total,
      cancel_url: typeof params.cancel_url === 'string' ? params.cancel_url : null,
      client_reference_id: typeof params.client_reference_id === 'string' ? params.client_reference_id : null,
      created,
      currency: currency ?? 'usd',
      customer: null,
      customer_details: null,
      customer_email: typeof params.customer_email === 'string' ? params.customer_email : null,
      expires_at: created + 24 * 3600,
      livemode: false,
      locale: typeof params.locale === 'string' ? params.locale : null,
      metadata: isRecord(params.metadata) ? params.metadata : {},
      mode: typeof params.mode === 'string' ? params.mode : 'payment',
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      success_url: successUrl,
      url: `${baseUrl}/pay/${id}`,
    };
    sessions.set(id, { session, apiVersion: header(req, 'stripe-version') ?? null });
    answer(200, session);
  };

  const checkoutPage = (res: http.ServerResponse, id: string): void => {
    const state = sessions.get(id);
    if (!state) return sendText(res, 404, `No checkout session ${id}`);
    const amount = `$${(Number(state.session.amount_total) / 100).toFixed(2)}`;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="en"><title>Test checkout</title><main><h1>Test checkout</h1><p>${amount}</p><form method="post"><button>Pay ${amount}</button></form><a href="/pay/${id}/cancel">Back</a></main></html>`,
    );
  };

  /** The hosted checkout's Pay: the signed completed event to the platform, then back to the shop. */
  const pay = async (res: http.ServerResponse, id: string): Promise<void> => {
    const state = sessions.get(id);
    if (!state) return sendText(res, 404, `No checkout session ${id}`);
    if (state.session.status !== 'complete') {
      state.paying ??= deliverCompleted(state).finally(() => {
        state.paying = undefined;
      });
      const failure = await state.paying;
      if (failure) return sendText(res, 502, failure);
    }
    redirect(res, String(state.session.success_url).replace(/\{CHECKOUT_SESSION_ID\}/g, id));
  };

  /** Answers undefined once the platform took the event (2xx), else why not. */
  const deliverCompleted = async (state: CheckoutSessionState): Promise<string | undefined> => {
    const paid = {
      ...state.session,
      customer_details: { email: state.session.customer_email ?? null },
      payment_intent: `pi_${randomBytes(12).toString('hex')}`,
      payment_status: 'paid',
      status: 'complete',
    };
    const event = {
      id: `evt_${randomBytes(12).toString('hex')}`,
      object: 'event',
      api_version: state.apiVersion,
      created: Math.floor(Date.now() / 1000),
      data: { object: paid },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: 'checkout.session.completed',
    };
    // Stripe sends its events pretty-printed; the signature is over these exact bytes.
    const payload = JSON.stringify(event, null, 2);
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: opts.stripeWebhookSecret });
    let response: Response;
    try {
      response = await fetch(opts.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signature,
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: payload,
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
    } catch (err) {
      return `The webhook ${opts.webhookUrl} could not be reached: ${(err as Error).message}`;
    }
    const text = await response.text().catch(() => '');
    if (!response.ok) return `The webhook ${opts.webhookUrl} answered ${response.status}: ${text}`;
    state.session = paid;
    return undefined;
  };

  const placeDetails = (req: http.IncomingMessage, res: http.ServerResponse, placeId: string): void => {
    if (!header(req, 'x-goog-api-key'))
      return sendJson(res, 403, { error: { code: 403, message: 'The request is missing a valid API key.', status: 'PERMISSION_DENIED' } });
    if (placeId !== opts.googlePlaceId) return sendJson(res, 404, { error: { code: 404, message: `Place ${placeId} was not found.`, status: 'NOT_FOUND' } });
    const reviews = ['Quick exam and kind staff.', 'The sealed envelope was ready the same day.', 'Clear instructions in Spanish, thank you.'].map(
      (text, i) => ({
        name: `places/${placeId}/reviews/e2e-${i + 1}`,
        rating: 5,
        text: { text, languageCode: 'en' },
        publishTime: new Date(Date.UTC(2026, 9, 1 + i)).toISOString(),
        authorAttribution: { displayName: `Reviewer ${i + 1}` },
      }),
    );
    sendJson(res, 200, { rating: 4.9, userRatingCount: 212, reviews });
  };

  const outboxPage = (res: http.ServerResponse, query: URLSearchParams): void => {
    const to = query.get('to')?.trim().toLowerCase();
    const entries = outbox.filter((m) => !to || m.to.toLowerCase() === to);
    sendJson(res, 200, entries.reverse());
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://doubles.invalid');
    const method = req.method ?? 'GET';
    const route = async (): Promise<void> => {
      let m: RegExpExecArray | null;
      if (method === 'POST' && (m = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(url.pathname))) {
        return twilioMessages(req, res, decodeURIComponent(m[1]!), await readBody(req));
      }
      if (method === 'POST' && url.pathname === '/v1/checkout/sessions') return createSession(req, res, await readBody(req));
      // The hosted checkout ignores the query the platform adds to the link (locale, prefilled_email, ...).
      if (method === 'GET' && (m = /^\/pay\/([^/]+)\/?$/.exec(url.pathname))) return checkoutPage(res, decodeURIComponent(m[1]!));
      if (method === 'POST' && (m = /^\/pay\/([^/]+)\/?$/.exec(url.pathname))) return pay(res, decodeURIComponent(m[1]!));
      if (method === 'GET' && (m = /^\/pay\/([^/]+)\/cancel\/?$/.exec(url.pathname))) {
        // The page's back link: no event (Stripe sends checkout.session.expired only when the session expires).
        const state = sessions.get(decodeURIComponent(m[1]!));
        if (!state) return sendText(res, 404, `No checkout session ${m[1]}`);
        return redirect(res, String(state.session.cancel_url ?? state.session.success_url));
      }
      if (method === 'GET' && (m = /^\/v1\/places\/([^/]+)$/.exec(url.pathname))) return placeDetails(req, res, decodeURIComponent(m[1]!));
      if (method === 'GET' && (url.pathname === '/outbox/' || url.pathname === '/outbox')) return outboxPage(res, url.searchParams);
      sendJson(res, 404, { error: 'NOT_FOUND', msg: `The provider doubles do not serve ${method} ${url.pathname}` });
    };
    route().catch((err: Error & { status?: number }) => {
      if (!res.headersSent) sendText(res, err.status ?? 500, err.message);
      else res.destroy(err);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    twilioApiBaseUrl: baseUrl,
    stripeApiBaseUrl: baseUrl,
    googlePlacesBaseUrl: baseUrl,
    outboxUrl: `${baseUrl}/outbox/`,
    async close() {
      await Promise.all([
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
        new Promise<void>((resolve) => smtp.close(() => resolve())),
      ]);
    },
  };
}

interface CheckoutSessionState {
  session: Record<string, unknown>;
  /** The Stripe-Version the session was created with, given as the event's api_version. */
  apiVersion: string | null;
  /** The delivery of the completed event under way (concurrent visits of the page share it). */
  paying?: Promise<string | undefined>;
}

// --- HTTP helpers --------------------------------------------------------------------------------

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_REQUEST_BYTES) {
        reject(Object.assign(new Error('Request body too large'), { status: 413 }));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function header(req: http.IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return (Array.isArray(value) ? value[0] : value) || undefined;
}

function sendJson(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'request-id': `req_${randomBytes(7).toString('hex')}`,
    ...headers,
  });
  res.end(text);
}

function sendText(res: http.ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

function redirect(res: http.ServerResponse, location: string): void {
  res.writeHead(303, { location, 'content-length': 0 });
  res.end();
}

/** The user name of a Basic Authorization header, or undefined without one. */
function basicAuthUser(authorization: string | undefined): string | undefined {
  const token = /^Basic\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!token) return undefined;
  const decoded = Buffer.from(token, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon > 0 ? decoded.slice(0, colon) : undefined;
}

function twilioError(res: http.ServerResponse, status: number, code: number, message: string): void {
  sendJson(res, status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
}

function stripeErrorBody(type: string, message: string, param?: string): unknown {
  return { error: { type, message, ...(param ? { param } : {}) } };
}

function stripeError(res: http.ServerResponse, status: number, type: string, message: string): void {
  sendJson(res, status, stripeErrorBody(type, message));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// --- E-mail --------------------------------------------------------------------------------------

interface ParsedMail {
  subject: string | null;
  text: string | null;
  html: string | null;
  unsubscribeUrl: string | null;
  attachments: OutboxEntry['attachments'];
}

/** What svc-notify's dev outbox shows of an e-mail (List-Unsubscribe: the address svc-notify was given), parsed by mailparser. */
async function parseMail(raw: Buffer): Promise<ParsedMail> {
  const mail = await simpleParser(raw);
  const list = mail.headers.get('list') as { unsubscribe?: { url?: string } } | undefined;
  return {
    subject: mail.subject ?? null,
    text: mail.text ?? null,
    html: typeof mail.html === 'string' ? mail.html : null,
    unsubscribeUrl: list?.unsubscribe?.url ?? null,
    attachments: mail.attachments.map((a) => ({ filename: a.filename ?? 'attachment', content_type: a.contentType, size_bytes: a.size })),
  };
}
