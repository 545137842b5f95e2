import { createReadStream, promises as fs } from 'node:fs';
import Router from '@koa/router';
import { errors } from '@clinic/server-kit';
import { declareRoute } from '../../api';
import type { CoreDeps } from '../../deps';
import { storedPath } from '../files/storage';
import { fileOfDownloadToken } from './links';

/** `filename*` of RFC 6266/5987, with a plain ASCII fallback. */
function contentDisposition(disposition: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** `GET /api/v1/downloads/{token}/`: streams the file a download link names (see links.ts). */
export function downloadRoutes({ keys, config }: CoreDeps): Router {
  const router = new Router();
  declareRoute(router, keys.verifyKey, 'GET', '/downloads/:token/', async (ctx) => {
    const file = await fileOfDownloadToken(keys.verifyKey, ctx.params.token ?? '');
    let path: string;
    try {
      path = storedPath(config.dataDir, file.storedName);
      await fs.access(path);
    } catch {
      throw errors.notFound('This file no longer exists.');
    }
    ctx.set('Content-Type', file.mimeType);
    ctx.set('Content-Disposition', contentDisposition(file.disposition, file.fileName));
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('X-Content-Type-Options', 'nosniff');
    // Shown inside the site (the ID drawer frames it): framing by our own pages only. Chromium's PDF
    // viewer needs a policy that lets it run; any other file gets one under which nothing can.
    ctx.set('Content-Security-Policy', file.mimeType === 'application/pdf' ? "frame-ancestors 'self'" : "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'");
    ctx.set('X-Frame-Options', 'SAMEORIGIN');
    ctx.body = createReadStream(path);
  });
  return router;
}
