import Router from '@koa/router';
import { declareRoute, staffUserId } from '../../api';
import type { CoreDeps } from '../../deps';
import { createOffice, deleteOffice, officeList, updateOffice } from './admin';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The office id of the path; any other value names none (404, never a database error). */
function officeId(id: string | undefined): string {
  return id && UUID.test(id) ? id : '00000000-0000-0000-0000-000000000000';
}

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
    http.body = await updateOffice(knex, officeId(http.params.id), http.request.body, { userId: staffUserId(http) });
  });
  declareRoute(router, keys.verifyKey, 'DELETE', '/admin/offices/:id/', async (http) => {
    http.body = await deleteOffice(knex, officeId(http.params.id), { userId: staffUserId(http) });
  });
  return router;
}
