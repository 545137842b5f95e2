import { z } from 'zod';
import type { ApiPathParamName, ApiPathParams } from '../api-path';
import type { ApiRouteKey } from '../api-routes';
import {
  appointmentSlotsQuerySchema,
  adminBookSchema,
  adminLookupSchema,
  availabilityCreateSchema,
  availabilityListQuerySchema,
  cancelAppointmentSchema,
  postponeAppointmentSchema,
  slotsQuerySchema,
} from '../availability';
import { batchPdfRequestSchema } from '../batch-pdf';
import { calendarLogQuerySchema, calendarLogSummaryQuerySchema } from '../calendar-logs';
import { documentCodeVerifySchema, documentRequestLinkSchema, documentUploadFieldsSchema, fileMappingsSchema } from '../document-requests';
import { adhocLabOrderQuerySchema, customReceiptQuerySchema, documentAppointmentQuerySchema, labOrderQuerySchema, receiptQuerySchema } from '../documents';
import { i693FileQuerySchema, i693ListQuerySchema, i693PatchSchema } from '../i693-applications';
import { i693ExportRequestSchema } from '../i693-export';
import { i693ApplicationFieldsSchema } from '../i693-form';
import { labProductUpdateSchema } from '../lab-catalogue';
import {
  appointmentRequestListQuerySchema,
  createLeadSchema,
  i693LinkSchema,
  leadArchiveSchema,
  leadListQuerySchema,
  leadUpdateSchema,
  xrayOrderSchema,
} from '../leads';
import { loginRequestSchema } from '../login';
import { outboxQuerySchema } from '../notify';
import { officeSchema } from '../office-admin';
import { paymentListQuerySchema } from '../payments';
import { practiceSettingsSchema } from '../practice-settings';
import {
  appointmentApplicantSchema,
  bookingAvailabilityQuerySchema,
  bookingCodeRequestSchema,
  bookingCodeStatusQuerySchema,
  bookingCodeVerifySchema,
  bookingLookupApplicantsQuerySchema,
  lookupCodeRequestSchema,
  lookupCodeVerifySchema,
  myBookingDataQuerySchema,
  publicBookSchema,
} from '../public-booking';
import { appointmentRequestFieldsSchema, checkerMessageSchema, labPaymentInitiationSchema } from '../public-forms';
import { changePasswordRequestSchema, setPasswordRequestSchema, staffAccountCreateSchema, staffAccountRoleSchema } from '../staff-accounts';
import { twoFactorConfirmSchema, twoFactorLoginSchema, twoFactorPasswordSchema } from '../two-factor';
import {
  adminLookupReplySchema,
  appointmentApplicantReplySchema,
  bookingByCodeReplySchema,
  bookingCodeRequestReplySchema,
  bookingCodeStatusReplySchema,
  bookingCodeVerifyReplySchema,
  lookupApplicantsReplySchema,
  lookupCodeRequestReplySchema,
  lookupResultReplySchema,
  myBookingDataReplySchema,
  officeAvailabilitySchema,
  publicBookReplySchema,
} from './booking';
import {
  adminBookReplySchema,
  appointmentSlotReplySchema,
  availabilityCreateReplySchema,
  availabilityPageReplySchema,
  availabilitySlotReplySchema,
  calendarLogPageReplySchema,
  calendarLogSummaryReplySchema,
  officeIcsUrlReplySchema,
  officeReplySchema,
} from './calendar';
import {
  batchPdfStartedReplySchema,
  batchPdfTaskReplySchema,
  i693ApplicationPageReplySchema,
  i693ApplicationReplySchema,
  i693ExportColumnsReplySchema,
  i693FileLinkReplySchema,
  i693FormPdfLinkReplySchema,
  i693SubmitReplySchema,
} from './i693';
import {
  appointmentRequestPageReplySchema,
  conversationsReplySchema,
  createLeadReplySchema,
  documentCodeReplySchema,
  documentCodeVerifyReplySchema,
  documentRequestInfoReplySchema,
  documentRequestLinkReplySchema,
  documentUploadReplySchema,
  dormantLeadNotesReplySchema,
  dormantLeadsReplySchema,
  leadChangeReplySchema,
  leadFileUrlReplySchema,
  leadPageReplySchema,
  leadReplySchema,
} from './leads';
import {
  FILE_REPLY,
  fileOrJson,
  HTML_REPLY,
  msgReplySchema,
  NO_CONTENT_REPLY,
  REDIRECT_REPLY,
  type FileOrJsonReply,
  type FileReply,
  type HtmlReply,
  type NoContentReply,
  type RedirectReply,
  type ReplyMarker,
} from './reply';
import {
  adminLabProductListReplySchema,
  adminLabProductReplySchema,
  adminPracticeSettingsReplySchema,
  dashboardFeedReplySchema,
  labPaymentInitiationReplySchema,
  labProductsReplySchema,
  outboxReplySchema,
  paymentPageReplySchema,
  publicFormSuccessReplySchema,
  publicPracticeSettingsReplySchema,
  reviewListReplySchema,
  webhookReplySchema,
} from './site';
import {
  recoveryCodesReplySchema,
  setPasswordReplySchema,
  staffAccountReplySchema,
  staffLoginReplySchema,
  staffSessionInfoReplySchema,
  twoFactorSetupReplySchema,
  userProfileReplySchema,
  loginReplySchema,
} from './staff';

