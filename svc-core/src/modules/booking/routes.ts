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

  declareRoute(router, keys.verifyKey, 'POST', '/admin/availability/', async (ctx) => {
    const answer = await createAvailability(knex, ctx.request.body, { userId: staffUserId(ctx) });
    ctx.status = answer.created > 0 ? 201 : 409;
    ctx.body = answer.created > 0 ? answer : { error: 'CONFLICT', msg: 'Failed to create availability slots', ...answer };
  });

  declareRoute(router, keys.verifyKey, 'GET', '/admin/availability/', async (ctx) => {
    ctx.body = await availabilityPage(knex, config.publicUrl, ctx.query);
  });

  declareRoute(router, keys.verifyKey, 'PUT', '/admin/availability/:id/', async (ctx) => {
    ctx.body = await updateAvailability(knex, uuidParam(ctx.params.id), ctx.request.body, { userId: staffUserId(ctx) });
  });

  declareRoute(router, keys.verifyKey, 'DELETE', '/admin/availability/:id/', async (ctx) => {
    ctx.body = await deleteAvailability(knex, uuidParam(ctx.params.id), { userId: staffUserId(ctx) });
  });

  declareRoute(router, keys.verifyKey, 'GET', '/admin/availability/:id/slots/', async (ctx) => {
    ctx.body = await slotsOfAvailability(knex, uuidParam(ctx.params.id));
  });

  declareRoute(router, keys.verifyKey, 'GET', '/admin/appointment-slots/availability/', async (ctx) => {
    ctx.body = await availabilityByOffice(knex, ctx.query);
  });

  declareRoute(router, keys.verifyKey, 'POST', '/admin/appointment-slots/admin-lookup-applicants/', async (ctx) => {
    ctx.body = await adminLookupApplicants(knex, ctx.request.body);
  });

  declareRoute(router, keys.verifyKey, 'POST', '/admin/appointment-slots/admin-book/', async (ctx) => {
    ctx.body = await adminBook(knex, changes, ctx.request.body, { userId: staffUserId(ctx) });
    ctx.status = 201;
  });

  declareRoute(router, keys.verifyKey, 'GET', '/admin/appointment-slots/', async (ctx) => {
    ctx.body = await listAppointmentSlots(knex, ctx.query);
  });

  declareRoute(router, keys.verifyKey, 'POST', '/admin/appointment-slots/:id/cancel/', async (ctx) => {
    const id = uuidParam(ctx.params.id);
    ctx.body = await cancelAppointment(knex, changes, id, ctx.request.body, { userId: staffUserId(ctx) });
  });

  declareRoute(router, keys.verifyKey, 'POST', '/admin/appointment-slots/:id/postpone/', async (ctx) => {
    const id = uuidParam(ctx.params.id);
    ctx.body = await postponeAppointment(knex, changes, id, ctx.request.body, { userId: staffUserId(ctx) });
  });

  declareRoute(router, keys.verifyKey, 'POST', '/admin/appointment-slots/:id/mark_completed/', async (ctx) => {
    ctx.body = await markAppointment(knex, uuidParam(ctx.params.id), 'completed', { userId: staffUserId(ctx) });
  });

  declareRoute(router, keys.verifyKey, 'POST', '/admin/appointment-slots/:id/mark_no_show/', async (ctx) => {
    ctx.body = await markAppointment(knex, uuidParam(ctx.params.id), 'no_show', { userId: staffUserId(ctx) });
  });

  return router;
}
