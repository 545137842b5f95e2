import Router from '@koa/router';
import { declareRoute, staffUserId } from '../../api';
import type { CoreDeps } from '../../deps';
import { appointmentChanges } from '../appointment-changes';
import { cancelAppointment, listAppointmentSlots, markAppointment, postponeAppointment } from './appointments';
import { createAvailability } from './availability';
import { availabilityPage, deleteAvailability, slotsOfAvailability, updateAvailability } from './availability-changes';
import { availabilityByOffice } from './slots';
import { adminBook, adminLookupApplicants } from './staff-booking';
import { uuidParam } from '@clinic/server-kit';

/** The doctor availability and staff booking calls of the admin screen (booking-leads-calendar.md 7). */
export function bookingRoutes(deps: CoreDeps): Router {
  const { knex, keys, config } = deps;
  const router = new Router();
  // Calendar sync and client e-mails, once each change is committed.
  const changes = appointmentChanges(deps);

  declareRoute(router, keys.verifyKey, 'POST', '/admin/availability/', async (http) => {
    const answer = await createAvailability(knex, http.request.body, { userId: staffUserId(http) });
    http.status = answer.created > 0 ? 201 : 409;
    http.body = answer.created > 0 ? answer : { error: 'CONFLICT', msg: 'Failed to create availability slots', ...answer };
  });

  declareRoute(router, keys.verifyKey, 'GET', '/admin/availability/', async (http) => {
    http.body = await availabilityPage(knex, config.publicUrl, http.query);
  });

  declareRoute(router, keys.verifyKey, 'PUT', '/admin/availability/:id/', async (http) => {
    http.body = await updateAvailability(knex, uuidParam(http.params.id), http.request.body, { userId: staffUserId(http) });
  });

  declareRoute(router, keys.verifyKey, 'DELETE', '/admin/availability/:id/', async (http) => {
    http.body = await deleteAvailability(knex, uuidParam(http.params.id), { userId: staffUserId(http) });
  });

  declareRoute(router, keys.verifyKey, 'GET', '/admin/availability/:id/slots/', async (http) => {
    http.body = await slotsOfAvailability(knex, uuidParam(http.params.id));
  });

  declareRoute(router, keys.verifyKey, 'GET', '/admin/appointment-slots/availability/', async (http) => {
    http.body = await availabilityByOffice(knex, http.query);
  });

  declareRoute(router, keys.verifyKey, 'POST', '/admin/appointment-slots/admin-lookup-applicants/', async (http) => {
    http.body = await adminLookupApplicants(knex, http.request.body);
  });

  declareRoute(router, keys.verifyKey, 'POST', '/admin/appointment-slots/admin-book/', async (http) => {
    http.body = await adminBook(knex, changes, http.request.body, { userId: staffUserId(http) });
    http.status = 201;
  });

  declareRoute(router, keys.verifyKey, 'GET', '/admin/appointment-slots/', async (http) => {
    http.body = await listAppointmentSlots(knex, http.query);
  });

  declareRoute(router, keys.verifyKey, 'POST', '/admin/appointment-slots/:id/cancel/', async (http) => {
    const id = uuidParam(http.params.id);
    http.body = await cancelAppointment(knex, changes, id, http.request.body, { userId: staffUserId(http) });
  });

  declareRoute(router, keys.verifyKey, 'POST', '/admin/appointment-slots/:id/postpone/', async (http) => {
    const id = uuidParam(http.params.id);
    http.body = await postponeAppointment(knex, changes, id, http.request.body, { userId: staffUserId(http) });
  });

  declareRoute(router, keys.verifyKey, 'POST', '/admin/appointment-slots/:id/mark_completed/', async (http) => {
    http.body = await markAppointment(knex, uuidParam(http.params.id), 'completed', { userId: staffUserId(http) });
  });

  declareRoute(router, keys.verifyKey, 'POST', '/admin/appointment-slots/:id/mark_no_show/', async (http) => {
    http.body = await markAppointment(knex, uuidParam(http.params.id), 'no_show', { userId: staffUserId(http) });
  });

  return router;
}
