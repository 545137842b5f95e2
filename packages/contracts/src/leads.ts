import { z } from 'zod';
import type { LanguageCode } from './languages';
import { EMAIL_PATTERN } from './public-forms';
import { ageInYears, parseIsoDate } from './requirements';
import { pageNumberSchema, requestString } from './request-text';

/**
 * The staff's Leads screen (booking-leads-calendar.md 2 "Leads screen", 3, 5, 8, 9): leads, their
 * applicants with checklists and files, follow-ups and Create Lead.
 */
export const LEAD_PAGE_SIZE = 20;
/** The search fires when the text is longer than 3 characters, or emptied. */
export const LEAD_SEARCH_MIN_CHARS = 4;
export const LEAD_SEARCH_DEBOUNCE_MS = 300;
/** Follow-ups list the leads created from 6 to 3 days ago. */
export const FOLLOW_UP_DAYS = { from: 6, to: 3 } as const;
/** The phone of an added applicant whose phone is left blank. */
export const PLACEHOLDER_PHONE = '1234567890';

/** The vaccines with a '2nd dose due on' picker (requirements keys). */
export const SECOND_DOSE_ITEM_KEYS: readonly string[] = ['hepatitis-b', 'polio', 'varicella'];
/** The Quantiferon TB Gold lab test (requirements key): marking it received asks for its collection date. */
export const QUANTIFERON_ITEM_KEY = 'tb-test';

/** 'Mark All Complete' is offered for applicants born within the last 2 years (their records come by e-mail). */
export function canMarkAllComplete(dob: string | null, today: Date = new Date()): boolean {
  const birth = dob ? parseIsoDate(dob) : null;
  return birth !== null && ageInYears(birth, today) < 2;
}

/** One vaccine or lab test of an applicant's checklist; a missing status counts as pending. */
export interface ChecklistItem {
  key: string;
  name: string;
  description: string;
  status: 'pending' | 'done';
  is_optional: boolean;
  notes: string;
  /** '2nd dose due on' (YYYY-MM-DD) of Hepatitis B, Polio and Varicella. */
  second_dose?: string | null;
  /** When the Quantiferon blood was drawn (YYYY-MM-DD). */
  collection_date?: string | null;
}

export interface Checklist {
  vaccines: ChecklistItem[];
  lab_tests: ChecklistItem[];
}

export interface LeadFile {
  uuid: string;
  file_name: string;
  /** ISO instant. */
  updated_on: string;
  meta: { uploaded_by: string };
}

export interface LeadApplicant {
  uuid: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  email: string;
  phone: string;
  /** YYYY-MM-DD or null. */
  dob: string | null;
  files: LeadFile[];
  current_checklist: Checklist;
  is_active: boolean;
  is_i693_done: boolean;
  is_tb_positive: boolean;
  is_xray_normal: boolean;
  is_all_complete: boolean;
}

export interface FollowUpNote {
  note: string;
  /** Epoch milliseconds. */
  time: number;
}

/** An I-693 application of the lead: matched to one of its applicants, or unmatched (applicant_uuid null). */
export interface LeadI693Application {
  uuid: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  dob: string;
  applicant_uuid: string | null;
  created_on: string;
}

export interface Lead {
  uuid: string;
  email: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  phone: string;
  dob: string | null;
  notes: string;
  is_active: boolean;
  is_system_generated: boolean;
  initial_doc_request_sent: boolean;
  /** When the address unsubscribed from reminders (ISO instant), or null. */
  unsubscribed_on: string | null;
  created_on: string;
  /** The language the client's messages are written in (the first non-English one stored for the lead, else English). */
  language: LanguageCode;
  applicants: LeadApplicant[];
  /** Files of the lead tagged to no applicant. */
  commonFiles: LeadFile[];
  /** The active I-693 applications of the lead or of its e-mail, matched or not. */
  i693_applications: LeadI693Application[];
  meta: { followup_notes: FollowUpNote[] } & Record<string, unknown>;
}

/** Query of `GET /appointments/misc/leads/`: newest first, searched in e-mail and names. */
export const leadListQuerySchema = z.object({
  page: pageNumberSchema,
  search: requestString().trim().max(254, 'Search is too long').optional(),
});
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;

/** A lead of the Follow-ups tab. */
export interface DormantLead {
  uuid: string;
  email: string;
  created_on: string;
}

