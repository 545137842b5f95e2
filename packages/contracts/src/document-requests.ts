import { z } from 'zod';
import type { MESSAGE_CODES } from './api-error';
import { oneTimeCodeSchema } from './one-time-codes';
import { requestString } from './request-text';

/** The public page an applicant opens from a document request e-mail (booking-leads-calendar.md 2). */
export const documentRequestPath = (requestId: string): string => `/appointments/doc/request/${requestId}`;

/** How long the document access token of a verified code opens its request. */
export const DOCUMENT_TOKEN_TTL_SECONDS = 60 * 60;

/** Texts of the document request calls; the page's own texts are in mfe-booking. */
export const DOCUMENT_REQUEST_MESSAGES = {
  codeSent: 'If this link is still valid, a 6-digit code is on its way to the e-mail address the request was sent to. It works for 10 minutes.',
  wrongCode: 'Invalid verification code',
  tooManyTries: 'Too many attempts. Please try again later',
  uploaded: 'Files were successfully uploaded. We will get back to you once we process them.',
  noFiles: 'Choose at least one file to send.',
  unmappedFile: 'Each file must belong to one of the applicants of this request.',
  /** The Leads screen's text for a sent reminder (booking-leads-calendar.md 8). */
  sent: 'Email sent.',
  archivedLead: 'This lead is archived. Unarchive it before sending it a reminder.',
} as const;

/** Send Reminder / Send Doc Upload Link (`POST /appointments/request/docs/link/`): the lead and the e-mail staff wrote. */
export const documentRequestLinkSchema = z.object({
  pre_application_uuid: z.uuid({ error: 'pre_application_uuid must be the lead id' }),
  email_content: requestString({ error: 'Write the message to send' })
    .max(200_000, 'The message is too long')
    .refine((html) => html.replace(/<[^>]*>/g, '').trim() !== '', 'Write the message to send'),
});

/** `POST …/docs/link/{id}/token/verify/`. */
export const documentCodeVerifySchema = z.object({ token: oneTimeCodeSchema });

/** Narrow no-break spaces (U+202F, e.g. in macOS screenshot names) are removed from file names on both sides. */
export function withoutNarrowNoBreakSpaces(name: string): string {
  return name.replace(/\u202f/g, '');
}

/**
 * The `file_mappings` part of `POST …/docs/link/{id}/files/`: JSON of applicant uuid to the names of
 * that applicant's files among `uploaded_files`.
 */
export const fileMappingsSchema = requestString({ error: 'file_mappings is required' }).transform((text, ctx) => {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    ctx.addIssue({ code: 'custom', message: 'file_mappings must be JSON' });
    return z.NEVER;
  }
  const parsed = z.record(z.uuid({ error: 'file_mappings keys must be applicant ids' }), z.array(requestString().max(255)).max(20)).safeParse(value);
  if (!parsed.success) {
    ctx.addIssue({ code: 'custom', message: 'file_mappings must map applicant ids to lists of file names' });
    return z.NEVER;
  }
  return Object.fromEntries(Object.entries(parsed.data).map(([uuid, names]) => [uuid.toLowerCase(), names.map(withoutNarrowNoBreakSpaces)]));
});
export type FileMappings = z.output<typeof fileMappingsSchema>;

/** The text fields of `POST …/docs/link/{id}/files/` (multipart, beside the repeated `uploaded_files`). */
export const documentUploadFieldsSchema = z.object({ file_mappings: fileMappingsSchema });

/** An applicant of a request as the page shows them: what is still missing. */
export interface DocumentRequestApplicant {
  uuid: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  current_checklist: {
    vaccines: Array<{ name: string; description: string }>;
    lab_tests: Array<{ name: string; description: string }>;
  };
}

/** `GET …/docs/link/{id}/token`: the same answer whether or not the request exists. */
export interface DocumentCodeAnswer {
  msg: string;
  message_code: typeof MESSAGE_CODES.documentCodeSent;
}

/** `POST …/docs/link/{id}/token/verify/`: the document access token of the request. */
export interface DocumentCodeVerifyAnswer {
  data: { token: string };
}

/** 201 of `POST …/docs/link/{id}/files/`. */
export interface DocumentUploadAnswer {
  msg: string;
  message_code: typeof MESSAGE_CODES.documentsUploaded;
}

export interface DocumentRequestLinkAnswer {
  msg: string;
  data: { link: string };
}

export interface DocumentRequestInfo {
  data: { applicants: DocumentRequestApplicant[] };
}
