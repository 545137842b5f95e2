import { z } from 'zod';
import { MESSAGE_CODES } from '../api-error';
import type { DocumentCodeAnswer, DocumentCodeVerifyAnswer, DocumentRequestInfo, DocumentRequestLinkAnswer, DocumentUploadAnswer } from '../document-requests';
import { LANGUAGES, type LanguageCode } from '../languages';
import type {
  AppointmentRequestEntry,
  ChecklistItem,
  CreateLeadAnswer,
  DormantLead,
  FollowUpNote,
  Lead,
  LeadApplicant,
  LeadChangeAnswer,
  LeadFile,
  LeadI693Application,
} from '../leads';
import type { ConversationEntry } from '../notify';
import type { Paginated } from '../payments';
import { isoInstant, pageOf, replyOf } from './reply';

/* Replies of the Leads screen, the public appointment requests as staff list them, and the document requests. */

const checklistItem = replyOf<ChecklistItem>()(
  z.object({
    key: z.string(),
    name: z.string(),
    description: z.string(),
    status: z.enum(['pending', 'done']),
    is_optional: z.boolean(),
    notes: z.string(),
    second_dose: z.string().nullable().optional(),
    collection_date: z.string().nullable().optional(),
  }),
);

const leadFile = replyOf<LeadFile>()(
  z.object({ uuid: z.string(), file_name: z.string(), updated_on: isoInstant, meta: z.object({ uploaded_by: z.string() }) }),
);

/** The fields a lead's applicant and an appointment request share. */
const personFields = {
  uuid: z.string(),
  first_name: z.string(),
  middle_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string(),
};

const leadApplicant = replyOf<LeadApplicant>()(
  z.object({
    ...personFields,
    dob: z.string().nullable(),
    files: z.array(leadFile),
    current_checklist: z.object({ vaccines: z.array(checklistItem), lab_tests: z.array(checklistItem) }),
    is_active: z.boolean(),
    is_i693_done: z.boolean(),
    is_tb_positive: z.boolean(),
    is_xray_normal: z.boolean(),
    is_all_complete: z.boolean(),
  }),
);

const followUpNote = replyOf<FollowUpNote>()(z.object({ note: z.string(), time: z.number() }));

const leadI693Application = replyOf<LeadI693Application>()(
  z.object({
    uuid: z.string(),
    first_name: z.string(),
    middle_name: z.string(),
    last_name: z.string(),
    dob: z.string(),
    applicant_uuid: z.string().nullable(),
    created_on: isoInstant,
  }),
);

const languageCode = z.enum(LANGUAGES.map((l) => l.code) as [LanguageCode, ...LanguageCode[]]);

export const leadReplySchema = replyOf<Lead>()(
  z.object({
    uuid: z.string(),
    email: z.string(),
    first_name: z.string(),
    middle_name: z.string(),
    last_name: z.string(),
    phone: z.string(),
    dob: z.string().nullable(),
    notes: z.string(),
    is_active: z.boolean(),
    is_system_generated: z.boolean(),
    initial_doc_request_sent: z.boolean(),
    unsubscribed_on: isoInstant.nullable(),
    created_on: isoInstant,
    language: languageCode,
    applicants: z.array(leadApplicant),
    commonFiles: z.array(leadFile),
    i693_applications: z.array(leadI693Application),
    meta: z.looseObject({ followup_notes: z.array(followUpNote) }),
  }),
);

export const leadPageReplySchema = replyOf<Paginated<Lead>>()(pageOf(leadReplySchema));

export const createLeadReplySchema = replyOf<CreateLeadAnswer>()(z.object({ msg: z.string(), data: z.object({ uuid: z.string(), existing: z.boolean() }) }));

export const dormantLeadsReplySchema = replyOf<{ data: DormantLead[] }>()(
  z.object({ data: z.array(z.object({ uuid: z.string(), email: z.string(), created_on: isoInstant })) }),
);

export const dormantLeadNotesReplySchema = replyOf<{ data: { followup_notes: FollowUpNote[] } }>()(
  z.object({ data: z.object({ followup_notes: z.array(followUpNote) }) }),
);

/** The spec's "msg when error is null". */
export const leadChangeReplySchema = replyOf<LeadChangeAnswer>()(z.object({ msg: z.string(), error: z.null() }));

export const leadFileUrlReplySchema = replyOf<{ download_url: string }>()(z.object({ download_url: z.string() }));

export const conversationsReplySchema = replyOf<ConversationEntry[]>()(
  z.array(z.object({ uuid: z.string(), created_on: isoInstant, status: z.string(), kind: z.string(), conversation: z.string() })),
);

const appointmentRequest = replyOf<AppointmentRequestEntry>()(
  z.object({
    ...personFields,
    lead_uuid: z.string().nullable(),
    dob: z.string(),
    preferred_language: z.string(),
    files: z.number().int(),
    created_on: isoInstant,
  }),
);

export const appointmentRequestPageReplySchema = replyOf<Paginated<AppointmentRequestEntry>>()(pageOf(appointmentRequest));

export const documentRequestLinkReplySchema = replyOf<DocumentRequestLinkAnswer>()(z.object({ msg: z.string(), data: z.object({ link: z.string() }) }));

export const documentCodeReplySchema = replyOf<DocumentCodeAnswer>()(z.object({ msg: z.string(), message_code: z.literal(MESSAGE_CODES.documentCodeSent) }));

export const documentCodeVerifyReplySchema = replyOf<DocumentCodeVerifyAnswer>()(z.object({ data: z.object({ token: z.string() }) }));

const missingItem = z.object({ name: z.string(), description: z.string() });

export const documentRequestInfoReplySchema = replyOf<DocumentRequestInfo>()(
  z.object({
    data: z.object({
      applicants: z.array(
        z.object({
          uuid: z.string(),
          first_name: z.string(),
          middle_name: z.string(),
          last_name: z.string(),
          current_checklist: z.object({ vaccines: z.array(missingItem), lab_tests: z.array(missingItem) }),
        }),
      ),
    }),
  }),
);

export const documentUploadReplySchema = replyOf<DocumentUploadAnswer>()(
  z.object({ msg: z.string(), message_code: z.literal(MESSAGE_CODES.documentsUploaded) }),
);