export const LEAD_MESSAGES = {
  created: 'Lead created successfully. Close and refresh.',
  createdUnderExisting: 'Lead created successfully under an existing Email Id. Please refresh and use the search box.',
  /** Not worded by the spec. */
  firstNameRequired: 'First Name is required',
  lastNameRequired: 'Last Name is required',
  emailInvalid: 'Please enter a valid email address',
  dobInvalid: 'Enter the date of birth as a past date',
  phoneInvalid: 'Enter a phone number of 10 digits',
  archiveChanged: 'Archive status changed.',
  fileArchived: 'The file was archived.',
  filesUploaded: (n: number) => `${n} file(s) uploaded.`,
  noFiles: 'Choose at least one file to upload.',
  unknownApplicant: 'file_mappings names an applicant of another lead.',
  emailTaken: 'Another lead already has this e-mail address. Search for it instead.',
  lastActiveApplicant: 'The only active applicant cannot be archived.',
  markAllCompleteAge: "'Mark All Complete' is only for applicants under 2 years old.",
  collectionDateFuture: 'The collection date cannot be in the future.',
  secondDoseNotFor: "Only Hepatitis B, Polio and Varicella have a '2nd dose due on' date.",
  unknownChecklistItem: 'The checklist has no such item.',
  otherLeadApplicant: 'This applicant belongs to another lead.',
  unsubscriptionRemoved: 'The unsubscription was removed: reminders will be sent to this address again.',
  notUnsubscribed: 'This address is not unsubscribed.',
  unsubscribed: 'This address unsubscribed from reminders. Remove the unsubscription first if the client asked for them again.',
} as const;

const name = (message: string) => requestString({ error: message }).trim().min(1, message).max(150, 'Names have at most 150 characters');

/** `POST /appointments/misc/leads/` (Create Lead): a new lead, or a new applicant under the lead of an existing e-mail. */
export const createLeadSchema = z.object({
  firstName: name(LEAD_MESSAGES.firstNameRequired),
  middleName: z.preprocess((v) => v ?? '', requestString().trim().max(150, 'Names have at most 150 characters')),
  lastName: name(LEAD_MESSAGES.lastNameRequired),
  email: requestString({ error: LEAD_MESSAGES.emailInvalid }).trim().max(254, LEAD_MESSAGES.emailInvalid).regex(EMAIL_PATTERN, LEAD_MESSAGES.emailInvalid),
  phone: z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/\D/g, '') : (v ?? '')),
    requestString().refine((v) => v === '' || /^\d{10}$/.test(v), LEAD_MESSAGES.phoneInvalid),
  ),
  dob: requestString({ error: LEAD_MESSAGES.dobInvalid }).refine((v) => {
    const date = parseIsoDate(v);
    return date !== null && date.getTime() <= Date.now() && date.getFullYear() >= 1900;
  }, LEAD_MESSAGES.dobInvalid),
});
export type CreateLeadInput = z.input<typeof createLeadSchema>;

/**
 * `PUT /appointments/misc/leads/archive/`: archive (false) or unarchive (true) leads. Their applicants
 * keep their own status; the spec's `only` is given no meaning and ignored like any unknown field.
 */
export const leadArchiveSchema = z.object({
  lead_uuids: z
    .array(z.uuid({ error: 'lead_uuids must be lead ids' }), { error: 'lead_uuids must be a list of lead ids' })
    .min(1, 'Choose at least one lead')
    .max(200, 'At most 200 leads at once'),
  active_status: z.boolean({ error: 'active_status must be true or false' }),
});

/** The answers of the Leads screen's changes that the spec shows as "msg when error is null". */
export interface LeadChangeAnswer {
  msg: string;
  error: null;
}

const isoDate = (message: string) => requestString({ error: message }).refine((v) => parseIsoDate(v) !== null, message);
const optionalDate = (message: string) => z.preprocess((v) => (v === '' ? null : v), isoDate(message).nullable().optional());

/** A checklist item as the screen sends it back: what staff can change; name and description stay the server's. */
export const checklistItemChangeSchema = z.object({
  key: requestString({ error: 'Each checklist item needs its key' }).max(60),
  status: z.enum(['pending', 'done'], { error: 'A checklist status is pending or done' }).default('pending'),
  notes: z.preprocess((v) => v ?? '', requestString().max(500, 'Checklist notes have at most 500 characters')),
  second_dose: optionalDate("The '2nd dose due on' date must be YYYY-MM-DD"),
  collection_date: optionalDate('The collection date must be YYYY-MM-DD'),
});
export type ChecklistItemChange = z.infer<typeof checklistItemChangeSchema>;

const leadPhone = z.preprocess((v) => (typeof v === 'string' ? v.replace(/\D/g, '') : (v ?? '')), requestString().max(15, LEAD_MESSAGES.phoneInvalid));
const pastDob = requestString({ error: LEAD_MESSAGES.dobInvalid }).refine((v) => {
  const date = parseIsoDate(v);
  return date !== null && date.getTime() <= Date.now() && date.getFullYear() >= 1900;
}, LEAD_MESSAGES.dobInvalid);

