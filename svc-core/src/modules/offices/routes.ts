import Router from '@koa/router';
import { declareRoute, staffUserId } from '../../api';
import type { CoreDeps } from '../../deps';
import { createOffice, deleteOffice, officeList, updateOffice } from './admin';
import { uuidParam } from '@clinic/server-kit';

/** The offices of the availability screen (admins). */
export function officeRoutes({ knex, keys }: CoreDeps): Router {
  const router = new Router();
  declareRoute(router, keys.verifyKey, 'GET', '/admin/offices/', async (http) => {
    http.body = await officeList(knex);
  });
  declareRoute(router, keys.verifyKey, 'POST', '/admin/offices/', async (http) => {
    http.body = await createOffice(knex, http.request.body, { userId: staffUserId(http) });
    http.status = 201;
  });
  declareRoute(router, keys.verifyKey, 'PUT', '/admin/offices/:id/', async (http) => {
    http.body = await updateOffice(knex, uuidParam(http.params.id), http.request.body, { userId: staffUserId(http) });
  });
  declareRoute(router, keys.verifyKey, 'DELETE', '/admin/offices/:id/', async (http) => {
    http.body = await deleteOffice(knex, uuidParam(http.params.id), { userId: staffUserId(http) });
  });
  return router;
}