/*
 * `@clinic/contracts/api-schemas`: the request and reply schemas of every route of API_ROUTES, keyed
 * by the route (`METHOD /path`). The services parse their input with these same schemas and svc-core
 * checks its replies against them outside production; the platform's typed client derives each call's
 * types from this table with `import type` only, and loads it (and zod) in development builds alone,
 * to check replies. Production pages never load this module: keep it out of any runtime import of the
 * browsers' code.
 */

export * from './reply';
export type { AvailabilitySlot } from './calendar';

export type ApiBodyType = 'json' | 'multipart' | 'form' | 'raw';

/** What one route reads and answers. */
export interface ApiRouteSchemas {
  /** Its query string (the values arrive as text: a schema coerces what it needs). */
  readonly query?: z.core.$ZodType;
  /** Its body: JSON, or with `bodyType` multipart form data (the schema of its text fields), a form, or raw bytes. */
  readonly body?: z.core.$ZodType;
  readonly bodyType?: Exclude<ApiBodyType, 'json'>;
  /** The body may be left out: the route reads one only sometimes. */
  readonly optionalBody?: true;
  /** A success's body (errors are always `{error, msg, ...}`), or the marker of a reply that is not JSON. */
  readonly reply: z.core.$ZodType | ReplyMarker;
}

/** The local checkout page's form (a server page, not the typed client): Pay or Cancel. */
const localCheckoutFormSchema = z.object({ decision: z.enum(['pay', 'cancel']) });
/** The text fields of a lead's files upload: `file_mappings` is optional (files of no applicant are the lead's). */
const leadUploadFieldsSchema = z.object({ file_mappings: fileMappingsSchema.optional() });

const msg = msgReplySchema;

/**
 * Every route's schemas, in the order of API_ROUTES. The type check fails when a route of API_ROUTES has
 * no entry here, or an entry names no route.
 */
