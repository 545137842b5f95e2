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
  const context: PaymentDocumentsContext = { knex, logger, outbox, config, clock };
  const router = new Router();

  declareRoute(router, keys.verifyKey, 'GET', '/payments/lab-order', async (ctx) => {
    const query = parseWith(adhocLabOrderQuerySchema, ctx.query);
    const answer = await adhocLabOrder(context, query, { userId: staffUserId(ctx) });
    if ('pdf' in answer) replyWithPdf(ctx, answer.pdf, answer.fileName);
    else ctx.body = answer;
  });

  declareRoute(router, keys.verifyKey, 'GET', '/payments/:id/lab-order', async (ctx) => {
    const { lab_order_type: type } = parseWith(labOrderQuerySchema, ctx.query);
    const { pdf, fileName } = await paymentLabOrder(context, uuidParam(ctx.params.id), type, { userId: staffUserId(ctx) });
    replyWithPdf(ctx, pdf, fileName);
  });

  declareRoute(router, keys.verifyKey, 'GET', '/payments/:id/invoice', async (ctx) => {
    const { pdf, fileName } = await paymentInvoice(context, uuidParam(ctx.params.id), { userId: staffUserId(ctx) });
    replyWithPdf(ctx, pdf, fileName);
  });

  return router;
}
