import { z } from 'zod';
import { countryByName, isUsStateCode } from './geography';
import {
  A_NUMBER_MAX_DIGITS,
  I693_FIELD_LABELS,
  I693_GENDERS,
  I693_MESSAGES,
  PHOTO_ID_TYPES,
  photoIdProblem,
  requiredI693Email,
  requiredI693Text,
} from './i693-form';
import { addDays, staffVaccineInfoSchema, type StaffVaccineInfo } from './i693-vaccine-info';
import { isOfficeCode, OFFICES } from './offices';
import type { Paginated } from './payments';
import { PUBLIC_MESSAGES } from './public-forms';
import { parseIsoDate } from './requirements';
import { pageNumberSchema, requestString } from './request-text';

/**
 * The staff's I-693 application list and edit panel (back-office.md 2.4, 2.5, 3, 4, 7, 8, 9):
 * the application as the API returns it, the list's query, the edit body and the staff messages.
 */

export const I693_PAGE_SIZE = 20;
export const I693_SEARCH_MIN_CHARS = 3;
export const I693_SEARCH_DEBOUNCE_MS = 260;
export const COPY_INDICATOR_MS = 2000;
/** Days ahead (from tomorrow) a pre-confirm date shows the yellow Dosage Pending badge. */
export const DOSAGE_PENDING_DAYS = 7;

export const I693_ORDERINGS = [
  { value: '-created_on', label: 'Newest' },
  { value: 'created_on', label: 'Oldest' },
  { value: 'first_name', label: 'First Name' },
] as const;
export type I693Ordering = (typeof I693_ORDERINGS)[number]['value'];

/** `meta.notes.pre_confirm_checks`: item name -> epoch seconds of the due date, plus `has_pending_doses`. */
export type PreConfirmChecks = Record<string, number | boolean>;

export interface I693ApplicationMeta {
  appointment_office: string | null;
  /** YYYY-MM-DD. */
  appointment_date: string | null;
  vaccine_info: StaffVaccineInfo;
  notes: { pre_confirm_checks: PreConfirmChecks };
  /** When the review request e-mail was last sent (ISO instant), or null. */
  review_requested_on: string | null;
}

/** An application as `GET /i693-application/` lists it (back-office.md 3 "Application"). */
export interface I693Application {
  uuid: string;
  email: string;
  pdf_email: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  a_number: string;
  gender: string;
  /** YYYY-MM-DD. */
  dob: string;
  phone: string;
  city_of_birth: string;
  country_of_birth: string;
  apartment_number: string;
  street_address: string;
  city: string;
  state: string;
  zipcode: string;
  photo_id_type: string;
  photo_id: string;
  is_active: boolean;
  created_on: string;
  updated_on: string;
  last_updated_by: { name: string } | null;
  meta: I693ApplicationMeta;
  /** The applicant of a lead it is matched to; null while unmatched. */
  applicant_uuid: string | null;
  lead_uuid: string | null;
  /** The matched applicant's checklist items marked done (keys of `CHECKLIST_I693_COUNTERPARTS`); empty while unmatched. */
  checklist_done: string[];
  /** Which documents were uploaded. */
  files: { front: boolean; back: boolean };
}

export type I693ApplicationPage = Paginated<I693Application>;

const flag = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean({ error: 'Use true or false' }));

/** Query of `GET /i693-application/`. */
export const i693ListQuerySchema = z.object({
  page: pageNumberSchema,
  search: requestString().trim().max(200, 'Search is too long').optional(),
  is_active: flag.default(true),
  ordering: z
    .enum(I693_ORDERINGS.map((o) => o.value) as [I693Ordering, ...I693Ordering[]], { error: 'Sort by -created_on, created_on or first_name' })
    .default('-created_on'),
  dosage_pending: flag.optional(),
  tb_positive: flag.optional(),
  appointment_office: requestString()
    .refine(isOfficeCode, { error: `Choose one of the offices: ${OFFICES.map((o) => o.value).join(', ')}` })
    .optional(),
  appointment_date: requestString()
    .refine((v) => parseIsoDate(v) !== null, { error: 'The appointment date must be YYYY-MM-DD' })
    .optional(),
});
export type I693ListQuery = z.infer<typeof i693ListQuerySchema>;