export const API_ROUTE_SCHEMAS = {
  // Sign-in, passwords, two-factor sign-in, the staff session.
  'POST /auth/login/': { body: loginRequestSchema, reply: staffLoginReplySchema },
  'POST /auth/set-password/': { body: setPasswordRequestSchema, reply: setPasswordReplySchema },
  'POST /auth/change-password/': { body: changePasswordRequestSchema, reply: loginReplySchema },
  'POST /auth/login/two-factor/': { body: twoFactorLoginSchema, reply: loginReplySchema },
  'GET /auth/session/': { reply: staffSessionInfoReplySchema },
  'POST /auth/keepalive/': { reply: staffSessionInfoReplySchema },
  'POST /auth/logout/': { reply: NO_CONTENT_REPLY },
  'POST /auth/two-factor/setup/': { body: twoFactorPasswordSchema, optionalBody: true, reply: twoFactorSetupReplySchema },
  'POST /auth/two-factor/confirm/': { body: twoFactorConfirmSchema, reply: recoveryCodesReplySchema },
  'POST /auth/two-factor/disable/': { body: twoFactorPasswordSchema, reply: staffSessionInfoReplySchema },
  'POST /auth/two-factor/recovery-codes/': { body: twoFactorPasswordSchema, reply: recoveryCodesReplySchema },
  'GET /users/': { reply: userProfileReplySchema },
  'GET /users/dashboard/': { reply: dashboardFeedReplySchema },
  // Payments and their documents.
  'GET /payments/': { query: paymentListQuerySchema, reply: paymentPageReplySchema },
  'GET /payments/lab-order': { query: adhocLabOrderQuerySchema, reply: fileOrJson(msg) },
  'GET /payments/:id/lab-order': { query: labOrderQuerySchema, reply: FILE_REPLY },
  'GET /payments/:id/invoice': { reply: FILE_REPLY },
  'GET /payments/labs/products/': { reply: labProductsReplySchema },
  'POST /payments/labs/initiate/': { body: labPaymentInitiationSchema, reply: labPaymentInitiationReplySchema },
  'POST /payments/webhook/': { bodyType: 'raw', reply: webhookReplySchema },
  'GET /payments/local-checkout/:transaction_id/': { reply: HTML_REPLY },
  'POST /payments/local-checkout/:transaction_id/complete/': { body: localCheckoutFormSchema, bodyType: 'form', reply: REDIRECT_REPLY },
  'GET /dev/outbox/': { query: outboxQuerySchema, reply: outboxReplySchema },
  'GET /appointments/': { query: appointmentRequestListQuerySchema, reply: appointmentRequestPageReplySchema },
  // Staff accounts.
  'GET /admin/staff-accounts/': { reply: z.array(staffAccountReplySchema) },
  'POST /admin/staff-accounts/': { body: staffAccountCreateSchema, reply: staffAccountReplySchema },
  'PUT /admin/staff-accounts/:id/role/': { body: staffAccountRoleSchema, reply: staffAccountReplySchema },
  'POST /admin/staff-accounts/:id/deactivate/': { reply: staffAccountReplySchema },
  'POST /admin/staff-accounts/:id/reactivate/': { reply: staffAccountReplySchema },
  'POST /admin/staff-accounts/:id/password-reset/': { reply: msg },
  'POST /admin/staff-accounts/:id/two-factor/reset/': { reply: staffAccountReplySchema },
  // Offices, availability, appointments, calendar logs and feeds.
  'GET /admin/offices/': { reply: z.array(officeReplySchema) },
  'POST /admin/offices/': { body: officeSchema, reply: officeReplySchema },
  'PUT /admin/offices/:id/': { body: officeSchema, reply: officeReplySchema },
  'DELETE /admin/offices/:id/': { reply: msg },
  'POST /admin/availability/': { body: availabilityCreateSchema, reply: availabilityCreateReplySchema },
  'GET /admin/availability/': { query: availabilityListQuerySchema, reply: availabilityPageReplySchema },
  'PUT /admin/availability/:id/': { body: availabilityCreateSchema, reply: msg },
  'DELETE /admin/availability/:id/': { reply: msg },
  'GET /admin/availability/:id/slots/': { reply: z.array(availabilitySlotReplySchema) },
  'GET /admin/appointment-slots/availability/': { query: slotsQuerySchema, reply: officeAvailabilitySchema },
  'POST /admin/appointment-slots/admin-lookup-applicants/': { body: adminLookupSchema, reply: adminLookupReplySchema },
  'POST /admin/appointment-slots/admin-book/': { body: adminBookSchema, reply: adminBookReplySchema },
  'GET /admin/appointment-slots/': { query: appointmentSlotsQuerySchema, reply: z.array(appointmentSlotReplySchema) },
  'POST /admin/appointment-slots/:id/cancel/': { body: cancelAppointmentSchema, optionalBody: true, reply: msg },
  'POST /admin/appointment-slots/:id/postpone/': { body: postponeAppointmentSchema, reply: msg },
  'POST /admin/appointment-slots/:id/mark_completed/': { reply: msg },
  'POST /admin/appointment-slots/:id/mark_no_show/': { reply: msg },
  'GET /admin/calendar-logs': { query: calendarLogQuerySchema, reply: calendarLogPageReplySchema },
  'GET /admin/calendar-logs/summary/': { query: calendarLogSummaryQuerySchema, reply: calendarLogSummaryReplySchema },
  'GET /admin/offices/:id/ics-url/': { reply: officeIcsUrlReplySchema },
  'GET /calendar/ics/:token.ics': { reply: FILE_REPLY },
  // Public appointment requests, leads, document requests.
  'POST /appointments/': { body: appointmentRequestFieldsSchema, bodyType: 'multipart', reply: publicFormSuccessReplySchema },
  'GET /appointments/misc/leads/': { query: leadListQuerySchema, reply: leadPageReplySchema },
  'POST /appointments/misc/leads/': { body: createLeadSchema, reply: createLeadReplySchema },
  'GET /appointments/misc/leads/dormant/': { reply: dormantLeadsReplySchema },
  'GET /appointments/misc/leads/dormant/:id/': { reply: dormantLeadNotesReplySchema },
  'POST /appointments/misc/leads/xray-order/': { body: xrayOrderSchema, reply: msg },
  'PUT /appointments/misc/leads/archive/': { body: leadArchiveSchema, reply: leadChangeReplySchema },
  'GET /appointments/misc/leads/:id/': { reply: leadReplySchema },
  'PUT /appointments/misc/leads/:id/': { body: leadUpdateSchema, reply: leadReplySchema },
  'PUT /appointments/misc/leads/:id/i693-application/': { body: i693LinkSchema, reply: leadChangeReplySchema },
  'POST /appointments/misc/leads/:id/booking-link/': { reply: msg },
  'GET /appointments/misc/leads/files/:id/url': { reply: leadFileUrlReplySchema },
  'POST /appointments/misc/leads/:id/files/': { body: leadUploadFieldsSchema, bodyType: 'multipart', reply: msg },
  'PATCH /appointments/misc/leads/:id/files/:fileId/': { reply: leadChangeReplySchema },
  'DELETE /appointments/misc/leads/:id/mg/unsubscribe/': { reply: leadChangeReplySchema },
  'GET /appointments/unsubscribe/:token/': { reply: HTML_REPLY },
  'POST /appointments/unsubscribe/:token/': { reply: HTML_REPLY },
  'POST /appointments/request/docs/link/': { body: documentRequestLinkSchema, reply: documentRequestLinkReplySchema },
  'GET /appointments/misc/leads/:id/conversations': { reply: conversationsReplySchema },
  'GET /appointments/request/docs/link/:id/token': { reply: documentCodeReplySchema },
  'POST /appointments/request/docs/link/:id/token/verify/': { body: documentCodeVerifySchema, reply: documentCodeVerifyReplySchema },
  'GET /appointments/request/docs/link/:id/info': { reply: documentRequestInfoReplySchema },
  'POST /appointments/request/docs/link/:id/files/': { body: documentUploadFieldsSchema, bodyType: 'multipart', reply: documentUploadReplySchema },
  // Public one-time-code booking.
  'POST /booking/request-otp/': { body: bookingCodeRequestSchema, reply: bookingCodeRequestReplySchema },
  'GET /booking/otp-status/': { query: bookingCodeStatusQuerySchema, reply: bookingCodeStatusReplySchema },
  'POST /booking/verify-otp/': { body: bookingCodeVerifySchema, reply: bookingCodeVerifyReplySchema },
  'GET /booking/lookup-applicants/': { query: bookingLookupApplicantsQuerySchema, reply: lookupApplicantsReplySchema },
  'GET /booking/my-booking-data/': { query: myBookingDataQuerySchema, reply: myBookingDataReplySchema },
  'POST /booking/lookup-request-otp/': { body: lookupCodeRequestSchema, reply: lookupCodeRequestReplySchema },
  'POST /booking/lookup-verify-otp/': { body: lookupCodeVerifySchema, reply: lookupResultReplySchema },
  'POST /booking/book/': { body: publicBookSchema, reply: publicBookReplySchema },
  'POST /booking/:id/add-applicant/': { body: appointmentApplicantSchema, reply: appointmentApplicantReplySchema },
  'POST /booking/:id/remove-applicant/': { body: appointmentApplicantSchema, reply: appointmentApplicantReplySchema },
  'GET /booking/:code/': { reply: bookingByCodeReplySchema },
  'GET /booking/:code/availability/': { query: bookingAvailabilityQuerySchema, reply: officeAvailabilitySchema },
  'POST /booking/:code/book/': { body: publicBookSchema, reply: publicBookReplySchema },
  'GET /reviews/g': { reply: reviewListReplySchema },
  // Practice settings and the lab catalogue.
  'GET /site/settings/': { reply: publicPracticeSettingsReplySchema },
  'GET /admin/settings/': { reply: adminPracticeSettingsReplySchema },
  'PUT /admin/settings/': { body: practiceSettingsSchema, reply: adminPracticeSettingsReplySchema },
  'GET /admin/lab-products/': { reply: adminLabProductListReplySchema },
  'PUT /admin/lab-products/:id/': { body: labProductUpdateSchema, reply: adminLabProductReplySchema },
  'POST /notifications/customer/trigger/conversation/': { body: checkerMessageSchema, reply: publicFormSuccessReplySchema },
  'GET /downloads/:token/': { reply: FILE_REPLY },
  // I-693 applications, their documents, batch PDFs, the export.
  'POST /i693-application/': { body: i693ApplicationFieldsSchema, bodyType: 'multipart', reply: i693SubmitReplySchema },
  'GET /i693-application/': { query: i693ListQuerySchema, reply: i693ApplicationPageReplySchema },
  'PATCH /i693-application/:id/': { body: i693PatchSchema, reply: i693ApplicationReplySchema },
  'GET /i693-application/:id/file/': { query: i693FileQuerySchema, reply: i693FileLinkReplySchema },
  'POST /i693-application/:id/review/request/': { reply: msg },
  'POST /i693-application/:id/send-payment-sms/': { reply: msg },
  'GET /i693-application/:id/file/i693/pdf/': { query: documentAppointmentQuerySchema, reply: i693FormPdfLinkReplySchema },
  'GET /i693-application/:id/receipt': { query: receiptQuerySchema, reply: FILE_REPLY },
  'GET /i693-application/receipt/custom/': { query: customReceiptQuerySchema, reply: FILE_REPLY },
  'POST /i693-application/batch-pdf/': { body: batchPdfRequestSchema, reply: batchPdfStartedReplySchema },
  'GET /i693-application/batch-pdf/:taskId/': { reply: batchPdfTaskReplySchema },
  'GET /i693-application/export/columns/': { reply: i693ExportColumnsReplySchema },
  'POST /i693-application/export/': { body: i693ExportRequestSchema, reply: FILE_REPLY },
} as const satisfies Record<ApiRouteKey, ApiRouteSchemas>;

