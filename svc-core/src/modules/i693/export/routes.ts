import Router from '@koa/router';
import { I693_EXPORT_COUNT_HEADER } from '@clinic/contracts';
import { declareRoute, staffUserId } from '../../../api';
import type { CoreDeps } from '../../../deps';
import { exportApplications, exportColumns } from './service';

/** The admins' export of I-693 applications: its columns, and the file itself, streamed. */
export function i693ExportRoutes(deps: CoreDeps): Router {
  const { keys } = deps;
  const router = new Router();

  declareRoute(router, keys.verifyKey, 'GET', '/i693-application/export/columns/', (ctx) => {
    ctx.body = exportColumns();
  });

  declareRoute(router, keys.verifyKey, 'POST', '/i693-application/export/', async (ctx) => {
    const file = await exportApplications(deps, ctx.request.body, { userId: staffUserId(ctx) });
    ctx.body = file.body;
    ctx.attachment(file.fileName);
    // After attachment(), which would set a type from the extension alone.
    ctx.set('Content-Type', file.contentType);
    ctx.set(I693_EXPORT_COUNT_HEADER, String(file.count));
    ctx.set('Cache-Control', 'no-store');
  });

  return router;
}
