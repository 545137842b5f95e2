import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type Koa from 'koa';
import { createLogger, type Logger } from './logger';

/** What the server-kit middlewares put on `ctx.state`. */
export interface KitState {
  requestId: string;
  log: Logger;
  auth?: Record<string, unknown>;
}

const REQUEST_ID_HEADER = 'x-request-id';
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

let fallbackLogger: Logger | undefined;

/**
 * Reads `x-request-id` (kept when it is a safe token, else replaced by a uuid), echoes it on the
 * response and puts it on `ctx.state.requestId`, with `ctx.state.log` a child logger carrying it.
 * The child is made on first use: most requests never log, and making one costs a serialisation.
 */
export function requestId(logger?: Logger): Koa.Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get(REQUEST_ID_HEADER);
    const id = SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const base = logger ?? (fallbackLogger ??= createLogger('http'));
    let log: Logger | undefined;
    ctx.state.requestId = id;
    Object.defineProperty(ctx.state, 'log', { enumerable: true, configurable: true, get: () => (log ??= base.child({ requestId: id })) });
    ctx.set(REQUEST_ID_HEADER, id);
    await next();
  };
}

/** The level of a request's log line: successful ones at debug, refused ones at info, failed ones at warn. */
function accessLevel(status: number): 'debug' | 'info' | 'warn' {
  if (status >= 500) return 'warn';
  return status >= 400 ? 'info' : 'debug';
}

/**
 * One JSON log line per request: method, path (query string left out: it can hold personal data),
 * status, duration. Successful requests log at debug (LOG_LEVEL=debug shows them), so the log and
 * the test output hold what needs attention and the hop pays nothing for lines nobody keeps. Mount
 * it outside errorHandler (requestId, accessLog, errorHandler, ...) so it logs final statuses. The
 * time to the answer (before a streamed body) is also sent as `Server-Timing: <service>;dur=<ms>`,
 * after any timing a proxied service sent (the gateway answers `svc-core;dur=.., svc-gateway;dur=..`).
 */
export function accessLog(logger: Logger): Koa.Middleware {
  const metric = String(logger.bindings().service ?? 'app').replace(/[^A-Za-z0-9_-]/g, '_');
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const ms = Math.round((Number(process.hrtime.bigint() - started) / 1e6) * 10) / 10;
      if (!ctx.headerSent) {
        const upstream = ctx.response.get('Server-Timing');
        ctx.set('Server-Timing', `${upstream ? `${upstream}, ` : ''}${metric};dur=${ms}`);
      }
      const level = accessLevel(ctx.status);
      if (logger.isLevelEnabled(level)) {
        const log: Logger = (ctx.state as Partial<KitState>).log ?? logger;
        log[level]({ method: ctx.method, path: ctx.path, status: ctx.status, ms }, 'request');
      }
    }
  };
}

export interface RunningServer {
  server: Server;
  /** http://host:port with the real port (useful with port 0 in tests). */
  url: string;
  /**
   * Graceful close: stops accepting connections at once, lets the requests in flight finish (each
   * answered with `Connection: close`), closes idle keep-alive connections as they become idle, and
   * after `graceMs` (default 25 s) closes whatever is still open.
   */
  close(options?: { graceMs?: number }): Promise<void>;
}

/** How long requests in flight may take to finish once a graceful close has begun. */
export const DEFAULT_DRAIN_MS = 25_000;

/**
 * Listens with a Koa app on host:port (port 0 picks a free one) and resolves once listening. The
 * host is the HOST setting in the services (config.host); 127.0.0.1 when not given.
 */
export async function startHttpServer(app: Koa, { port, host = '127.0.0.1' }: { port: number; host?: string }): Promise<RunningServer> {
  const server = createServer(app.callback());
  let draining = false;
  const inFlight = new Set<ServerResponse>();
  server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
    inFlight.add(res);
    if (draining) res.shouldKeepAlive = false;
    res.once('close', () => {
      inFlight.delete(res);
      // The connection of a request that ended during the drain is idle now: close it.
      if (draining) setImmediate(() => server.closeIdleConnections());
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const realPort = typeof address === 'object' && address ? address.port : port;
  let closing: Promise<void> | undefined;
  return {
    server,
    url: `http://${host.includes(':') ? `[${host}]` : host}:${realPort}`,
    close: ({ graceMs = DEFAULT_DRAIN_MS } = {}) =>
      (closing ??= new Promise<void>((resolve, reject) => {
        draining = true;
        // Answers not started yet tell their clients this connection ends with them.
        for (const res of inFlight) if (!res.headersSent) res.shouldKeepAlive = false;
        const force = setTimeout(() => server.closeAllConnections(), graceMs);
        force.unref();
        server.close((err) => {
          clearTimeout(force);
          if (err) reject(err);
          else resolve();
        });
        server.closeIdleConnections();
      })),
  };
}
