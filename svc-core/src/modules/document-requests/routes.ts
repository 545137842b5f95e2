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
  const context: DocumentRequestContext = {
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

  declareRoute(router, keys.verifyKey, 'POST', '/appointments/request/docs/link/', async (ctx) => {
    ctx.body = await sendDocumentRequest(sending, ctx.request.body, { userId: staffUserId(ctx) });
    ctx.status = 201;
  });

  declareRoute(router, keys.verifyKey, 'GET', `${base}/token`, async (ctx) => {
    ctx.body = await sendDocumentCode(context, uuidParam(ctx.params.id));
  });

  declareRoute(router, keys.verifyKey, 'POST', `${base}/token/verify/`, async (ctx) => {
    ctx.body = await verifyDocumentCode(context, uuidParam(ctx.params.id), ctx.request.body);
  });

  declareRoute(router, keys.verifyKey, 'GET', `${base}/info`, async (ctx) => {
    ctx.body = await documentRequestInfo(context, uuidParam(ctx.params.id), ctx.state.auth as { sub?: unknown });
  });

  declareRoute(router, keys.verifyKey, 'POST', `${base}/files/`, async (ctx) => {
    const upload = await parseMultipart(ctx, incomingDir(config.dataDir), { maxFileBytes: MAX_UPLOAD_BYTES, maxFiles: MAX_REQUEST_FILES });
    try {
      ctx.body = await uploadRequestedDocuments(context, uuidParam(ctx.params.id), ctx.state.auth as { sub?: unknown }, upload);
      ctx.status = 201;
    } finally {
      await upload.cleanup();
    }
  });

  return router;
}