/** An applicant as the screen sends it back; without `uuid` it is added ('+ Add Applicant'). */
export const applicantChangeSchema = z.object({
  uuid: z.uuid({ error: 'Applicant ids are uuids' }).optional(),
  first_name: name(LEAD_MESSAGES.firstNameRequired),
  middle_name: z.preprocess((v) => v ?? '', requestString().trim().max(150, 'Names have at most 150 characters')),
  last_name: name(LEAD_MESSAGES.lastNameRequired),
  dob: pastDob,
  phone: leadPhone,
  current_checklist: z.object({ vaccines: z.array(checklistItemChangeSchema).max(40), lab_tests: z.array(checklistItemChangeSchema).max(40) }).optional(),
  is_active: z.boolean().default(true),
  is_i693_done: z.boolean().default(false),
  is_tb_positive: z.boolean().default(false),
  is_xray_normal: z.boolean().default(false),
  is_all_complete: z.boolean().default(false),
});
export type ApplicantChange = z.infer<typeof applicantChangeSchema>;

/**
 * `PUT /appointments/misc/leads/{id}/`: every change of the lead screen saves the whole lead: its
 * person, e-mail, notes, follow-up notes and the applicants shown (others are left as they are).
 */
export const leadUpdateSchema = z.object({
  first_name: name(LEAD_MESSAGES.firstNameRequired),
  middle_name: z.preprocess((v) => v ?? '', requestString().trim().max(150, 'Names have at most 150 characters')),
  last_name: name(LEAD_MESSAGES.lastNameRequired),
  dob: z.preprocess((v) => (v === '' ? null : v), pastDob.nullable()),
  email: requestString({ error: LEAD_MESSAGES.emailInvalid }).trim().max(254, LEAD_MESSAGES.emailInvalid).regex(EMAIL_PATTERN, LEAD_MESSAGES.emailInvalid),
  phone: leadPhone.optional(),
  notes: z.preprocess((v) => v ?? '', requestString().max(5000, 'Notes have at most 5000 characters')),
  meta: z
    .object({
      followup_notes: z
        .array(z.object({ note: requestString().trim().min(1, 'A follow-up note cannot be empty').max(2000), time: z.number().int().positive() }))
        .max(500)
        .optional(),
    })
    .default({}),
  applicants: z.array(applicantChangeSchema).max(30).default([]),
});
export type LeadUpdate = z.infer<typeof leadUpdateSchema>;

export interface CreateLeadAnswer {
  msg: string;
  data: { uuid: string; existing: boolean };
}

/** Send X-Ray Order Email (`POST /appointments/misc/leads/xray-order/`): the client the order is for; dob MM/DD/YYYY. */
export const xrayOrderSchema = z.object({
  first_name: name(LEAD_MESSAGES.firstNameRequired),
  last_name: name(LEAD_MESSAGES.lastNameRequired),
  email: requestString({ error: LEAD_MESSAGES.emailInvalid }).trim().max(254, LEAD_MESSAGES.emailInvalid).regex(EMAIL_PATTERN, LEAD_MESSAGES.emailInvalid),
  dob: requestString({ error: 'Enter the date of birth as MM/DD/YYYY' }).refine((v) => {
    const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(v);
    const date = m ? parseIsoDate(`${m[3]}-${m[1]}-${m[2]}`) : null;
    return date !== null && date.getTime() <= Date.now();
  }, 'Enter the date of birth as MM/DD/YYYY'),
});

export const XRAY_ORDER_MESSAGES = {
  sent: 'Chest X-Ray lab order email was sent to the client.',
  failed: 'Error while sending chest x-ray lab order email.',
} as const;

/** `PUT /appointments/misc/leads/{id}/i693-application/`: link an I-693 application to an applicant of the lead, or unlink it (null). */
export const i693LinkSchema = z.object({
  application_uuid: z.uuid({ error: 'application_uuid must be an I-693 application id' }),
  applicant_uuid: z.uuid({ error: 'applicant_uuid must be an applicant id or null' }).nullable(),
});

export const I693_LINK_MESSAGES = {
  linked: 'The I-693 application was linked to the applicant.',
  unlinked: 'The I-693 application was unlinked from the applicant.',
  notOfLead: 'This I-693 application belongs to another client.',
  notApplicant: 'This applicant belongs to another client.',
  applicantHasOne: 'This applicant already has an active I-693 application. Unlink it first.',
} as const;

/** A public appointment request as staff list it (`GET /appointments/?page=&search=`). */
export interface AppointmentRequestEntry {
  uuid: string;
  lead_uuid: string | null;
  first_name: string;
  middle_name: string;
  last_name: string;
  email: string;
  phone: string;
  dob: string;
  preferred_language: string;
  /** How many documents came with it. */
  files: number;
  created_on: string;
}

/** Query of `GET /appointments/`: newest first, searched in e-mail, names and phone. */
export const appointmentRequestListQuerySchema = leadListQuerySchema;