const M = I693_MESSAGES;
const L = I693_FIELD_LABELS;
const S = PUBLIC_MESSAGES.server;
const text = (label: string, max = 150) => requiredI693Text(M.required(label), max);
const optionalText = (max: number) => requestString().trim().max(max, S.tooLong);

/**
 * Body of `PATCH /i693-application/{id}/`: the edit panel's fields (each may be left out), or just
 * `is_active` to archive or unarchive. Dates YYYY-MM-DD; the A-number digits only.
 */
export const i693PatchSchema = z
  .object({
    email: requiredI693Email(M.emailRequired),
    pdf_email: requiredI693Email(M.pdfEmailRequired),
    first_name: text(L.first_name),
    middle_name: optionalText(150),
    last_name: text(L.last_name),
    photo_id_type: z.enum(PHOTO_ID_TYPES, { error: M.required(L.photo_id_type) }),
    photo_id: text(L.photo_id, 60),
    dob: requestString({ error: M.dobIncomplete }).refine((v) => parseIsoDate(v) !== null, M.dobIncomplete),
    a_number: requestString().regex(new RegExp(`^\\d{0,${A_NUMBER_MAX_DIGITS}}$`), M.aNumberInvalid),
    gender: z.enum(I693_GENDERS, { error: M.required(L.gender) }),
    phone: requestString({ error: M.phoneRequired }).regex(/^\d{10}$/, M.phoneInvalid),
    apartment_number: optionalText(30),
    street_address: text(L.street_address, 200),
    city: text(L.city),
    city_of_birth: text(L.city_of_birth),
    country_of_birth: text(L.country_of_birth).refine((v) => countryByName(v) !== undefined, M.required(L.country_of_birth)),
    state: text(L.state, 2).refine(isUsStateCode, M.required(L.state)),
    zipcode: text(L.zipcode, 10).regex(/^\d{5}(-\d{4})?$/, M.zipcodeInvalid),
    staff_vaccine_info: staffVaccineInfoSchema,
    is_active: z.boolean({ error: 'is_active must be true or false' }),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { error: 'Send at least one field to change' })
  .superRefine((body, ctx) => {
    if (body.photo_id_type === undefined || body.photo_id === undefined) return;
    const problem = photoIdProblem(body.photo_id_type, body.photo_id);
    if (problem) ctx.addIssue({ code: 'custom', path: ['photo_id'], message: problem });
  });
export type I693Patch = z.infer<typeof i693PatchSchema>;
export type I693PatchInput = z.input<typeof i693PatchSchema>;

/** Answer of `GET /i693-application/{id}/file/`: a short-lived link and the document's type (image or PDF). */
export interface I693FileLink {
  url: string;
  content_type: string;
}

/** The ID document a staff member opens in the drawer. */
export const i693FileQuerySchema = z.object({ 'file-type': z.enum(['front', 'back'], { error: 'file-type must be front or back' }) });

/** The staff screens' texts of back-office.md 8 (English staff screens keep them word for word). */
export const I693_STAFF_MESSAGES = {
  saved: 'Client data updated.',
  unarchived: 'Application unarchived successfully.',
  reviewFailed: 'Error while sending the review request notification to the client.',
  smsSent: 'Payment reminder SMS sent successfully!',
  smsFailed: 'Failed to send payment reminder SMS',
} as const;

/** The due dates (YYYY-MM-DD, practice day) of the pre-confirm checks, `has_pending_doses` ignored. */
export function preConfirmDates(checks: PreConfirmChecks | undefined, toDay: (epochSeconds: number) => string): string[] {
  return Object.entries(checks ?? {})
    .filter(([key, value]) => key !== 'has_pending_doses' && typeof value === 'number' && Number.isFinite(value))
    .map(([, value]) => toDay(value as number));
}

/**
 * The Dosage Pending badge (back-office.md 4): red when a pre-confirm date is today or earlier,
 * yellow when one falls from tomorrow to 7 days later, none otherwise.
 */
export function dosagePendingBadge(dueDates: readonly string[], today: string): 'red' | 'yellow' | null {
  if (dueDates.some((d) => d <= today)) return 'red';
  const last = addDays(today, DOSAGE_PENDING_DAYS);
  return dueDates.some((d) => d > today && d <= last) ? 'yellow' : null;
}
