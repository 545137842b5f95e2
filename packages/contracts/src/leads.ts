import { z } from 'zod';
import { EMAIL_PATTERN } from './public-forms';
import { parseIsoDate } from './requirements';
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
  created_on: string;
  applicants: LeadApplicant[];
  /** Files of the lead tagged to no applicant. */
  commonFiles: LeadFile[];
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
  lead_uuids: z.array(z.uuid({ error: 'lead_uuids must be lead ids' }), { error: 'lead_uuids must be a list of lead ids' }).min(1, 'Choose at least one lead').max(200, 'At most 200 leads at once'),
  active_status: z.boolean({ error: 'active_status must be true or false' }),
});

/** The answers of the Leads screen's changes that the spec shows as "msg when error is null". */
export interface LeadChangeAnswer {
  msg: string;
  error: null;
}

export interface CreateLeadAnswer {
  msg: string;
  data: { uuid: string; existing: boolean };
}
