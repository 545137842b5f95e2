import Router from '@koa/router';
import { adhocLabOrderQuerySchema, labOrderQuerySchema } from '@clinic/contracts';
import { parseWith, uuidParam } from '@clinic/server-kit';
import { declareRoute, staffUserId } from '../../api';
import type { CoreDeps } from '../../deps';
import { replyWithPdf } from '../i693/documents';
import { adhocLabOrder, paymentInvoice, paymentLabOrder, type PaymentDocumentsContext } from './service';

/** The orders screen's documents (back-office.md 2.7, public-site.md 7): lab orders and invoices of paid orders, and the ad-hoc chest x-ray order. */
export function paymentDocumentRoutes(deps: CoreDeps): Router {
  const { knex, keys, logger, outbox, config, clock } = deps;
  const ctx: PaymentDocumentsContext = { knex, logger, outbox, config, clock };
  const router = new Router();

  declareRoute(router, keys.verifyKey, 'GET', '/payments/lab-order', async (http) => {
    const query = parseWith(adhocLabOrderQuerySchema, http.query);
    const answer = await adhocLabOrder(ctx, query, { userId: staffUserId(http) });
    if ('pdf' in answer) replyWithPdf(http, answer.pdf, answer.fileName);
    else http.body = answer;
  });

  declareRoute(router, keys.verifyKey, 'GET', '/payments/:id/lab-order', async (http) => {
    const { lab_order_type: type } = parseWith(labOrderQuerySchema, http.query);
    const { pdf, fileName } = await paymentLabOrder(ctx, uuidParam(http.params.id), type, { userId: staffUserId(http) });
    replyWithPdf(http, pdf, fileName);
  });

  declareRoute(router, keys.verifyKey, 'GET', '/payments/:id/invoice', async (http) => {
    const { pdf, fileName } = await paymentInvoice(ctx, uuidParam(http.params.id), { userId: staffUserId(http) });
    replyWithPdf(http, pdf, fileName);
  });

  return router;
}
