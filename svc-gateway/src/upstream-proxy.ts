import { EventEmitter } from 'node:events';
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import type Koa from 'koa';
import { Agent, type Dispatcher } from 'undici';
import { AppError, ERROR_CODES_GATEWAY, RetryLaterError } from './gateway-errors';

export interface UpstreamProxyOptions {
  /** Longest wait for an upstream's response headers (ms). */
  timeoutMs: number;
}

/** What a service answered: handed to Koa by `respondWith`. */
export interface UpstreamResponse {
  statusCode: number;
  headers: IncomingHttpHeaders;
  /** Read whole when small (most API answers), else streamed (downloads). */
  body: Buffer | Readable;
}

/** Answers up to this size are read before replying: cheaper than piping a stream for a few hundred bytes. */
const BUFFERED_BYTES = 64 * 1024;

const CONNECT_FAILURES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT']);
/** The connection went away before any answer: a kept-alive one the service closed (it restarted), or a crash. */
const LOST_CONNECTION = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE']);
/** Sent again once on a new connection when the first is lost: they change nothing, so a second try is safe. */
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** When a client may try a service again that did not take the connection: `npm start` restarts a crashed one within seconds. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

function gatewayError(err: NodeJS.ErrnoException): AppError {
  if (err.code === 'UND_ERR_HEADERS_TIMEOUT') return new AppError(504, ERROR_CODES_GATEWAY.timeout, 'The service took too long to answer. Please try again.');
  if (err.code && CONNECT_FAILURES.has(err.code)) {
    return new RetryLaterError(503, ERROR_CODES_GATEWAY.unavailable, 'The service is unavailable right now. Please try again shortly.', UNAVAILABLE_RETRY_AFTER_SECONDS);
  }
  return new AppError(502, ERROR_CODES_GATEWAY.badGateway, 'The service answered with an error. Please try again.');
}

/** The client went away before the upstream answered: nothing is sent (499 in the access log). */
export class ClientClosedError extends AppError {
  constructor() {
    super(499, 'CLIENT_CLOSED_REQUEST', 'The client closed the connection before the answer.');
  }
}

function ignoreError(): void {}

/**
 * The service answered before reading the whole body (a refusal from the headers alone). The rest is
 * read and dropped, and the connection closed after the answer: left unread, it would stall the
 * next request on this keep-alive connection until the client gave up.
 */
function drainUnreadBody(ctx: Koa.Context): void {
  ctx.req.on('error', ignoreError);
  ctx.req.resume();
  ctx.set('Connection', 'close');
}

/** Headers that describe one connection, not the message: never forwarded in either direction. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

/**
 * The client's headers for the upstream, with the X-Forwarded-* of the hop (the Host becomes
 * X-Forwarded-Host). X-Forwarded-For is replaced by the one client address the gateway determined
 * (`ctx.ip`: the socket's, or the one TRUST_PROXY picks from the proxies' chain), so a service, which
 * trusts exactly this hop, sees the client and never an address the client wrote itself.
 */
function upstreamHeaders(ctx: Koa.Context): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(ctx.req.headers)) {
    // Node already answered any Expect: 100-continue; undici refuses to send one.
    if (value === undefined || HOP_BY_HOP.has(name) || name === 'host' || name === 'expect') continue;
    headers[name] = value;
  }
  delete headers['x-forwarded-for'];
  if (ctx.ip) headers['x-forwarded-for'] = ctx.ip;
  if (ctx.req.headers.host) headers['x-forwarded-host'] = ctx.req.headers.host;
  headers['x-forwarded-proto'] = ctx.protocol;
  return headers;
}

/** A service's origin and any path prefix it is mounted under; the client's path is appended, never resolved against it. */
function upstreamOf(target: string): { origin: string; basePath: string } {
  const url = new URL(target);
  return { origin: url.origin, basePath: url.pathname.replace(/\/+$/, '') };
}

/**
 * Sends a Koa request to an upstream over a keep-alive undici pool (method, path, headers and body
 * kept; a body checked by the gateway is re-sent as those bytes, any other is streamed) and resolves
 * with the upstream's answer. A bodyless GET, HEAD or OPTIONS whose connection is lost before any
 * answer is sent once more on a new connection. Connection failures and timeouts reject with
 * JSON-ready AppErrors (503 with Retry-After / 504 / 502), so a dead upstream never hangs.
 */
export function createUpstreamProxy({ timeoutMs }: UpstreamProxyOptions) {
  // The body may stream for longer than the wait for headers (downloads): only the headers are timed.
  const dispatcher = new Agent({ connections: 256, headersTimeout: timeoutMs, bodyTimeout: 0 });
  const upstreams = new Map<string, { origin: string; basePath: string }>();

  return {
    async forward(ctx: Koa.Context, target: string, body?: Buffer): Promise<UpstreamResponse> {
      let upstream = upstreams.get(target);
      if (!upstream) upstreams.set(target, (upstream = upstreamOf(target)));
      const hasBody = body !== undefined || ctx.req.headers['content-length'] !== undefined || ctx.req.headers['transfer-encoding'] !== undefined;
      const abort = new EventEmitter();
      let clientClosed = false;
      const onClientClose = () => {
        if (ctx.res.writableEnded) return;
        clientClosed = true;
        abort.emit('abort');
      };
      ctx.res.once('close', onClientClose);
      const send = () =>
        dispatcher.request({
          origin: upstream.origin,
          path: upstream.basePath + ctx.originalUrl,
          method: ctx.method as Dispatcher.HttpMethod,
          headers: upstreamHeaders(ctx),
          body: body ?? (hasBody ? ctx.req : null),
          signal: abort,
        });
      try {
        let res: Dispatcher.ResponseData;
        try {
          res = await send();
        } catch (err) {
          const lost = LOST_CONNECTION.has((err as NodeJS.ErrnoException).code ?? '');
          if (!lost || clientClosed || hasBody || !IDEMPOTENT_METHODS.has(ctx.method)) throw err;
          res = await send();
        }
        // Koa destroys a body it never sends (the client went away meanwhile), which undici reports
        // as an 'error' event; while it is sent, Koa's pipeline handles the body's errors itself.
        res.body.on('error', ignoreError);
        if (!body && hasBody && !ctx.req.complete) drainUnreadBody(ctx);
        const length = Number(res.headers['content-length']);
        const answer = length <= BUFFERED_BYTES && ctx.method !== 'HEAD' ? Buffer.from(await res.body.arrayBuffer()) : res.body;
        return { statusCode: res.statusCode, headers: res.headers, body: answer };
      } catch (err) {
        if (clientClosed) throw new ClientClosedError();
        throw gatewayError(err as NodeJS.ErrnoException);
      } finally {
        ctx.res.off('close', onClientClose);
      }
    },
  };
}

export type UpstreamProxy = ReturnType<typeof createUpstreamProxy>;

/** Hands an upstream response to Koa: status, end-to-end headers and the streamed body. */
export function respondWith(ctx: Koa.Context, upstream: UpstreamResponse): void {
  ctx.status = upstream.statusCode;
  for (const [name, value] of Object.entries(upstream.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || name === 'x-request-id') continue;
    ctx.set(name, value);
  }
  if (ctx.method === 'HEAD' || ctx.status === 204 || ctx.status === 304) {
    if (!Buffer.isBuffer(upstream.body)) upstream.body.resume();
    // Koa answers HEAD without a body; setting null would turn a 200 into a 204.
    if (ctx.method !== 'HEAD') ctx.body = null;
    return;
  }
  ctx.body = upstream.body;
}
