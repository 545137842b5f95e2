import { Agent, type IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import httpProxy from 'http-proxy';
import type Koa from 'koa';
import { AppError, ERROR_CODES_GATEWAY } from './gateway-errors';

export interface UpstreamProxyOptions {
  /** Longest wait for an upstream's response headers (ms). */
  timeoutMs: number;
}

interface Pending {
  resolve(res: IncomingMessage): void;
  timedOut: boolean;
}

const CONNECT_FAILURES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

function gatewayError(err: NodeJS.ErrnoException, timedOut: boolean): AppError {
  if (timedOut) return new AppError(504, ERROR_CODES_GATEWAY.timeout, 'The service took too long to answer. Please try again.');
  if (err.code && CONNECT_FAILURES.has(err.code)) {
    return new AppError(503, ERROR_CODES_GATEWAY.unavailable, 'The service is unavailable right now. Please try again shortly.');
  }
  return new AppError(502, ERROR_CODES_GATEWAY.badGateway, 'The service answered with an error. Please try again.');
}

/** The client went away before the upstream answered: nothing is sent (499 in the access log). */
export class ClientClosedError extends AppError {
  constructor() {
    super(499, 'CLIENT_CLOSED_REQUEST', 'The client closed the connection before the answer.');
  }
}

/**
 * Streams a Koa request to an upstream with http-proxy (method, path, headers and body kept) and
 * resolves with the upstream response, which the caller hands to Koa. Connection failures and
 * timeouts reject with JSON-ready AppErrors (503 / 504 / 502), so a dead upstream never hangs.
 */
export function createUpstreamProxy({ timeoutMs }: UpstreamProxyOptions) {
  // Without an agent http-proxy sends `Connection: close` and opens a TCP connection per request.
  const agent = new Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64 });
  const proxy = httpProxy.createProxyServer({ xfwd: true, selfHandleResponse: true, changeOrigin: false, agent });
  const pending = new WeakMap<IncomingMessage, Pending>();

  proxy.on('proxyReq', (proxyReq, req) => {
    const state = pending.get(req);
    proxyReq.setTimeout(timeoutMs, () => {
      if (state) state.timedOut = true;
      proxyReq.destroy(new Error(`Upstream did not answer within ${timeoutMs} ms`));
    });
  });
  proxy.on('proxyRes', (proxyRes, req) => {
    const state = pending.get(req);
    if (!state) return;
    // Headers arrived: the timeout guards the wait for them only, the body may stream for longer.
    proxyRes.socket?.setTimeout(0);
    state.resolve(proxyRes);
  });

  return {
    forward(ctx: Koa.Context, target: string, body?: Buffer): Promise<IncomingMessage> {
      return new Promise<IncomingMessage>((resolve, reject) => {
        const onClientClose = () => {
          if (!ctx.res.writableEnded) reject(new ClientClosedError());
        };
        const state: Pending = {
          timedOut: false,
          resolve: (res) => {
            ctx.res.off('close', onClientClose);
            resolve(res);
          },
        };
        pending.set(ctx.req, state);
        ctx.res.once('close', onClientClose);
        proxy.web(ctx.req, ctx.res, { target, buffer: body ? Readable.from([body]) : undefined }, (err) => {
          ctx.res.off('close', onClientClose);
          reject(gatewayError(err as NodeJS.ErrnoException, state.timedOut));
        });
      });
    },
  };
}

export type UpstreamProxy = ReturnType<typeof createUpstreamProxy>;

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** Hands an upstream response to Koa: status, end-to-end headers and the streamed body. */
export function respondWith(ctx: Koa.Context, upstream: IncomingMessage): void {
  ctx.status = upstream.statusCode ?? 502;
  for (const [name, value] of Object.entries(upstream.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || name === 'x-request-id') continue;
    ctx.set(name, value);
  }
  if (ctx.method === 'HEAD' || ctx.status === 204 || ctx.status === 304) {
    upstream.resume();
    // Koa answers HEAD without a body; setting null would turn a 200 into a 204.
    if (ctx.method !== 'HEAD') ctx.body = null;
    return;
  }
  ctx.body = upstream;
}
