import Router from '@koa/router';
import type Koa from 'koa';
import { uuidParam } from '@clinic/server-kit';
import { declareRoute } from '../../api';
import type { CoreDeps } from '../../deps';
import { appointmentChanges } from '../appointment-changes';
import { availabilityByCode, bookByCode, bookingByCode } from './by-code';
import { publicBook } from './book';
import type { PublicBookingContext } from './context';
import { requestLookupCode, verifyLookupCode } from './lookup';
import { addApplicant, removeApplicant } from './members';
import { myBookingData } from './my-booking-data';
import { bookingSession, sessionReach } from './session';
import { publicBookingSettings } from './settings';
import { bookingCodeStatus, lookupApplicantCounts, requestBookingCode, verifyBookingCode } from './verification';

/**
 * The public one-time-code booking calls (booking-leads-calendar.md 7 "Public booking"): codes and
 * their verification into a booking token, the scheduling page's data, booking, lookups of other
 * e-mails, edit mode, and the personal links of the confirmation e-mails. The named paths are
 * registered before `/booking/:code/`, which would take them otherwise.
 */
export function publicBookingRoutes(deps: CoreDeps): Router {
  const { knex, keys, logger, outbox, config, codes, clock } = deps;
  const context: PublicBookingContext = {
    knex,
    config,
    logger,
    codes,
    outbox,
    signingKey: keys.signingKey,
    changes: appointmentChanges(deps),
    maxApplicants: publicBookingSettings().maxApplicantsPerAppointment,
    now: clock,
  };
  const router = new Router();
  const session = (ctx: Koa.Context) => bookingSession(ctx.state.auth);
  const reach = (ctx: Koa.Context) => sessionReach(knex, session(ctx));

  declareRoute(router, keys.verifyKey, 'POST', '/booking/request-otp/', async (ctx) => {
    ctx.body = await requestBookingCode(context, ctx.request.body);
  });

  declareRoute(router, keys.verifyKey, 'GET', '/booking/otp-status/', async (ctx) => {
    ctx.body = await bookingCodeStatus(context, ctx.query);
  });

  declareRoute(router, keys.verifyKey, 'POST', '/booking/verify-otp/', async (ctx) => {
    ctx.body = await verifyBookingCode(context, ctx.request.body);
  });

  declareRoute(router, keys.verifyKey, 'GET', '/booking/lookup-applicants/', async (ctx) => {
    ctx.body = await lookupApplicantCounts(context, ctx.query);
  });

  declareRoute(router, keys.verifyKey, 'GET', '/booking/my-booking-data/', async (ctx) => {
    ctx.body = await myBookingData(context, session(ctx).email, await reach(ctx), ctx.query);
  });

  declareRoute(router, keys.verifyKey, 'POST', '/booking/lookup-request-otp/', async (ctx) => {
    ctx.body = await requestLookupCode(context, session(ctx), ctx.request.body);
  });

  declareRoute(router, keys.verifyKey, 'POST', '/booking/lookup-verify-otp/', async (ctx) => {
    ctx.body = await verifyLookupCode(context, session(ctx), ctx.request.body);
  });

  declareRoute(router, keys.verifyKey, 'POST', '/booking/book/', async (ctx) => {
    ctx.body = await publicBook(context, await reach(ctx), ctx.request.body);
    ctx.status = 201;
  });

  declareRoute(router, keys.verifyKey, 'POST', '/booking/:id/add-applicant/', async (ctx) => {
    ctx.body = await addApplicant(context, uuidParam(ctx.params.id), await reach(ctx), ctx.request.body);
  });

  declareRoute(router, keys.verifyKey, 'POST', '/booking/:id/remove-applicant/', async (ctx) => {
    ctx.body = await removeApplicant(context, uuidParam(ctx.params.id), await reach(ctx), ctx.request.body);
  });

  declareRoute(router, keys.verifyKey, 'GET', '/booking/:code/', async (ctx) => {
    ctx.body = await bookingByCode(context, ctx.params.code ?? '');
  });

  declareRoute(router, keys.verifyKey, 'GET', '/booking/:code/availability/', async (ctx) => {
    ctx.body = await availabilityByCode(context, ctx.params.code ?? '', ctx.query);
  });

  declareRoute(router, keys.verifyKey, 'POST', '/booking/:code/book/', async (ctx) => {
    ctx.body = await bookByCode(context, ctx.params.code ?? '', ctx.request.body);
    ctx.status = 201;
  });

  return router;
}
