import { EventEmitter } from 'node:events';
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import type Koa from 'koa';
import type { ApiService } from '@clinic/contracts';
import { MAX_UPSTREAMS, type Logger } from '@clinic/server-kit';
import { Client, Pool, type Dispatcher } from 'undici';
import { AppError, ERROR_CODES_GATEWAY, RetryLaterError } from './gateway-errors';
import { checkUpstreamReady } from './upstream-health';

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

/**
 * The client's answer to a failed hand-over. A service that refuses connections, or drops a request that
 * changes nothing twice without answering (it is dying: `kill -9` takes a moment), is unavailable. A
 * lost connection after any other request leaves its outcome unknown: 502.
 */
function gatewayError(err: NodeJS.ErrnoException, lostTwice: boolean): AppError {
  if (err.code === 'UND_ERR_HEADERS_TIMEOUT') return new AppError(504, ERROR_CODES_GATEWAY.timeout, 'The service took too long to answer. Please try again.');
  if (err.code && (CONNECT_FAILURES.has(err.code) || (lostTwice && LOST_CONNECTION.has(err.code)))) {
    return new RetryLaterError(
      503,
      ERROR_CODES_GATEWAY.unavailable,
      'The service is unavailable right now. Please try again shortly.',
      UNAVAILABLE_RETRY_AFTER_SECONDS,
    );
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
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/**
 * The client's headers for the upstream, with the X-Forwarded-* of the hop (the Host becomes
 * X-Forwarded-Host). X-Forwarded-For is replaced by the one client address the gateway determined
 * (`ctx.ip`: the socket's, or the one TRUST_PROXY picks from the proxies' chain), so a service, which
 * trusts exactly this hop, sees the client and never an address the client wrote itself.
 */
function upstreamHeaders(ctx: Koa.Context): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  const incoming = ctx.req.headers;
  for (const name in incoming) {
    const value = incoming[name];
    // Node already answered any Expect: 100-continue; undici refuses to send one.
    if (value === undefined || HOP_BY_HOP.has(name) || name === 'host' || name === 'expect' || name === 'x-forwarded-for') continue;
    headers[name] = value;
  }
  if (ctx.ip) headers['x-forwarded-for'] = ctx.ip;
  if (ctx.req.headers.host) headers['x-forwarded-host'] = ctx.req.headers.host;
  headers['x-forwarded-proto'] = ctx.protocol;
  return headers;
}

/**
 * A streamed request body handed to undici as an iterable that touches the client's stream only when
 * undici starts writing it. undici destroys a stream body when the connection fails, which would make
 * the request impossible to send to another replica; nothing is read before a connection exists, so
 * after a connect failure the body is intact. Stopped early (the service answered before reading it all),
 * the client's stream is left open for `drainUnreadBody`.
 */
function lazyBody(stream: Readable): AsyncIterable<Buffer> {
  return {
    [Symbol.asyncIterator]() {
      let iterator: AsyncIterator<Buffer> | undefined;
      return {
        next: () => (iterator ??= stream.iterator({ destroyOnReturn: false }) as AsyncIterator<Buffer>).next(),
        return: async () => (await iterator?.return?.()) ?? { done: true, value: undefined },
      };
    },
  };
}

/** Unanswered /readyz probes in a row after which a replica is taken out of the rotation. */
const PROBE_MISSES_BEFORE_OUT = 2;

export interface UpstreamProxyOptions {
  /** Base URLs of each service's replicas (config CORE_URL and NOTIFY_URL lists). */
  services: Record<ApiService, readonly string[]>;
  /** Longest wait for an upstream's response headers (ms). */
  timeoutMs: number;
  /** How often each replica's /readyz is asked (ms); default 1 s. */
  probeIntervalMs?: number;
  /** Longest wait for a /readyz answer (ms); default 2 s. */
  probeTimeoutMs?: number;
  /** Where a replica being taken out of (or back into) the rotation is logged. */
  logger?: Pick<Logger, 'info' | 'warn'>;
}

/** A replica of a service: its own keep-alive pool, and whether it takes new requests. */
interface Upstream {
  url: string;
  /** A path prefix the service is mounted under (usually ''): the client's path is appended, never resolved. */
  basePath: string;
  pool: Pool;
  /** One connection of its own for /readyz, so probes never queue behind busy request connections. */
  probe: Client;
  /** Bit of this replica in a request's mask of replicas tried. */
  bit: number;
  up: boolean;
  /** Probes in a row that got no answer (timeouts, lost connections). */
  unanswered: number;
  timer?: NodeJS.Timeout;
}

/**
 * The replicas of one service. Requests go round robin over the ones up; a replica is taken out when a
 * connection to it fails or its /readyz does not answer 200, and put back when its /readyz answers 200.
 * With every replica out, requests still try them (they may be back before the next probe): a single
 * replica, the usual case, is never refused by the gateway's own bookkeeping.
 */
class UpstreamGroup {
  readonly all: Upstream[];
  /** The replicas up, in configuration order (recomputed on a change, never per request). */
  private live: Upstream[];
  private turn = 0;

  constructor(
    readonly service: ApiService,
    urls: readonly string[],
    make: (url: string, bit: number) => Upstream,
    private readonly logger?: UpstreamProxyOptions['logger'],
  ) {
    if (urls.length === 0 || urls.length > MAX_UPSTREAMS) throw new Error(`svc-${service} needs 1 to ${MAX_UPSTREAMS} addresses, got ${urls.length}`);
    this.all = urls.map((url, i) => make(url, 1 << i));
    this.live = this.all.slice();
  }

  /**
   * The replica for the next attempt: the next one up in turn that this request has not tried, else
   * (every replica out) the next one not tried; undefined when every one has been tried.
   */
  pick(tried: number): Upstream | undefined {
    const live = this.live;
    const n = live.length;
    if (n > 0) {
      const start = this.turn++;
      if (this.turn > 0x3fffffff) this.turn = 0;
      for (let k = 0; k < n; k++) {
        const upstream = live[(start + k) % n]!;
        if ((tried & upstream.bit) === 0) return upstream;
      }
    }
    for (const upstream of this.all) if ((tried & upstream.bit) === 0 && !upstream.up) return upstream;
    return undefined;
  }

  set(upstream: Upstream, up: boolean, reason: string): void {
    if (upstream.up === up) return;
    upstream.up = up;
    this.live = this.all.filter((u) => u.up);
    const detail = { service: `svc-${this.service}`, upstream: upstream.url, reason, up: this.live.length, of: this.all.length };
    if (up) this.logger?.info(detail, 'upstream back in the rotation');
    else this.logger?.warn(detail, 'upstream taken out of the rotation');
  }
}

/**
 * Sends a Koa request to a replica of the route's service over its keep-alive undici pool (method,
 * path, headers and body kept; a body checked by the gateway is re-sent as those bytes, any other is
 * streamed) and resolves with the replica's answer.
 *
 * Replicas are chosen round robin among the healthy ones (see UpstreamGroup). A connection that cannot
 * be made takes its replica out and the request goes to the next one (nothing was sent, so any method
 * is safe); a bodyless GET, HEAD or OPTIONS whose connection is lost before any answer is sent once
 * more, to another replica when there is one. Nothing else is sent twice. Every replica's /readyz is
 * asked every `probeIntervalMs` (unref'd timers, stopped by `close`): a draining or dead replica stops
 * getting requests within about a second, and is taken back when it answers 200 again. Connection
 * failures and timeouts reject with JSON-ready AppErrors (503 with Retry-After / 504 / 502), so a dead
 * service never hangs.
 */
export function createUpstreamProxy({ services, timeoutMs, probeIntervalMs = 1_000, probeTimeoutMs = 2_000, logger }: UpstreamProxyOptions) {
  let closed = false;
  const groups = {} as Record<ApiService, UpstreamGroup>;

  const probe = (group: UpstreamGroup, upstream: Upstream): void => {
    upstream.probe
      .request({ path: `${upstream.basePath}/readyz`, method: 'GET', headers: { accept: 'application/json' } })
      .then(
        async (res) => {
          await res.body.dump();
          upstream.unanswered = 0;
          group.set(upstream, res.statusCode === 200, `/readyz answered ${res.statusCode}`);
        },
        (err: NodeJS.ErrnoException) => {
          // A replica busy with a burst of work may answer a probe late: one miss is not an outage.
          // Refused connections take it out at once (here or on the next request), a 503 too.
          upstream.unanswered++;
          if (upstream.unanswered >= PROBE_MISSES_BEFORE_OUT || CONNECT_FAILURES.has(err.code ?? ''))
            group.set(upstream, false, `/readyz: ${err.code ?? err.message}`);
        },
      )
      .finally(() => {
        if (!closed) upstream.timer = setTimeout(probe, probeIntervalMs, group, upstream).unref();
      });
  };

  for (const service of Object.keys(services) as ApiService[]) {
    const group = new UpstreamGroup(
      service,
      services[service],
      (url, bit) => {
        const { origin, pathname } = new URL(url);
        return {
          url,
          basePath: pathname.replace(/\/+$/, ''),
          // The body may stream for longer than the wait for headers (downloads): only the headers are timed.
          pool: new Pool(origin, { connections: 256, headersTimeout: timeoutMs, bodyTimeout: 0 }),
          probe: new Client(origin, { headersTimeout: probeTimeoutMs, bodyTimeout: probeTimeoutMs, connect: { timeout: probeTimeoutMs } }),
          bit,
          up: true,
          unanswered: 0,
        };
      },
      logger,
    );
    groups[service] = group;
    for (const upstream of group.all) probe(group, upstream);
  }

  return {
    async forward(ctx: Koa.Context, service: ApiService, body?: Buffer): Promise<UpstreamResponse> {
      const group = groups[service];
      const hasBody = body !== undefined || ctx.req.headers['content-length'] !== undefined || ctx.req.headers['transfer-encoding'] !== undefined;
      const abort = new EventEmitter();
      let clientClosed = false;
      const onClientClose = () => {
        if (ctx.res.writableEnded) return;
        clientClosed = true;
        abort.emit('abort');
      };
      ctx.res.once('close', onClientClose);
      const options: Dispatcher.RequestOptions = {
        path: ctx.originalUrl,
        method: ctx.method as Dispatcher.HttpMethod,
        headers: upstreamHeaders(ctx),
        // undici takes async iterables as bodies; its types list only streams.
        body: body ?? (hasBody ? (lazyBody(ctx.req) as unknown as Readable) : null),
        signal: abort,
      };
      let upstream = group.pick(0)!;
      let tried = 0;
      let resent = false;
      try {
        let res: Dispatcher.ResponseData;
        for (;;) {
          try {
            options.path = upstream.basePath === '' ? ctx.originalUrl : upstream.basePath + ctx.originalUrl;
            res = await upstream.pool.request(options);
            break;
          } catch (err) {
            if (clientClosed) throw err;
            const code = (err as NodeJS.ErrnoException).code ?? '';
            tried |= upstream.bit;
            let next: Upstream | undefined;
            if (CONNECT_FAILURES.has(code)) {
              // Nothing was sent: any request may go to another replica.
              group.set(upstream, false, code);
              next = group.pick(tried);
            } else if (LOST_CONNECTION.has(code) && !resent && !hasBody && IDEMPOTENT_METHODS.has(ctx.method)) {
              resent = true;
              next = group.pick(tried) ?? upstream;
            }
            if (!next) throw err;
            upstream = next;
          }
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
        throw gatewayError(err as NodeJS.ErrnoException, resent);
      } finally {
        ctx.res.off('close', onClientClose);
      }
    },

    /**
     * Resolves when at least one replica of `service` answers its /readyz with 200 within `timeoutMs`
     * (the gateway's /healthz); rejects naming each replica's failure otherwise.
     */
    async checkReady(service: ApiService, timeoutMs: number): Promise<void> {
      const urls = groups[service].all.map((u) => u.url);
      if (urls.length === 1) return checkUpstreamReady(urls[0]!, timeoutMs);
      const failures: string[] = [];
      await new Promise<void>((resolve, reject) => {
        for (const url of urls) {
          checkUpstreamReady(url, timeoutMs).then(resolve, (err: Error) => {
            failures.push(err.cause instanceof Error ? `${url}: ${err.cause.message}` : err.message);
            if (failures.length === urls.length) reject(new Error(`no replica of svc-${service} is ready (${failures.join('; ')})`));
          });
        }
      });
    },

    /** Which replicas of each service are in the rotation (logs, tests). */
    state(): Record<ApiService, Array<{ url: string; up: boolean }>> {
      const out = {} as Record<ApiService, Array<{ url: string; up: boolean }>>;
      for (const service of Object.keys(groups) as ApiService[]) out[service] = groups[service].all.map(({ url, up }) => ({ url, up }));
      return out;
    },

    /** Stops the probes and closes every connection. */
    async close(): Promise<void> {
      closed = true;
      const all = Object.values(groups).flatMap((group) => group.all);
      for (const upstream of all) clearTimeout(upstream.timer);
      await Promise.all(all.flatMap((upstream) => [upstream.pool.destroy(), upstream.probe.destroy()]));
    },
  };
}

export type UpstreamProxy = ReturnType<typeof createUpstreamProxy>;

/** Hands an upstream response to Koa: status, end-to-end headers and the streamed body. */
export function respondWith(ctx: Koa.Context, upstream: UpstreamResponse): void {
  ctx.status = upstream.statusCode;
  const headers = upstream.headers;
  for (const name in headers) {
    const value = headers[name];
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
