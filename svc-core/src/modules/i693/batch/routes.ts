import Router from '@koa/router';
import { batchPdfRequestSchema } from '@clinic/contracts';
import { parseWith } from '@clinic/server-kit';
import { declareRoute, staffUserId } from '../../../api';
import type { CoreDeps } from '../../../deps';
import { fileStorageFor } from '../../files';
import type { DocumentsContext } from '../documents';
import { batchPdfTask, startBatchPdf } from './service';

/**
 * Batch I-693 PDFs (back-office.md 4, 7): start a batch (202 with its task id) and read its
 * progress. Internal staff only: external staff get 403, as on single PDFs (back-office.md 6).
 */
export function i693BatchRoutes(deps: CoreDeps): Router {
  const { knex, keys, config, logger, clock } = deps;
  const context: DocumentsContext = { knex, logger, clock, signingKey: keys.signingKey, dataDir: config.dataDir, files: fileStorageFor(config), config };
  const router = new Router();

  declareRoute(router, keys.verifyKey, 'POST', '/i693-application/batch-pdf/', async (ctx) => {
    const request = parseWith(batchPdfRequestSchema, ctx.request.body);
    ctx.body = await startBatchPdf(context, deps.batchPdf, request, { userId: staffUserId(ctx) });
    ctx.status = 202;
  });

  declareRoute(router, keys.verifyKey, 'GET', '/i693-application/batch-pdf/:taskId/', async (ctx) => {
    ctx.body = await batchPdfTask(context, ctx.params.taskId ?? '', { userId: staffUserId(ctx) });
    ctx.set('Cache-Control', 'no-store');
  });

  return router;
}
