import Koa from 'koa';
import Router from '@koa/router';
import { API_PREFIX } from '@clinic/contracts';
import { accessLog, errorHandler, healthRoutes, jsonBody, notFoundHandler, pingDatabase, requestId } from '@clinic/server-kit';
import type { CoreDeps } from './deps';
import { appointmentRequestsRoutes } from './modules/appointment-requests';
import { authRoutes, staffSessionRoutes } from './modules/auth';
import { dashboardRoutes } from './modules/dashboard';
import { downloadRoutes } from './modules/downloads';
import { documentRequestRoutes } from './modules/document-requests';
import { i693ApplicationRoutes } from './modules/i693/applications';
import { i693BatchRoutes } from './modules/i693/batch';
import { i693DocumentRoutes } from './modules/i693/documents';
import { i693ExportRoutes } from './modules/i693/export';
import { leadRoutes } from './modules/leads';
import { bookingRoutes } from './modules/booking';
import { calendarSyncRoutes } from './modules/calendar-sync';
import { officeRoutes } from './modules/offices';
import { labProductsRoutes } from './modules/lab-products';
import { paymentDocumentRoutes } from './modules/payment-documents';
import { paymentsRoutes, paymentWebhookRoutes } from './modules/payments';
import { practiceSettingsRoutes } from './modules/practice-settings';
import { publicBookingRoutes } from './modules/public-booking';
import { reviewsRoutes } from './modules/reviews';
import { staffAccountsRoutes, staffSessionCheck } from './modules/staff-accounts';
import { twoFactorRoutes } from './modules/two-factor';
import { usersRoutes } from './modules/users';

/** 405 from the router's allowedMethods, as JSON like every other error. */
const methodNotAllowedJson: Koa.Middleware = async (ctx, next) => {
  await next();
  if (ctx.status === 405 && ctx.body == null) {
    ctx.body = { error: 'METHOD_NOT_ALLOWED', msg: `${ctx.method} is not allowed here.` };
  }
};

/** The proxies in front of svc-core whose X-Forwarded-For entry is believed: the gateway. */
export const GATEWAY_HOPS = 1;

/** svc-core's Koa application; the caller listens (main.ts on CORE_PORT, tests on port 0). */
export function createApp(deps: CoreDeps): Koa {
  const { knex, logger } = deps;
  // svc-core only ever receives traffic from the gateway, which sends the client's address it
  // determined as the one X-Forwarded-For entry: exactly that hop is trusted, so ctx.ip is the
  // client, never the load balancer nor an address the client wrote itself.
  const app = new Koa({ proxy: true, maxIpsCount: GATEWAY_HOPS });
  // Every staff route checks its token's account on each request (api.ts declareRoute).
  app.context.staffSessionCheck = staffSessionCheck(knex, deps.config);
  // Outside production, each JSON reply is checked against its route's reply schema (api.ts declareRoute).
  app.context.apiReplyCheck = deps.config.apiReplyCheck === 'off' ? undefined : deps.config.apiReplyCheck;
  // Request id first so every log line carries it; the access log outside the error handler sees final statuses.
  app.use(requestId(logger));
  app.use(accessLog(logger));
  app.use(errorHandler(logger));
  app.use(healthRoutes({ name: 'svc-core', checks: { database: () => pingDatabase(knex), ...deps.readyChecks }, lifecycle: deps.lifecycle }));
  app.use(notFoundHandler());
  app.use(methodNotAllowedJson);
  app.use(deps.outbox.middleware());
  // The payment webhook verifies a signature over its raw body: mounted before the body parser.
  app.use(paymentWebhookRoutes(deps).routes());
  app.use(jsonBody('1mb'));

  const api = new Router({ prefix: API_PREFIX });
  for (const routes of [
    authRoutes(deps),
    usersRoutes(deps),
    dashboardRoutes(deps),
    paymentsRoutes(deps),
    paymentDocumentRoutes(deps),
    labProductsRoutes(deps),
    appointmentRequestsRoutes(deps),
    reviewsRoutes(deps),
    practiceSettingsRoutes(deps),
    downloadRoutes(deps),
    i693ApplicationRoutes(deps),
    i693DocumentRoutes(deps),
    i693BatchRoutes(deps),
    i693ExportRoutes(deps),
    documentRequestRoutes(deps),
    leadRoutes(deps),
    bookingRoutes(deps),
    publicBookingRoutes(deps),
    officeRoutes(deps),
    calendarSyncRoutes(deps),
    staffAccountsRoutes(deps),
    twoFactorRoutes(deps),
    staffSessionRoutes(deps),
  ]) {
    api.use(routes.routes(), routes.allowedMethods());
  }
  app.use(api.routes());
  app.use(api.allowedMethods());
  app.on('error', (err: unknown) => {
    // A client that leaves during a streamed download (an export, a zip) is not a server fault.
    const code = (err as NodeJS.ErrnoException | null)?.code;
    if (code === 'EPIPE' || code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE') logger.debug({ code }, 'client left during the answer');
    else logger.error({ err }, 'koa error');
  });
  return app;
}
