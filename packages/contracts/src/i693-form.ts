import { z } from 'zod';
import { countryByCode, countryByName, isUsStateCode } from './geography';
import { clientLanguageSchema } from './client-language';
import { EMAIL_PATTERN, PUBLIC_MESSAGES } from './public-forms';
import { MAX_AGE_YEARS, ageInYears, parseIsoDate } from './requirements';
import { requestString } from './request-text';

/**
 * The I-693 applicant form (public-site.md 3 "I-693 application form", 4 "I-693 submit", 5 "I-693
 * form", 8): its constants, the rules the form and svc-core share, and the exact messages.
 */

export const PHOTO_ID_TYPES = ['passport', 'drivers-license', 'work-permit', 'state-id'] as const;
export type PhotoIdType = (typeof PHOTO_ID_TYPES)[number];

export const I693_GENDERS = ['male', 'female'] as const;
export type I693Gender = (typeof I693_GENDERS)[number];

export const A_NUMBER_MAX_DIGITS = 9;
export const I693_PHONE_DIGITS = 10;

/** Birth-year choices: from 2024 down over 101 years (2024 ... 1924). */
export const I693_BIRTH_YEARS: readonly number[] = Array.from({ length: 101 }, (_, i) => 2024 - i);
/** Day choices 1 to 31; an impossible date (31 February) is refused as incomplete. */
export const I693_DAYS: readonly number[] = Array.from({ length: 31 }, (_, i) => i + 1);

/** ID images and scans: one per side, at most 20 MB. */
export const I693_ID_FILE_ACCEPT = '.png,.jpg,.jpeg,.pdf';
export const I693_MAX_FILE_BYTES = 20 * 1024 * 1024;

/** The multipart field of the documents, and the name prefix that tells each document's part. */
export const I693_UPLOAD_FIELD = 'uploaded_files';
export const I693_FILE_PREFIX = { front: 'FRONT-', back: 'BACK-', signature: 'SIGNATURE-' } as const;
export type I693Upload = keyof typeof I693_FILE_PREFIX;

/** Document kinds in their order (public-site.md 3). */
export const I693_DOCUMENT_KIND = { front: 0, back: 1, signature: 2, application_file: 3 } as const;

/** The ID types whose number is sent prefixed with the passport nationality or the issuing state. */
export function photoIdPrefixKind(type: PhotoIdType): 'nationality' | 'issued-in' | null {
  if (type === 'passport') return 'nationality';
  return type === 'drivers-license' || type === 'state-id' ? 'issued-in' : null;
}

/** The ID as sent and stored: `<prefix>-<number>` for passport, drivers-license and state-id, else the number. */
export function photoIdValue(type: PhotoIdType, number: string, prefix: string): string {
  return photoIdPrefixKind(type) ? `${prefix}-${number.trim()}` : number.trim();
}

/** The prefix (country or state code) and the number of a stored ID; the codes hold no hyphen. */
export function splitPhotoId(type: PhotoIdType, stored: string): { prefix: string; number: string } {
  if (!photoIdPrefixKind(type)) return { prefix: '', number: stored };
  const at = stored.indexOf('-');
  return at === -1 ? { prefix: '', number: stored } : { prefix: stored.slice(0, at), number: stored.slice(at + 1) };
}

/** A document's file name as sent: spaces become underscores, prefixed FRONT-, BACK- or SIGNATURE-. */
export function i693FileName(upload: I693Upload, name: string): string {
  return `${I693_FILE_PREFIX[upload]}${name.replace(/\s/g, '_')}`;
}

/** Which document a sent file is, from its name's prefix. */
export function i693UploadOf(fileName: string): I693Upload | undefined {
  return (Object.keys(I693_FILE_PREFIX) as I693Upload[]).find((k) => fileName.startsWith(I693_FILE_PREFIX[k]));
}

/** Keeps the digits of a value, at most `max` of them (A-number, phone). */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}

/** `YYYY-MM-DD` of a birth date chosen as year, month (1-12) and day, or null when incomplete or impossible. */
export function dobFromParts(year: number | null, month: number | null, day: number | null): string | null {
  if (!year || !month || !day) return null;
  const text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return parseIsoDate(text) ? text : null;
}

/** The exact texts (public-site.md 5 and 8); `required` names a field as `X is required`. */
export const I693_MESSAGES = {
  required: (label: string) => `${label} is required`,
  thisRequired: 'This is required',
  dobIncomplete: 'Complete Date of Birth is required.',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  pdfEmailRequired: 'Email for I693 PDF is required',
  phoneRequired: 'Please enter your contact number',
  phoneInvalid: 'Please enter a valid contact number',
  idFilesRequired: 'Please upload Front and Back images of your photo ID',
  nationalityRequired: 'Please confirm the `Nationality` of the passport',
  issuedInRequired: 'Please confirm the `Issued in` for the Photo ID',
  success: 'Applicant details were successfully submitted.',
  failure: 'Some issue. Please retry or contact us right away!',
  /** Not worded by the spec. */
  zipcodeInvalid: 'Please enter a valid zipcode',
  aNumberInvalid: `The A-Number has at most ${A_NUMBER_MAX_DIGITS} digits`,
  signatureRequired: 'Please sign in the signature box',
  idFileType: 'The photo ID must be a PNG or JPEG image or a PDF',
  idFileTooLarge: 'Each file must be 20MB or smaller',
  existing: 'An I-693 application for this person has already been submitted. Please contact us to change it.',
} as const;

