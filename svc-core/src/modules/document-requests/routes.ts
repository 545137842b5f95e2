import Router from '@koa/router';
import { uuidParam } from '@clinic/server-kit';
import { declareRoute, staffUserId } from '../../api';
import type { CoreDeps } from '../../deps';
import { parseMultipart, incomingDir, MAX_UPLOAD_BYTES, fileStorageFor } from '../files';
import { unsubscribeSecretOf } from '../lead-records';
import { sendDocumentRequest } from './send';
import { documentRequestInfo, sendDocumentCode, uploadRequestedDocuments, verifyDocumentCode, type DocumentRequestContext } from './service';

/** Most files one Send Details may carry. */
const MAX_REQUEST_FILES = 20;
/** Staff sending a document request, and the public document request page's calls: code, verification, what is missing, the upload. */
export function documentRequestRoutes(deps: CoreDeps): Router {
  const { knex, keys, config, outbox, codes } = deps;
  const ctx: DocumentRequestContext = {
    knex,
    outbox,
    codes,
    signingKey: keys.signingKey,
    files: fileStorageFor(config),
    config,
  };
  const router = new Router();
  const base = '/appointments/request/docs/link/:id';
  const sending = { knex, outbox, publicUrl: config.publicUrl, unsubscribeSecret: unsubscribeSecretOf(keys.signingKey), config };

  declareRoute(router, keys.verifyKey, 'POST', '/appointments/request/docs/link/', async (http) => {
    http.body = await sendDocumentRequest(sending, http.request.body, { userId: staffUserId(http) });
    http.status = 201;
  });

  declareRoute(router, keys.verifyKey, 'GET', `${base}/token`, async (http) => {
    http.body = await sendDocumentCode(ctx, uuidParam(http.params.id));
  });

  declareRoute(router, keys.verifyKey, 'POST', `${base}/token/verify/`, async (http) => {
    http.body = await verifyDocumentCode(ctx, uuidParam(http.params.id), http.request.body);
  });

  declareRoute(router, keys.verifyKey, 'GET', `${base}/info`, async (http) => {
    http.body = await documentRequestInfo(ctx, uuidParam(http.params.id), http.state.auth as { sub?: unknown });
  });

  declareRoute(router, keys.verifyKey, 'POST', `${base}/files/`, async (http) => {
    const upload = await parseMultipart(http, incomingDir(config.dataDir), { maxFileBytes: MAX_UPLOAD_BYTES, maxFiles: MAX_REQUEST_FILES });
    try {
      http.body = await uploadRequestedDocuments(ctx, uuidParam(http.params.id), http.state.auth as { sub?: unknown }, upload);
      http.status = 201;
    } finally {
      await upload.cleanup();
    }
  });

  return router;
}
