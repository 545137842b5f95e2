import Router from '@koa/router';
import { API_PREFIX, labPaymentInitiationSchema, paymentListQuerySchema } from '@clinic/contracts';
import { errors, parseWith } from '@clinic/server-kit';
import { declareRoute, staffUserId } from '../../api';
import type { CoreDeps } from '../../deps';
import { confirmationUrl, localCheckoutPath } from '../payment-providers';
import { loadPracticeSettings } from '../practice-settings';
import { SERVER_PAGE_CSP } from '../../server-page';
import { checkoutClosedHtml, checkoutNotFoundHtml, checkoutPageHtml } from './checkout-page';
import { paymentsContext } from './context';
import { readRawBody } from './raw-body';
import { completeLocalCheckout, findLocalPayment, handleWebhookDelivery, initiateLabPayment, paymentPage } from './service';

const FORM_LIMIT_BYTES = 4 * 1024;
const WEBHOOK_LIMIT_BYTES = 512 * 1024;

/** Site-relative, so the redirect stays on whatever host the payer used. */
function confirmationPath(paid: boolean): string {
  return confirmationUrl('', paid);
}

export function paymentsRoutes(deps: CoreDeps): Router {
  const { knex, keys, config } = deps;
  const router = new Router();

  declareRoute(router, keys.verifyKey, 'GET', '/payments/', async (ctx) => {
    const query = parseWith(paymentListQuerySchema, { page: ctx.query.page, search: ctx.query.search });
    ctx.body = await paymentPage(knex, query, { actorUserId: staffUserId(ctx), publicUrl: config.publicUrl });
  });

  declareRoute(router, keys.verifyKey, 'POST', '/payments/labs/initiate/', async (ctx) => {
    const input = parseWith(labPaymentInitiationSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await initiateLabPayment(paymentsContext(deps), input);
  });

  declareRoute(router, keys.verifyKey, 'GET', '/payments/local-checkout/:transaction_id/', async (ctx) => {
    const payment = await findLocalPayment(knex, ctx.params.transaction_id);
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Content-Security-Policy', SERVER_PAGE_CSP);
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.type = 'text/html; charset=utf-8';
    const practice = await loadPracticeSettings(knex, config);
    if (!payment) {
      ctx.status = 404;
      ctx.body = checkoutNotFoundHtml(practice);
      return;
    }
    ctx.body =
      payment.status === 'pending'
        ? checkoutPageHtml(practice, payment, `${localCheckoutPath(payment.transaction_id)}complete/`)
        : checkoutClosedHtml(practice, payment, confirmationPath(payment.status === 'paid'));
  });

  declareRoute(router, keys.verifyKey, 'POST', '/payments/local-checkout/:transaction_id/complete/', async (ctx) => {
    const payment = await findLocalPayment(knex, ctx.params.transaction_id);
    if (!payment) throw errors.notFound('This checkout does not exist.');
    if (!ctx.is('application/x-www-form-urlencoded')) throw errors.unsupportedType('Send the checkout form (application/x-www-form-urlencoded).');
    const form = new URLSearchParams((await readRawBody(ctx, FORM_LIMIT_BYTES)).toString('utf8'));
    const decision = form.get('decision');
    if (decision !== 'pay' && decision !== 'cancel') {
      throw errors.badRequest('Choose Pay or Cancel.', { details: { decision: 'decision must be pay or cancel' } });
    }
    const status = await completeLocalCheckout(paymentsContext(deps), payment, decision);
    ctx.status = 303;
    ctx.redirect(confirmationPath(status === 'paid'));
  });

  return router;
}

/**
 * The provider webhook reads its body raw (the signature is over the exact bytes), so this router
 * is mounted before the JSON body parser.
 */
export function paymentWebhookRoutes(deps: CoreDeps): Router {
  const router = new Router({ prefix: API_PREFIX });
  declareRoute(router, deps.keys.verifyKey, 'POST', '/payments/webhook/', async (ctx) => {
    const raw = await readRawBody(ctx, WEBHOOK_LIMIT_BYTES);
    ctx.body = await handleWebhookDelivery(paymentsContext(deps), raw, ctx.get('stripe-signature') || undefined);
  });
  return router;
}
