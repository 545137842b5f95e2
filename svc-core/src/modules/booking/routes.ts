import Router from '@koa/router';
import { declareRoute, staffUserId } from '../../api';
import type { CoreDeps } from '../../deps';
import { createAvailability } from './availability';
import { availabilityByOffice } from './slots';
import { adminBook, adminLookupApplicants } from './staff-booking';

/** The doctor availability and staff booking calls of the admin screen (booking-leads-calendar.md 7). */
export function bookingRoutes({ knex, keys }: CoreDeps): Router {
  const router = new Router();

  declareRoute(router, keys.verifyKey, 'POST', '/admin/availability/', async (http) => {
    const answer = await createAvailability(knex, http.request.body, { userId: staffUserId(http) });
    http.status = answer.created > 0 ? 201 : 409;
    http.body = answer.created > 0 ? answer : { error: 'CONFLICT', msg: 'Failed to create availability slots', ...answer };
  });

  declareRoute(router, keys.verifyKey, 'GET', '/admin/appointment-slots/availability/', async (http) => {
    http.body = await availabilityByOffice(knex, http.query);
  });

  declareRoute(router, keys.verifyKey, 'POST', '/admin/appointment-slots/admin-lookup-applicants/', async (http) => {
    http.body = await adminLookupApplicants(knex, http.request.body);
  });

  declareRoute(router, keys.verifyKey, 'POST', '/admin/appointment-slots/admin-book/', async (http) => {
    http.body = await adminBook(knex, http.request.body, { userId: staffUserId(http) });
    http.status = 201;
  });

  return router;
}
