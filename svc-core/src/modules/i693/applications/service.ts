import {
  CHECKLIST_I693_COUNTERPARTS,
  ERROR_CODES,
  I693_DOCUMENT_KIND,
  I693_PAGE_SIZE,
  I693_STAFF_MESSAGES,
  PRACTICE_SETTINGS_MESSAGES,
  RECEIPT_TEMPLATES,
  clientLanguageOf,
  formatUsd,
  i693PatchSchema,
  paymentReminderSms,
  practiceDay,
  reviewRequestEmail,
  staffVaccineInfoSchema,
  vaccineInfoProblems,
  type I693Application,
  type I693ApplicationPage,
  type I693ListQuery,
  type LanguageCode,
  type NotifyMessage,
  type PreConfirmChecks,
} from '@clinic/contracts';
import { AppError, errors, parseWith, type Knex, type Logger, type TokenKey } from '@clinic/server-kit';
import type { Clock } from '../../../deps';
import { numberedPage } from '../../../api';
import { recordAudit } from '../../audit';
import { recordBookingLinksForNewlyBookable } from '../../booking-link';
import { markChecklistFromI693 } from '../../leads';
import { setApplicantTbPositive } from '../../lead-records';
import { downloadLink } from '../../downloads';
import type { Outbox } from '../../outbox';
import { signatureHtml, loadPracticeSettings, type PracticeSettingsConfig } from '../../practice-settings';
import { isSecondActiveApplication } from './intake';
import {
  applicationFilters,
  findApplication,
  findDocument,
  leadLanguagesOf,
  listApplications,
  noteMessageSent,
  updateApplication,
  type ApplicationChanges,
  type ApplicationRow,
} from '../records';

/** What the staff's application actions need besides the request. */
export interface I693Context {
  knex: Knex;
  logger: Logger;
  clock: Clock;
  outbox: Outbox;
  signingKey: TokenKey;
  publicUrl: string;
  /** The practice settings' defaults (review requests and reminders name the practice). */
  config: PracticeSettingsConfig;
}

/** Who acts: every read of applicant data and every change is audited under this user. */
export interface Actor {
  userId: number;
}

const AUDIT_ENTITY = 'i693_application';

function preConfirmChecksOf(meta: Record<string, unknown>): PreConfirmChecks {
  const notes = meta.notes as { pre_confirm_checks?: PreConfirmChecks } | undefined;
  return notes?.pre_confirm_checks ?? {};
}

export function toApplication(row: ApplicationRow): I693Application {
  const meta = row.meta ?? {};
  return {
    uuid: row.uuid,
    email: row.email,
    pdf_email: row.pdf_email,
    first_name: row.first_name,
    middle_name: row.middle_name,
    last_name: row.last_name,
    a_number: row.a_number,
    gender: row.gender,
    dob: row.dob,
    phone: row.phone,
    city_of_birth: row.city_of_birth,
    country_of_birth: row.country_of_birth,
    apartment_number: row.apartment_number,
    street_address: row.street_address,
    city: row.city,
    state: row.state,
    zipcode: row.zipcode,
    photo_id_type: row.photo_id_type,
    photo_id: row.photo_id,
    is_active: row.is_active,
    created_on: row.created_on.toISOString(),
    updated_on: row.updated_on.toISOString(),
    last_updated_by: row.updater_name ? { name: row.updater_name } : null,
    meta: {
      appointment_office: row.appointment_office,
      appointment_date: row.appointment_date,
      vaccine_info: staffVaccineInfoSchema.parse(row.staff_vaccine_info ?? {}),
      notes: { pre_confirm_checks: preConfirmChecksOf(meta) },
      review_requested_on: typeof meta.review_requested_on === 'string' ? meta.review_requested_on : null,
    },
    applicant_uuid: row.applicant_uuid,
    lead_uuid: row.lead_uuid,
    checklist_done: row.checklist_done.filter((key) => key in CHECKLIST_I693_COUNTERPARTS),
    files: { front: row.has_front, back: row.has_back },
  };
}