/** The labels of the required fields as `X is required` names them. */
export const I693_FIELD_LABELS = {
  first_name: 'First Name',
  last_name: 'Last Name',
  gender: 'Gender',
  city_of_birth: 'City of Birth',
  country_of_birth: 'Country of Birth',
  street_address: 'Address',
  city: 'City',
  country: 'Country',
  state: 'State',
  zipcode: 'Zipcode',
  photo_id_type: 'Photo ID Type',
  photo_id: 'Photo ID Number',
} as const;

/**
 * What is wrong with a stored photo ID (`<prefix>-<number>`) for its type: a passport needs a known
 * nationality, a drivers-license or state-id a known issuing state, and every type a number.
 */
export function photoIdProblem(type: PhotoIdType, stored: string): string | null {
  const kind = photoIdPrefixKind(type);
  if (!kind) return null;
  const { prefix, number } = splitPhotoId(type, stored);
  const known = kind === 'nationality' ? countryByCode(prefix) !== undefined : isUsStateCode(prefix);
  if (!known) return kind === 'nationality' ? I693_MESSAGES.nationalityRequired : I693_MESSAGES.issuedInRequired;
  return number.trim() ? null : I693_MESSAGES.required(I693_FIELD_LABELS.photo_id);
}

const M = I693_MESSAGES;
const L = I693_FIELD_LABELS;
const S = PUBLIC_MESSAGES.server;
const TEXT_MAX = 150;

/** A required text of the I-693 fields: `message` when empty, at most `max` characters. */
export const requiredI693Text = (message: string, max = TEXT_MAX) =>
  requestString({ error: message }).trim().min(1, { error: message, abort: true }).max(max, S.tooLong);

const optional = (max = TEXT_MAX) =>
  z.preprocess((v) => (v === null || v === undefined || (typeof v === 'string' && v.trim() === '') ? '' : v), requestString().trim().max(max, S.tooLong));

/** A required e-mail of the I-693 fields: `requiredMessage` when empty. */
export const requiredI693Email = (requiredMessage: string) =>
  requestString({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(254, M.emailInvalid)
    .regex(EMAIL_PATTERN, M.emailInvalid);

/**
 * The fields of `POST /i693-application/` as sent (multipart), checked by the form before sending and
 * by svc-core on arrival with the same messages. The documents travel as `uploaded_files`.
 */
export const i693ApplicationFieldsSchema = z
  .object({
    first_name: requiredI693Text(M.required(L.first_name)),
    middle_name: optional(),
    last_name: requiredI693Text(M.required(L.last_name)),
    a_number: z.preprocess((v) => (typeof v === 'string' ? v.replace(/\D/g, '') : (v ?? '')), requestString().max(A_NUMBER_MAX_DIGITS, M.aNumberInvalid)),
    gender: z.enum(I693_GENDERS, { error: M.required(L.gender) }),
    dob: requestString({ error: M.dobIncomplete })
      .trim()
      .superRefine((value, ctx) => {
        const dob = parseIsoDate(value);
        if (!dob) return void ctx.addIssue({ code: 'custom', message: M.dobIncomplete });
        if (dob.getTime() > Date.now()) ctx.addIssue({ code: 'custom', message: S.dobInFuture });
        else if (ageInYears(dob, new Date()) > MAX_AGE_YEARS) ctx.addIssue({ code: 'custom', message: S.dobTooOld });
      }),
    city_of_birth: requiredI693Text(M.required(L.city_of_birth)),
    country_of_birth: requiredI693Text(M.required(L.country_of_birth)).refine((v) => countryByName(v) !== undefined, M.required(L.country_of_birth)),
    street_address: requiredI693Text(M.required(L.street_address), 200),
    apartment_number: optional(30),
    city: requiredI693Text(M.required(L.city)),
    state: requiredI693Text(M.required(L.state), 2).refine(isUsStateCode, M.required(L.state)),
    zipcode: requiredI693Text(M.required(L.zipcode), 10).regex(/^\d{5}(-\d{4})?$/, M.zipcodeInvalid),
    phone: z.preprocess(
      (v) => (typeof v === 'string' ? v.replace(/\D/g, '') : v),
      requestString({ error: M.phoneRequired })
        .min(1, { error: M.phoneRequired, abort: true })
        .regex(/^\d{10}$/, M.phoneInvalid),
    ),
    email: requiredI693Email(M.emailRequired),
    pdf_email: requiredI693Email(M.pdfEmailRequired),
    photo_id_type: z.enum(PHOTO_ID_TYPES, { error: M.required(L.photo_id_type) }),
    photo_id: requiredI693Text(M.required(L.photo_id), 60),
    /** Not in the spec: the form's language, that the review request and payment reminder are written in. */
    language: clientLanguageSchema,
  })
  .superRefine((fields, ctx) => {
    const problem = photoIdProblem(fields.photo_id_type, fields.photo_id);
    if (problem) ctx.addIssue({ code: 'custom', path: ['photo_id'], message: problem });
  });
export type I693ApplicationFields = z.infer<typeof i693ApplicationFieldsSchema>;
export type I693ApplicationFieldsInput = z.input<typeof i693ApplicationFieldsSchema>;

/** The answer of a submitted form; a refusal is `{error, msg, type}` with `type: 'existing'` for a duplicate. */
export interface I693SubmitResponse {
  uuid: string;
}
export const I693_EXISTING_TYPE = 'existing';
