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
  const ctx: PublicBookingContext = {
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
  const session = (http: Koa.Context) => bookingSession(http.state.auth);
  const reach = (http: Koa.Context) => sessionReach(knex, session(http));

  declareRoute(router, keys.verifyKey, 'POST', '/booking/request-otp/', async (http) => {
    http.body = await requestBookingCode(ctx, http.request.body);
  });

  declareRoute(router, keys.verifyKey, 'GET', '/booking/otp-status/', async (http) => {
    http.body = await bookingCodeStatus(ctx, http.query);
  });

  declareRoute(router, keys.verifyKey, 'POST', '/booking/verify-otp/', async (http) => {
    http.body = await verifyBookingCode(ctx, http.request.body);
  });

  declareRoute(router, keys.verifyKey, 'GET', '/booking/lookup-applicants/', async (http) => {
    http.body = await lookupApplicantCounts(ctx, http.query);
  });

  declareRoute(router, keys.verifyKey, 'GET', '/booking/my-booking-data/', async (http) => {
    http.body = await myBookingData(ctx, session(http).email, await reach(http), http.query);
  });

  declareRoute(router, keys.verifyKey, 'POST', '/booking/lookup-request-otp/', async (http) => {
    http.body = await requestLookupCode(ctx, session(http), http.request.body);
  });

  declareRoute(router, keys.verifyKey, 'POST', '/booking/lookup-verify-otp/', async (http) => {
    http.body = await verifyLookupCode(ctx, session(http), http.request.body);
  });

  declareRoute(router, keys.verifyKey, 'POST', '/booking/book/', async (http) => {
    http.body = await publicBook(ctx, await reach(http), http.request.body);
    http.status = 201;
  });

  declareRoute(router, keys.verifyKey, 'POST', '/booking/:id/add-applicant/', async (http) => {
    http.body = await addApplicant(ctx, uuidParam(http.params.id), await reach(http), http.request.body);
  });

  declareRoute(router, keys.verifyKey, 'POST', '/booking/:id/remove-applicant/', async (http) => {
    http.body = await removeApplicant(ctx, uuidParam(http.params.id), await reach(http), http.request.body);
  });

  declareRoute(router, keys.verifyKey, 'GET', '/booking/:code/', async (http) => {
    http.body = await bookingByCode(ctx, http.params.code ?? '');
  });

  declareRoute(router, keys.verifyKey, 'GET', '/booking/:code/availability/', async (http) => {
    http.body = await availabilityByCode(ctx, http.params.code ?? '', http.query);
  });

  declareRoute(router, keys.verifyKey, 'POST', '/booking/:code/book/', async (http) => {
    http.body = await bookByCode(ctx, http.params.code ?? '', http.request.body);
    http.status = 201;
  });

  return router;
}
