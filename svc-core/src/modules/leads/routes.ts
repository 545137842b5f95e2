import Router from '@koa/router';
import { leadListQuerySchema } from '@clinic/contracts';
import { parseWith } from '@clinic/server-kit';
import { declareRoute, staffClaims, staffUserId } from '../../api';
import type { CoreDeps } from '../../deps';
import { parseMultipart } from '../files/multipart';
import { incomingDir, MAX_UPLOAD_BYTES } from '../files/storage';
import { archiveLeadFile, archiveLeads, leadFileDownload, uploadLeadFiles } from './files';
import { createLead, dormantLeadNotes, dormantLeads, leadPage } from './staff';
import { updateLead } from './update';

/** Most files one upload may carry. */
const MAX_LEAD_FILES = 20;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The lead (or file) id of the path; any other value names nothing (404, never a database error). */
function pathId(id: string | undefined): string {
  return id && UUID.test(id) ? id : '00000000-0000-0000-0000-000000000000';
}

/** The staff's Leads screen: the list, Create Lead, archiving, files and the Follow-ups tab. */
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
    http.body = await dormantLeadNotes(knex, pathId(http.params.id), { userId: staffUserId(http) });
  });

  declareRoute(router, keys.verifyKey, 'PUT', `${base}/archive/`, async (http) => {
    http.body = await archiveLeads(knex, http.request.body, { userId: staffUserId(http) });
    http.status = 202;
  });

  declareRoute(router, keys.verifyKey, 'PUT', `${base}/:id/`, async (http) => {
    http.body = await updateLead(knex, pathId(http.params.id), http.request.body, { userId: staffUserId(http) });
  });

  declareRoute(router, keys.verifyKey, 'GET', `${base}/files/:id/url`, async (http) => {
    http.body = await leadFileDownload(knex, keys.signingKey, pathId(http.params.id), { userId: staffUserId(http) });
  });

  declareRoute(router, keys.verifyKey, 'POST', `${base}/:id/files/`, async (http) => {
    const actor = { userId: staffUserId(http), username: staffClaims(http).username };
    const upload = await parseMultipart(http, incomingDir(config.dataDir), { maxFileBytes: MAX_UPLOAD_BYTES, maxFiles: MAX_LEAD_FILES });
    try {
      http.body = await uploadLeadFiles(knex, config.dataDir, pathId(http.params.id), actor, upload);
      http.status = 201;
    } finally {
      await upload.cleanup();
    }
  });

  declareRoute(router, keys.verifyKey, 'PATCH', `${base}/:id/files/:fileId/`, async (http) => {
    http.body = await archiveLeadFile(knex, pathId(http.params.id), pathId(http.params.fileId), { userId: staffUserId(http) });
    http.status = 202;
  });

  return router;
}
