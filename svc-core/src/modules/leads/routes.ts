import type Koa from 'koa';
import Router from '@koa/router';
import { DEFAULT_LANGUAGE, languageCodeOf, leadListQuerySchema, type LanguageCode } from '@clinic/contracts';
import { parseWith, uuidParam } from '@clinic/server-kit';
import { declareRoute, staffClaims, staffUserId } from '../../api';
import type { CoreDeps } from '../../deps';
import { parseMultipart, incomingDir, MAX_UPLOAD_BYTES, fileStorageFor } from '../files';
import { archiveLeadFile, archiveLeads, leadFileDownload, uploadLeadFiles } from './files';
import { createLead, dormantLeadNotes, dormantLeads, leadConversations, leadForStaff, leadPage } from './staff';
import { SERVER_PAGE_CSP } from '../../server-page';
import { leadOfUnsubscribeToken, unsubscribeSecretOf, leadLanguage } from '../lead-records';
import { removeUnsubscription, unsubscribeConfirmHtml, unsubscribedHtml, unsubscribeLead, unsubscribeNotFoundHtml } from './unsubscribe';
import { resendBookingLink } from '../booking-link';
import { linkI693Application } from './i693-link';
import { updateLead } from './update';
import { sendChestXrayOrder } from './xray-order';
import { loadPracticeSettings } from '../practice-settings';

/** Most files one upload may carry. */
const MAX_LEAD_FILES = 20;