/**
 * A page of the application list (back-office.md 2.4): active or archived, filtered by Dosage
 * Pending (a pre-confirm date within the next 7 days or overdue), TB positive, office and appointment
 * date, searched in names, e-mail and A-number, sorted, 20 a page. Audited as a read.
 */
export async function applicationPage(ctx: I693Context, query: I693ListQuery, actor: Actor): Promise<I693ApplicationPage> {
  const filters = applicationFilters(query, practiceDay(ctx.clock()));
  const search = filters.search;
  const { count, rows } = await listApplications(ctx.knex, filters, {
    ordering: query.ordering,
    limit: I693_PAGE_SIZE,
    offset: (query.page - 1) * I693_PAGE_SIZE,
  });
  await recordAudit(ctx.knex, {
    actorUserId: actor.userId,
    action: 'list',
    entity: AUDIT_ENTITY,
    details: { page: query.page, search: search ?? null, returned: rows.length },
  });
  const { page, ...listQuery } = query;
  return numberedPage(ctx.publicUrl, '/i693-application/', listQuery, { number: page, size: I693_PAGE_SIZE, count, results: rows.map(toApplication) });
}

async function requireApplication(knex: Knex | Knex.Transaction, uuid: string): Promise<ApplicationRow> {
  const row = await findApplication(knex, uuid);
  if (!row) throw errors.notFound('This application does not exist.');
  return row;
}

/**
 * The edit panel's Save, or archive / unarchive (`is_active` alone): the vaccine and lab data must
 * pass the Save checks (400 listing every message as `reasons`), and unarchiving is refused (409)
 * while the same person has another active application. Audited with the fields changed.
 */
export async function editApplication(ctx: I693Context, uuid: string, body: unknown, actor: Actor): Promise<I693Application> {
  const patch = parseWith(i693PatchSchema, body);
  const row = await requireApplication(ctx.knex, uuid);
  const { staff_vaccine_info: info, ...fields } = patch;
  const changes: ApplicationChanges = { ...fields };
  const today = practiceDay(ctx.clock());
  if (info) {
    const problems = vaccineInfoProblems(info, { today, appointmentDate: row.appointment_date });
    if (problems.length > 0) throw new AppError(400, ERROR_CODES.validation, problems.join(' '), { reasons: problems });
    changes.staff_vaccine_info = JSON.stringify(info);
  }
  try {
    await ctx.knex.transaction(async (trx) => {
      await updateApplication(trx, uuid, changes, actor.userId);
      // The Quantiferon result is the lead checklist's 'TB Test Positive?' too.
      if (info && row.applicant_uuid) await setApplicantTbPositive(trx, row.applicant_uuid, info.qtb_result === 'positive');
      const { changed } = info && row.applicant_uuid ? await markChecklistFromI693(trx, row.applicant_uuid, info, today) : { changed: [] };
      const details = { fields: Object.keys(patch), ...(changed.length > 0 ? { checklist_updated: changed } : {}) };
      await recordAudit(trx, { actorUserId: actor.userId, action: 'update', entity: AUDIT_ENTITY, entityId: uuid, details });
      if (row.applicant_uuid) await recordBookingLinksForNewlyBookable(ctx, trx, [row.applicant_uuid]);
    });
  } catch (err) {
    if (isSecondActiveApplication(err)) throw errors.conflict('This person already has an active application. Archive that one first.');
    throw err;
  }
  return toApplication(await requireApplication(ctx.knex, uuid));
}

/**
 * A short-lived link to the front or back of the applicant's photo ID, with its type so the drawer
 * shows an image or a PDF. Audited.
 */
