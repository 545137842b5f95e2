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
  const context: I693Context = {
    knex,
    logger,
    clock,
    outbox,
    signingKey: keys.signingKey,
    publicUrl: config.publicUrl,
    config,
  };
  const router = new Router();

  declareRoute(router, keys.verifyKey, 'POST', '/i693-application/', async (ctx) => {
    const upload = await parseMultipart(ctx, incomingDir(config.dataDir), { maxFileBytes: MAX_UPLOAD_BYTES, maxFiles: I693_MAX_FILES });
    try {
      const { uuid } = await submitApplication(context, fileStorageFor(config), logger, upload);
      ctx.status = 201;
      ctx.body = { uuid };
    } finally {
      await upload.cleanup();
    }
  });

  declareRoute(router, keys.verifyKey, 'GET', '/i693-application/', async (ctx) => {
    const query = parseWith(i693ListQuerySchema, ctx.query);
    ctx.body = await applicationPage(context, query, { userId: staffUserId(ctx) });
  });

  declareRoute(router, keys.verifyKey, 'PATCH', '/i693-application/:id/', async (ctx) => {
    ctx.body = await editApplication(context, uuidParam(ctx.params.id), ctx.request.body, { userId: staffUserId(ctx) });
  });

  declareRoute(router, keys.verifyKey, 'GET', '/i693-application/:id/file/', async (ctx) => {
    const query = parseWith(i693FileQuerySchema, ctx.query);
    ctx.body = await idDocumentLink(context, uuidParam(ctx.params.id), query['file-type'], { userId: staffUserId(ctx) });
  });

  declareRoute(router, keys.verifyKey, 'POST', '/i693-application/:id/review/request/', async (ctx) => {
    ctx.body = await requestReview(context, uuidParam(ctx.params.id), { userId: staffUserId(ctx) });
  });

  declareRoute(router, keys.verifyKey, 'POST', '/i693-application/:id/send-payment-sms/', async (ctx) => {
    ctx.body = await sendPaymentReminder(context, uuidParam(ctx.params.id), { userId: staffUserId(ctx) });
  });

  return router;
}