/** The staff's Leads screen (the list, Create Lead, archiving, files, Follow-ups) and the reminders' unsubscribe page. */
export function leadRoutes({ knex, keys, config, logger, outbox, notify, clock }: CoreDeps): Router {
  const router = new Router();
  const unsubscribeSecret = unsubscribeSecretOf(keys.signingKey);
  const base = '/appointments/misc/leads';
  const bookingLink = { knex, outbox, publicUrl: config.publicUrl, config };

  declareRoute(router, keys.verifyKey, 'GET', `${base}/`, async (ctx) => {
    ctx.body = await leadPage(knex, config.publicUrl, parseWith(leadListQuerySchema, ctx.query), { userId: staffUserId(ctx) });
  });

  declareRoute(router, keys.verifyKey, 'POST', `${base}/`, async (ctx) => {
    ctx.body = await createLead(knex, ctx.request.body, { userId: staffUserId(ctx) });
    ctx.status = 201;
  });

  declareRoute(router, keys.verifyKey, 'GET', `${base}/dormant/`, async (ctx) => {
    ctx.body = await dormantLeads(knex, clock());
  });

  declareRoute(router, keys.verifyKey, 'GET', `${base}/dormant/:id/`, async (ctx) => {
    ctx.body = await dormantLeadNotes(knex, uuidParam(ctx.params.id), { userId: staffUserId(ctx) });
  });

  declareRoute(router, keys.verifyKey, 'POST', `${base}/xray-order/`, async (ctx) => {
    ctx.body = await sendChestXrayOrder({ knex, outbox, config, clock }, ctx.request.body, { userId: staffUserId(ctx) });
  });

  declareRoute(router, keys.verifyKey, 'PUT', `${base}/archive/`, async (ctx) => {
    ctx.body = await archiveLeads(knex, ctx.request.body, { userId: staffUserId(ctx) });
    ctx.status = 202;
  });

  declareRoute(router, keys.verifyKey, 'GET', `${base}/:id/`, async (ctx) => {
    ctx.body = await leadForStaff(knex, uuidParam(ctx.params.id), { userId: staffUserId(ctx) });
  });

  declareRoute(router, keys.verifyKey, 'PUT', `${base}/:id/`, async (ctx) => {
    ctx.body = await updateLead(bookingLink, uuidParam(ctx.params.id), ctx.request.body, { userId: staffUserId(ctx) }, clock());
  });

  declareRoute(router, keys.verifyKey, 'GET', `${base}/files/:id/url`, async (ctx) => {
    ctx.body = await leadFileDownload(knex, keys.signingKey, uuidParam(ctx.params.id), { userId: staffUserId(ctx) });
  });

  declareRoute(router, keys.verifyKey, 'POST', `${base}/:id/files/`, async (ctx) => {
    const actor = { userId: staffUserId(ctx), username: staffClaims(ctx).username };
    const upload = await parseMultipart(ctx, incomingDir(config.dataDir), { maxFileBytes: MAX_UPLOAD_BYTES, maxFiles: MAX_LEAD_FILES });
    try {
      ctx.body = await uploadLeadFiles(knex, fileStorageFor(config), uuidParam(ctx.params.id), actor, upload);
      ctx.status = 201;
    } finally {
      await upload.cleanup();
    }
  });

  declareRoute(router, keys.verifyKey, 'PATCH', `${base}/:id/files/:fileId/`, async (ctx) => {
    ctx.body = await archiveLeadFile(knex, uuidParam(ctx.params.id), uuidParam(ctx.params.fileId), { userId: staffUserId(ctx) });
    ctx.status = 202;
  });

  declareRoute(router, keys.verifyKey, 'PUT', `${base}/:id/i693-application/`, async (ctx) => {
    ctx.body = await linkI693Application(bookingLink, uuidParam(ctx.params.id), ctx.request.body, { userId: staffUserId(ctx) }, clock());
  });

  declareRoute(router, keys.verifyKey, 'POST', `${base}/:id/booking-link/`, async (ctx) => {
    ctx.body = await resendBookingLink(bookingLink, uuidParam(ctx.params.id), { userId: staffUserId(ctx) });
  });

  declareRoute(router, keys.verifyKey, 'GET', `${base}/:id/conversations`, async (ctx) => {
    ctx.body = await leadConversations(knex, notify, logger, uuidParam(ctx.params.id), { userId: staffUserId(ctx) });
  });

  declareRoute(router, keys.verifyKey, 'DELETE', `${base}/:id/mg/unsubscribe/`, async (ctx) => {
    ctx.body = await removeUnsubscription(knex, uuidParam(ctx.params.id), { userId: staffUserId(ctx) });
    ctx.status = 202;
  });

  const htmlPage = (ctx: Koa.Context, status: number, html: string) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Content-Security-Policy', SERVER_PAGE_CSP);
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.type = 'text/html; charset=utf-8';
    ctx.status = status;
    ctx.body = html;
  };

  // A token that names no lead has no language of its own: the page is in the browser's.
  const browserLanguage = (ctx: Koa.Context): LanguageCode =>
    ctx
      .acceptsLanguages()
      .map(languageCodeOf)
      .find((code) => code !== undefined) ?? DEFAULT_LANGUAGE;

  declareRoute(router, keys.verifyKey, 'GET', '/appointments/unsubscribe/:token/', async (ctx) => {
    // Only shows the button: link scanners open links, and must not unsubscribe anyone.
    const leadUuid = leadOfUnsubscribeToken(unsubscribeSecret, ctx.params.token ?? '');
    const practice = await loadPracticeSettings(knex, config);
    if (leadUuid) htmlPage(ctx, 200, unsubscribeConfirmHtml(practice, ctx.path, await leadLanguage(knex, leadUuid)));
    else htmlPage(ctx, 404, unsubscribeNotFoundHtml(practice, browserLanguage(ctx)));
  });

  // RFC 8058 one-click: mail clients POST `List-Unsubscribe=One-Click`; the page's button posts the same.
  declareRoute(router, keys.verifyKey, 'POST', '/appointments/unsubscribe/:token/', async (ctx) => {
    const leadUuid = await unsubscribeLead(knex, unsubscribeSecret, ctx.params.token ?? '');
    const practice = await loadPracticeSettings(knex, config);
    if (leadUuid) htmlPage(ctx, 200, unsubscribedHtml(practice, await leadLanguage(knex, leadUuid)));
    else htmlPage(ctx, 404, unsubscribeNotFoundHtml(practice, browserLanguage(ctx)));
  });

  return router;
}
