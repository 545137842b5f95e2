import Router from '@koa/router';
import { appointmentRequestListQuerySchema, PUBLIC_MESSAGES } from '@clinic/contracts';
import { parseWith } from '@clinic/server-kit';
import { declareRoute, staffUserId } from '../../api';
import type { CoreDeps } from '../../deps';
import { parseMultipart, incomingDir, MAX_UPLOAD_BYTES, fileStorageFor } from '../files';
import { recordInitialChecklistEmail } from '../leads';
import { unsubscribeSecretOf } from '../lead-records';
import { appointmentRequestPage, MAX_APPOINTMENT_FILES, submitAppointmentRequest } from './service';

export function appointmentRequestsRoutes({ knex, keys, config, logger, outbox }: CoreDeps): Router {
  const router = new Router();
  const mailing = { knex, outbox, publicUrl: config.publicUrl, unsubscribeSecret: unsubscribeSecretOf(keys.signingKey), config };
  declareRoute(router, keys.verifyKey, 'POST', '/appointments/', async (ctx) => {
    const upload = await parseMultipart(ctx, incomingDir(config.dataDir), { maxFileBytes: MAX_UPLOAD_BYTES, maxFiles: MAX_APPOINTMENT_FILES });
    let result;
    try {
      result = await submitAppointmentRequest(knex, fileStorageFor(config), upload, (trx, leadUuid) => recordInitialChecklistEmail(mailing, trx, leadUuid));
      logger.info(
        { lead: result.leadUuid, applicant: result.applicantUuid, leadCreated: result.leadCreated, files: result.files },
        'appointment request stored',
      );
    } finally {
      await upload.cleanup();
    }
    ctx.status = 201;
    ctx.body = { msg: PUBLIC_MESSAGES.appointment.success };
  });
  declareRoute(router, keys.verifyKey, 'GET', '/appointments/', async (ctx) => {
    ctx.body = await appointmentRequestPage(knex, config.publicUrl, parseWith(appointmentRequestListQuerySchema, ctx.query), { userId: staffUserId(ctx) });
  });
  return router;
}
