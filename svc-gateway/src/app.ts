import Koa from 'koa';
import compress from 'koa-compress';
import type { Redis } from 'ioredis';
import {
  accessLog,
  errorHandler,
  healthRoutes,
  notFoundHandler,
  requestId,
  type Config,
  type Logger,
  type ShutdownState,
  type TokenKey,
} from '@clinic/server-kit';
import { apiGateway } from './api';
import { DEFAULT_JSON_LIMIT_BYTES } from './json-body';
import { createFormLimiter, type FormLimitOptions } from './form-limit';
import { createLoginLimiter, type LoginLimitOptions } from './login-limit';
import { remoteOrigins, remoteRegistry } from './remotes';
import { securityHeaders } from './security';
import { staticSite, type StaticRoots } from './static-site';
import { createUpstreamProxy, type UpstreamProxy } from './upstream-proxy';

export interface GatewayAppOptions {
  config: Config;
  verifyKey: TokenKey;
  logger: Logger;
  /** Build folders to serve (all-in-one mode); omit to serve no static files. */
  staticRoots?: StaticRoots;
  /** Where REMOTE_MFE_* overrides are read; default process.env. */
  remoteEnv?: Record<string, string | undefined>;
  /** Sign-in limits; defaults 30 unsuccessful sign-ins per IP and 5 failures per account per 15 minutes. */
  loginLimits?: Partial<LoginLimitOptions>;
  /** Per-IP limit of the public forms; default 30 calls per 10 minutes. */
  formLimits?: Partial<FormLimitOptions>;
  /** Redis client for the rate-limit store (memory when absent). The caller closes it. */
  redis?: Redis;
  /** Longest wait for an upstream's response headers; default 30 s. */
  upstreamTimeoutMs?: number;
  /** Timeout of each upstream /readyz check of the gateway's /healthz; default 2 s. */
  healthTimeoutMs?: number;
  /** How often the proxy asks each replica's /readyz to keep it in or out of the rotation; default 1 s. */
  upstreamProbeIntervalMs?: number;
  /** Longest wait for such a /readyz answer; default 1 s. */
  upstreamProbeTimeoutMs?: number;
  jsonLimitBytes?: number;
  /** The process's shutdown state (main.ts): /readyz answers 503 once it is shutting down. */
  lifecycle?: ShutdownState;
}

/** The gateway's Koa app; `close` stops the upstream probes and closes the upstream connections. */
export type GatewayApp = Koa & { upstreams: UpstreamProxy; close(): Promise<void> };

/** The Koa edge: security headers, health, the /api/v1 policy and proxy, and static hosting. */
export function createApp(options: GatewayAppOptions): GatewayApp {
  const { config, logger } = options;
  const registry = remoteRegistry(options.remoteEnv ?? process.env);
  const healthTimeout = options.healthTimeoutMs ?? 2_000;
  // The client address (rate limits, and the X-Forwarded-For the services get): with TRUST_PROXY=n the
  // n-th address from the right of X-Forwarded-For (each of the n proxies appended its peer); with 0
  // the socket's address, and whatever X-Forwarded-For the client sent is ignored.
  const app = new Koa({ proxy: config.trustProxy > 0, maxIpsCount: config.trustProxy });
  // Errors after the reply started (mostly clients that went away mid-stream) go to the log, not stderr.
  app.on('error', (err: NodeJS.ErrnoException) => {
    const clientGone = err.code === 'ERR_STREAM_PREMATURE_CLOSE' || err.code === 'ECONNRESET' || err.code === 'EPIPE';
    if (clientGone) logger.debug({ err: err.message }, 'client closed the connection during the reply');
    else logger.error({ err }, 'error while replying');
  });

  const proxy = createUpstreamProxy({
    services: { core: config.coreUrls, notify: config.notifyUrls },
    timeoutMs: options.upstreamTimeoutMs ?? 30_000,
    probeIntervalMs: options.upstreamProbeIntervalMs,
    probeTimeoutMs: options.upstreamProbeTimeoutMs,
    logger,
  });

  app.use(requestId(logger));
  app.use(accessLog(logger));
  app.use(securityHeaders({ remoteOrigins: remoteOrigins(registry), https: config.publicUrl.startsWith('https:') }));
  app.use(errorHandler(logger));
  app.use(notFoundHandler());
  app.use(compress({ threshold: 1024 }));
  app.use(
    // /healthz: the aggregate of DESIGN.md 2 (naming the services down); /readyz: this gateway can
    // take traffic (not shutting down), so an outage behind it never takes the site out of rotation.
    healthRoutes({
      name: 'svc-gateway',
      mode: 'aggregate',
      lifecycle: options.lifecycle,
      checks: {
        // A service is down only when none of its replicas is ready.
        'svc-core': () => proxy.checkReady('core', healthTimeout),
        'svc-notify': () => proxy.checkReady('notify', healthTimeout),
      },
    }),
  );
  app.use(
    apiGateway({
      config,
      verifyKey: options.verifyKey,
      proxy,
      loginLimiter: createLoginLimiter(options.loginLimits, options.redis),
      formLimiter: createFormLimiter(options.formLimits, options.redis),
      jsonLimitBytes: options.jsonLimitBytes ?? DEFAULT_JSON_LIMIT_BYTES,
    }),
  );
  if (options.staticRoots) app.use(staticSite({ roots: options.staticRoots, registry }));
  return Object.assign(app, { upstreams: proxy, close: () => proxy.close() });
}
