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

  declareRoute(router, keys.verifyKey, 'GET', `${base}/`, async (http) => {
    http.body = await leadPage(knex, config.publicUrl, parseWith(leadListQuerySchema, http.query), { userId: staffUserId(http) });
  });

  declareRoute(router, keys.verifyKey, 'POST', `${base}/`, async (http) => {
    http.body = await createLead(knex, http.request.body, { userId: staffUserId(http) });
    http.status = 201;
  });

  declareRoute(router, keys.verifyKey, 'GET', `${base}/dormant/`, async (http) => {
    http.body = await dormantLeads(knex, clock());
  });

  declareRoute(router, keys.verifyKey, 'GET', `${base}/dormant/:id/`, async (http) => {
    http.body = await dormantLeadNotes(knex, uuidParam(http.params.id), { userId: staffUserId(http) });
  });

  declareRoute(router, keys.verifyKey, 'POST', `${base}/xray-order/`, async (http) => {
    http.body = await sendChestXrayOrder({ knex, outbox, config, clock }, http.request.body, { userId: staffUserId(http) });
  });

  declareRoute(router, keys.verifyKey, 'PUT', `${base}/archive/`, async (http) => {
    http.body = await archiveLeads(knex, http.request.body, { userId: staffUserId(http) });
    http.status = 202;
  });

  declareRoute(router, keys.verifyKey, 'GET', `${base}/:id/`, async (http) => {
    http.body = await leadForStaff(knex, uuidParam(http.params.id), { userId: staffUserId(http) });
  });

  declareRoute(router, keys.verifyKey, 'PUT', `${base}/:id/`, async (http) => {
    http.body = await updateLead(bookingLink, uuidParam(http.params.id), http.request.body, { userId: staffUserId(http) }, clock());
  });

  declareRoute(router, keys.verifyKey, 'GET', `${base}/files/:id/url`, async (http) => {
    http.body = await leadFileDownload(knex, keys.signingKey, uuidParam(http.params.id), { userId: staffUserId(http) });
  });

  declareRoute(router, keys.verifyKey, 'POST', `${base}/:id/files/`, async (http) => {
    const actor = { userId: staffUserId(http), username: staffClaims(http).username };
    const upload = await parseMultipart(http, incomingDir(config.dataDir), { maxFileBytes: MAX_UPLOAD_BYTES, maxFiles: MAX_LEAD_FILES });
    try {
      http.body = await uploadLeadFiles(knex, fileStorageFor(config), uuidParam(http.params.id), actor, upload);
      http.status = 201;
    } finally {
      await upload.cleanup();
    }
  });

  declareRoute(router, keys.verifyKey, 'PATCH', `${base}/:id/files/:fileId/`, async (http) => {
    http.body = await archiveLeadFile(knex, uuidParam(http.params.id), uuidParam(http.params.fileId), { userId: staffUserId(http) });
    http.status = 202;
  });

  declareRoute(router, keys.verifyKey, 'PUT', `${base}/:id/i693-application/`, async (http) => {
    http.body = await linkI693Application(bookingLink, uuidParam(http.params.id), http.request.body, { userId: staffUserId(http) }, clock());
  });

  declareRoute(router, keys.verifyKey, 'POST', `${base}/:id/booking-link/`, async (http) => {
    http.body = await resendBookingLink(bookingLink, uuidParam(http.params.id), { userId: staffUserId(http) });
  });

  declareRoute(router, keys.verifyKey, 'GET', `${base}/:id/conversations`, async (http) => {
    http.body = await leadConversations(knex, notify, logger, uuidParam(http.params.id), { userId: staffUserId(http) });
  });

  declareRoute(router, keys.verifyKey, 'DELETE', `${base}/:id/mg/unsubscribe/`, async (http) => {
    http.body = await removeUnsubscription(knex, uuidParam(http.params.id), { userId: staffUserId(http) });
    http.status = 202;
  });

  const htmlPage = (http: Koa.Context, status: number, html: string) => {
    http.set('Cache-Control', 'no-store');
    http.set('Content-Security-Policy', SERVER_PAGE_CSP);
    http.set('Referrer-Policy', 'no-referrer');
    http.type = 'text/html; charset=utf-8';
    http.status = status;
    http.body = html;
  };

  // A token that names no lead has no language of its own: the page is in the browser's.
  const browserLanguage = (http: Koa.Context): LanguageCode =>
    http
      .acceptsLanguages()
      .map(languageCodeOf)
      .find((code) => code !== undefined) ?? DEFAULT_LANGUAGE;

  declareRoute(router, keys.verifyKey, 'GET', '/appointments/unsubscribe/:token/', async (http) => {
    // Only shows the button: link scanners open links, and must not unsubscribe anyone.
    const leadUuid = leadOfUnsubscribeToken(unsubscribeSecret, http.params.token ?? '');
    const practice = await loadPracticeSettings(knex, config);
    if (leadUuid) htmlPage(http, 200, unsubscribeConfirmHtml(practice, http.path, await leadLanguage(knex, leadUuid)));
    else htmlPage(http, 404, unsubscribeNotFoundHtml(practice, browserLanguage(http)));
  });

  // RFC 8058 one-click: mail clients POST `List-Unsubscribe=One-Click`; the page's button posts the same.
  declareRoute(router, keys.verifyKey, 'POST', '/appointments/unsubscribe/:token/', async (http) => {
    const leadUuid = await unsubscribeLead(knex, unsubscribeSecret, http.params.token ?? '');
    const practice = await loadPracticeSettings(knex, config);
    if (leadUuid) htmlPage(http, 200, unsubscribedHtml(practice, await leadLanguage(knex, leadUuid)));
    else htmlPage(http, 404, unsubscribeNotFoundHtml(practice, browserLanguage(http)));
  });

  return router;
}
