import Router from '@koa/router';
import { errors } from '@clinic/server-kit';
import { declareRoute } from '../../api';
import type { CoreDeps } from '../../deps';
import { fileStorageFor, StoredFileMissingError, type StoredObject } from '../files';
import { fileOfDownloadToken } from './links';

/** `filename*` of RFC 6266/5987, with a plain ASCII fallback. */
function contentDisposition(disposition: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * `GET /api/v1/downloads/{token}/`: streams the file a download link names (see links.ts) from the
 * file storage (the local folder, or the bucket: any replica serves any file). The bucket is never
 * exposed: its objects reach the client only through this route, behind the same short-lived link.
 */
export function downloadRoutes({ keys, config }: CoreDeps): Router {
  const router = new Router();
  const files = fileStorageFor(config);
  declareRoute(router, keys.verifyKey, 'GET', '/downloads/:token/', async (ctx) => {
    const file = await fileOfDownloadToken(keys.verifyKey, ctx.params.token ?? '');
    let stored: StoredObject;
    try {
      stored = await files.get(file.storedName);
    } catch (err) {
      if (err instanceof StoredFileMissingError || (err instanceof Error && err.message.startsWith('not a stored file name')))
        throw errors.notFound('This file no longer exists.');
      throw err;
    }
    ctx.set('Content-Type', file.mimeType);
    ctx.set('Content-Disposition', contentDisposition(file.disposition, file.fileName));
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('X-Content-Type-Options', 'nosniff');
    // Shown inside the site (the ID drawer frames it): framing by our own pages only. Chromium's PDF
    // viewer needs a policy that lets it run; any other file gets one under which nothing can.
    ctx.set(
      'Content-Security-Policy',
      file.mimeType === 'application/pdf' ? "frame-ancestors 'self'" : "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'",
    );
    ctx.set('X-Frame-Options', 'SAMEORIGIN');
    ctx.body = stored.body;
    ctx.length = stored.size;
  });
  return router;
}
