import Router from '@koa/router';
import { leadListQuerySchema } from '@clinic/contracts';
import { parseWith } from '@clinic/server-kit';
import { declareRoute, staffUserId } from '../../api';
import type { CoreDeps } from '../../deps';
import { createLead, dormantLeadNotes, dormantLeads, leadPage } from './staff';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The lead id of the path; any other value names no lead (404, never a database error). */
function leadId(id: string | undefined): string {
  return id && UUID.test(id) ? id : '00000000-0000-0000-0000-000000000000';
}

/** The staff's Leads screen: the list, Create Lead and the Follow-ups tab. */
export function leadRoutes({ knex, keys, config }: CoreDeps): Router {
  const router = new Router();
  const base = '/appointments/misc/leads';

  declareRoute(router, keys.verifyKey, 'GET', `${base}/`, async (http) => {
    http.body = await leadPage(knex, config.publicUrl, parseWith(leadListQuerySchema, http.query), { userId: staffUserId(http) });
  });

  declareRoute(router, keys.verifyKey, 'POST', `${base}/`, async (http) => {
    http.body = await createLead(knex, http.request.body, { userId: staffUserId(http) });
    http.status = 201;
  });

  declareRoute(router, keys.verifyKey, 'GET', `${base}/dormant/`, async (http) => {
    http.body = await dormantLeads(knex);
  });

  declareRoute(router, keys.verifyKey, 'GET', `${base}/dormant/:id/`, async (http) => {
    http.body = await dormantLeadNotes(knex, leadId(http.params.id), { userId: staffUserId(http) });
  });

  return router;
}
