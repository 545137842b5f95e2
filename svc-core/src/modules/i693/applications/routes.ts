import Router from '@koa/router';
import { i693FileQuerySchema, i693ListQuerySchema } from '@clinic/contracts';
import { parseWith, uuidParam } from '@clinic/server-kit';
import { declareRoute, staffUserId } from '../../../api';
import type { CoreDeps } from '../../../deps';
import { parseMultipart, incomingDir, MAX_UPLOAD_BYTES, fileStorageFor } from '../../files';
import { I693_MAX_FILES, submitApplication } from './intake';
import { applicationPage, editApplication, idDocumentLink, requestReview, sendPaymentReminder, type I693Context } from './service';

/** The public I-693 form (`POST /i693-application/`) and the staff's application list and actions. */
export function i693ApplicationRoutes(deps: CoreDeps): Router {
  const { knex, keys, config, logger, outbox, clock } = deps;
  const ctx: I693Context = {
    knex,
    logger,
    clock,
    outbox,
    signingKey: keys.signingKey,
    publicUrl: config.publicUrl,
    config,
  };
  const router = new Router();

  declareRoute(router, keys.verifyKey, 'POST', '/i693-application/', async (http) => {
    const upload = await parseMultipart(http, incomingDir(config.dataDir), { maxFileBytes: MAX_UPLOAD_BYTES, maxFiles: I693_MAX_FILES });
    try {
      const { uuid } = await submitApplication(ctx, fileStorageFor(config), logger, upload);
      http.status = 201;
      http.body = { uuid };
    } finally {
      await upload.cleanup();
    }
  });

  declareRoute(router, keys.verifyKey, 'GET', '/i693-application/', async (http) => {
    const query = parseWith(i693ListQuerySchema, http.query);
    http.body = await applicationPage(ctx, query, { userId: staffUserId(http) });
  });

  declareRoute(router, keys.verifyKey, 'PATCH', '/i693-application/:id/', async (http) => {
    http.body = await editApplication(ctx, uuidParam(http.params.id), http.request.body, { userId: staffUserId(http) });
  });

  declareRoute(router, keys.verifyKey, 'GET', '/i693-application/:id/file/', async (http) => {
    const query = parseWith(i693FileQuerySchema, http.query);
    http.body = await idDocumentLink(ctx, uuidParam(http.params.id), query['file-type'], { userId: staffUserId(http) });
  });

  declareRoute(router, keys.verifyKey, 'POST', '/i693-application/:id/review/request/', async (http) => {
    http.body = await requestReview(ctx, uuidParam(http.params.id), { userId: staffUserId(http) });
  });

  declareRoute(router, keys.verifyKey, 'POST', '/i693-application/:id/send-payment-sms/', async (http) => {
    http.body = await sendPaymentReminder(ctx, uuidParam(http.params.id), { userId: staffUserId(http) });
  });

  return router;
}