export type ApiRouteSchemaTable = typeof API_ROUTE_SCHEMAS;

/** The schemas of one route. */
export function apiRouteSchemas(key: ApiRouteKey): ApiRouteSchemas {
  return API_ROUTE_SCHEMAS[key];
}

/** True for a reply schema, false for the marker of a reply that is not JSON. */
export function isReplySchema(reply: ApiRouteSchemas['reply']): reply is z.core.$ZodType {
  return reply instanceof z.core.$ZodType;
}

/**
 * What is wrong with a route's successful reply body, or null when it matches the route's reply schema
 * (and for replies that are not JSON, which are not checked). `body` is the parsed JSON.
 */
export function apiReplyProblem(key: ApiRouteKey, body: unknown): string | null {
  const { reply } = API_ROUTE_SCHEMAS[key];
  const schema: z.core.$ZodType | null = isReplySchema(reply) ? reply : reply.reply === 'file-or-json' ? (reply as FileOrJsonReply).json : null;
  if (!schema) return null;
  const result = z.safeParse(schema, body);
  return result.success ? null : z.prettifyError(result.error);
}

/* The types of a call, for the typed client (import type only). */

type Def<K extends ApiRouteKey> = ApiRouteSchemaTable[K];

/** A query value as a URL carries it. */
export type ApiQueryValue = string | number | boolean | null | undefined;