export async function idDocumentLink(ctx: I693Context, uuid: string, side: 'front' | 'back', actor: Actor): Promise<{ url: string; content_type: string }> {
  await requireApplication(ctx.knex, uuid);
  const document = await findDocument(ctx.knex, uuid, I693_DOCUMENT_KIND[side]);
  if (!document) throw errors.notFound(`No ${side} of the photo ID was uploaded.`);
  await recordAudit(ctx.knex, { actorUserId: actor.userId, action: 'read_document', entity: AUDIT_ENTITY, entityId: uuid, details: { document: side } });
  const url = await downloadLink(ctx.signingKey, {
    storedName: document.stored_name,
    fileName: document.file_name,
    mimeType: document.mime_type,
    disposition: 'inline',
  });
  return { url, content_type: document.mime_type };
}

/** Records on the application that a message was sent and when, with the message itself, in one transaction. */
async function sendAndNote(ctx: I693Context, uuid: string, message: NotifyMessage, key: string, actor: Actor, action: string): Promise<void> {
  await ctx.knex.transaction(async (trx) => {
    await noteMessageSent(trx, uuid, key, ctx.clock(), actor.userId);
    await recordAudit(trx, { actorUserId: actor.userId, action, entity: AUDIT_ENTITY, entityId: uuid });
    await ctx.outbox.send(trx, message);
  });
}

/**
 * The language to write to the client of an application in: the language of the form they sent,
 * or, when that is English (the default), the first other of the eight its lead chose.
 */
async function languageOfClient(knex: Knex, row: ApplicationRow): Promise<LanguageCode> {
  return clientLanguageOf([row.language, ...(await leadLanguagesOf(knex, row.uuid))]);
}

/**
 * After the visit: e-mails the client a request to review the practice (the reviews listing of the
 * home page, from the settings) in the client's language, and records on the application that it was
 * sent and when. Refused (409) while the settings have no reviews listing: there would be nothing to link to.
 */
export async function requestReview(ctx: I693Context, uuid: string, actor: Actor): Promise<{ msg: string }> {
  const row = await requireApplication(ctx.knex, uuid);
  const practice = await loadPracticeSettings(ctx.knex, ctx.config);
  if (!practice.reviews_url) throw errors.conflict(PRACTICE_SETTINGS_MESSAGES.reviewsUrlMissing);
  const language = await languageOfClient(ctx.knex, row);
  const email = reviewRequestEmail(
    { language, firstName: row.first_name, practiceName: practice.practice_name, reviewsUrl: practice.reviews_url },
    { html: signatureHtml(practice), text: practice.practice_name },
  );
  const message: NotifyMessage = {
    channel: 'email',
    to: row.email,
    ...email,
    conversation_email: row.email,
    meta: { kind: 'review_request', application_uuid: uuid, language },
  };
  await sendAndNote(ctx, uuid, message, 'review_requested_on', actor, 'review_request');
  return { msg: `The review request was sent to ${row.email}.` };
}

/** Texts the client a reminder to pay the exam fee in their language (svc-notify; the dev outbox without a provider). */
export async function sendPaymentReminder(ctx: I693Context, uuid: string, actor: Actor): Promise<{ msg: string }> {
  const row = await requireApplication(ctx.knex, uuid);
  const practice = await loadPracticeSettings(ctx.knex, ctx.config);
  const language = await languageOfClient(ctx.knex, row);
  const text = paymentReminderSms({
    language,
    firstName: row.first_name,
    cardAmount: formatUsd(RECEIPT_TEMPLATES['220'].amountCents),
    cashAmount: formatUsd(RECEIPT_TEMPLATES['200'].amountCents),
    practiceName: practice.practice_name,
    phone: practice.phone,
  });
  const message: NotifyMessage = { channel: 'sms', to: `+1${row.phone}`, text, meta: { kind: 'payment_reminder', application_uuid: uuid, language } };
  await sendAndNote(ctx, uuid, message, 'payment_sms_sent_on', actor, 'payment_reminder');
  return { msg: I693_STAFF_MESSAGES.smsSent };
}
