import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type Koa from 'koa';
import { VIDEO_EMBED_ORIGIN } from '@clinic/contracts';

export interface SecurityOptions {
  /** Origins of remotes hosted elsewhere (overridden manifest URLs). */
  remoteOrigins: string[];
  /** Served over https: upgrade insecure requests and send HSTS. */
  https: boolean;
}

/** The headers helmet sets for these options: they depend on nothing in the request, so they are worked out once. */
function helmetHeaders(options: HelmetOptions): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => void headers.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/**
 * Security headers (helmet). The CSP allows our own origin plus the origins of remotes hosted
 * elsewhere for scripts, styles, fonts and fetches; inline styles for emotion; images from https and
 * data/blob URLs (map tiles, signatures); and no framing of the site.
 */
export function securityHeaders({ remoteOrigins, https }: SecurityOptions): Koa.Middleware {
  const self = ["'self'", ...remoteOrigins];
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: self,
        connectSrc: self,
        styleSrc: [...self, "'unsafe-inline'"],
        fontSrc: [...self, 'data:'],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", VIDEO_EMBED_ORIGIN],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Remote builds may be loaded by a shell on another origin of the same site (see static-site.ts for /mfe/).
    crossOriginResourcePolicy: { policy: 'same-site' },
    strictTransportSecurity: https ? { maxAge: 15552000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });
  // Not async: one promise less on every request.
  return (ctx, next) => {
    for (const [name, value] of headers) ctx.res.setHeader(name, value);
    return next();
  };
}