type QueryParams<Q> = { [P in keyof Q]: unknown extends Q[P] ? ApiQueryValue : Q[P] };

/** The query parameters of a route (never: it reads none). */
export type ApiQuery<K extends ApiRouteKey> = Def<K> extends { query: infer Q extends z.core.$ZodType } ? QueryParams<z.input<Q>> : never;

/** The body of a route (never: it reads none). */
export type ApiBody<K extends ApiRouteKey> =
  Def<K> extends { bodyType: 'multipart' }
    ? FormData
    : Def<K> extends { bodyType: 'form' }
      ? URLSearchParams
      : Def<K> extends { bodyType: 'raw' }
        ? string | Blob
        : Def<K> extends { body: infer B extends z.core.$ZodType }
          ? z.input<B>
          : never;

type ReplyType<R> = R extends FileReply
  ? Blob
  : R extends HtmlReply
    ? string
    : R extends NoContentReply | RedirectReply
      ? null
      : R extends FileOrJsonReply<infer S>
        ? Blob | ReplyType<S>
        : R extends { readonly '~reply'?: infer T }
          ? unknown extends T
            ? R extends z.core.$ZodType
              ? z.output<R>
              : never
            : T
          : never;

/** The body of a route's successful reply: the contracts interface the reply schema was checked against; Blob for a file, text for a page, null for none. */
export type ApiReply<K extends ApiRouteKey> = ReplyType<Def<K>['reply']>;

type ParamsPart<K extends ApiRouteKey> = [ApiPathParamName<K>] extends [never] ? { params?: undefined } : { params: ApiPathParams<K> };
type QueryPart<K extends ApiRouteKey> = [ApiQuery<K>] extends [never]
  ? { query?: undefined }
  : object extends ApiQuery<K>
    ? { query?: ApiQuery<K> }
    : { query: ApiQuery<K> };
type BodyPart<K extends ApiRouteKey> = [ApiBody<K>] extends [never]
  ? { body?: undefined }
  : Def<K> extends { optionalBody: true }
    ? { body?: ApiBody<K> }
    : { body: ApiBody<K> };

/** What a call of a route sends: its path parameters, query and body, each required when the route needs it. */
export type ApiCallInput<K extends ApiRouteKey> = ParamsPart<K> & QueryPart<K> & BodyPart<K>;
