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
  const ctx: DocumentsContext = {
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

  declareRoute(router, keys.verifyKey, 'GET', '/i693-application/:id/file/i693/pdf/', async (http) => {
    const query = parseWith(documentAppointmentQuerySchema, http.query);
    http.body = await i693FormLink(ctx, uuidParam(http.params.id), query, { userId: staffUserId(http) });
  });

  declareRoute(router, keys.verifyKey, 'GET', '/i693-application/:id/receipt', async (http) => {
    const query = parseWith(receiptQuerySchema, http.query);
    const { pdf, fileName } = await applicationReceipt(ctx, uuidParam(http.params.id), query, { userId: staffUserId(http) });
    replyWithPdf(http, pdf, fileName);
  });

  declareRoute(router, keys.verifyKey, 'GET', '/i693-application/receipt/custom/', async (http) => {
    const query = parseWith(customReceiptQuerySchema, http.query);
    const { pdf, fileName } = await customReceipt(ctx, query, { userId: staffUserId(http) });
    replyWithPdf(http, pdf, fileName);
  });

  return router;
}
