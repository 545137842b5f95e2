import Router from '@koa/router';
import { customReceiptQuerySchema, documentAppointmentQuerySchema, receiptQuerySchema } from '@clinic/contracts';
import { parseWith, uuidParam } from '@clinic/server-kit';
import { declareRoute, staffUserId } from '../../../api';
import type { CoreDeps } from '../../../deps';
import { fileStorageFor } from '../../files';
import { replyWithPdf } from './pdf-reply';
import { applicationReceipt, customReceipt, i693FormLink, type DocumentsContext } from './service';

/**
 * The application list's documents (back-office.md 2.4, 7): the I-693 (official form or data sheet), the R200 / R220
 * receipts and the custom receipt. Internal staff only: external staff get 403 (back-office.md 6).
 */
export function i693DocumentRoutes(deps: CoreDeps): Router {
  const { knex, keys, config, logger, clock } = deps;
  const context: DocumentsContext = {
    knex,
    logger,
    clock,
    signingKey: keys.signingKey,
    dataDir: config.dataDir,
    files: fileStorageFor(config),
    config,
    officialI693: deps.officialI693,
  };
  const router = new Router();

  declareRoute(router, keys.verifyKey, 'GET', '/i693-application/:id/file/i693/pdf/', async (ctx) => {
    const query = parseWith(documentAppointmentQuerySchema, ctx.query);
    ctx.body = await i693FormLink(context, uuidParam(ctx.params.id), query, { userId: staffUserId(ctx) });
  });

  declareRoute(router, keys.verifyKey, 'GET', '/i693-application/:id/receipt', async (ctx) => {
    const query = parseWith(receiptQuerySchema, ctx.query);
    const { pdf, fileName } = await applicationReceipt(context, uuidParam(ctx.params.id), query, { userId: staffUserId(ctx) });
    replyWithPdf(ctx, pdf, fileName);
  });

  declareRoute(router, keys.verifyKey, 'GET', '/i693-application/receipt/custom/', async (ctx) => {
    const query = parseWith(customReceiptQuerySchema, ctx.query);
    const { pdf, fileName } = await customReceipt(context, query, { userId: staffUserId(ctx) });
    replyWithPdf(ctx, pdf, fileName);
  });

  return router;
}
