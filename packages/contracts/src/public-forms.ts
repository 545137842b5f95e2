import { z } from 'zod';
import { LAB_PROVIDER_CODES, DEFAULT_LAB_PROVIDER } from './labs';
import { clientLanguageSchema } from './client-language';
import { MAX_AGE_YEARS, ageInYears, parseIsoDate } from './requirements';
import { requestString } from './request-text';
import { EMAIL_PATTERN, PHONE_PATTERN } from './contact-patterns';

export { EMAIL_PATTERN, PHONE_PATTERN } from './contact-patterns';

/** Public form rules and messages (public-site.md 5 and 8; texts word for word, typos included). */

export const PROFANITY_ALERT = 'PROFANITY_ALERT';
export const PROFANITY_ALERT_MESSAGE = 'Please remove offensive or abusive language and try again.';

export const PUBLIC_MESSAGES = {
  appointment: {
    firstNameRequired: 'Please input your first name',
    lastNameRequired: 'Please input your last name',
    emailRequired: 'Email is required',
    emailInvalidId: 'Please input a valid email id',
    emailInvalid: 'Please enter a valid email address',
    phoneRequired: 'Please enter your contact number',
    phoneInvalid: 'Please enter a valid contact number',
    locationRequired: 'Please input your location',
    insuranceRequired: 'Please input your medical insurance',
    dobRequired: 'Please enter your date of birth.',
    success: 'Thank you for sharing your information. We will reach out to you shortly. Please check your phone message and email for further communication!',
    /** Contains {email}: fill with `withSupportEmail` and the practice's support e-mail. */
    otherFailure: 'Some error while regsitering the appointment. Please retry or reach out to us on {email}',
    exception: 'Unexpected error while registering the appointment. Please try again.',
  },
  checker: {
    firstNameRequired: 'Please enter your first name.',
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    phoneRequired: 'Please enter your contact number',
    phoneInvalid: 'Please enter a valid contact number',
    dobRequired: 'Please enter date of birth.',
    success: 'All the details were successfully sent over email.',
    internalError: 'An internal error occured. Please try again.',
  },
  preCheckout: {
    firstNameRequired: 'Please enter the first name.',
    lastNameRequired: 'Please enter the last name.',
    genderRequired: 'Please select the gender.',
    dobRequired: 'Please enter the birth date.',
    dobMissingAtSubmit: 'Please input your birthdate.',
    phoneRequired: 'Please enter the contact number.',
    phoneInvalid: 'Please enter a valid contact number.',
    emailRequired: 'Please enter your email.',
  },
  /** Server-side wording for checks the spec leaves to the server (not shown by the forms). */
  server: {
    dobInvalid: 'Please enter a valid date of birth (YYYY-MM-DD).',
    dobInFuture: 'The date of birth cannot be in the future.',
    dobTooOld: `The date of birth cannot be more than ${MAX_AGE_YEARS} years ago.`,
    emailInvalid: 'Please enter a valid email address',
    ageGroupInvalid: 'Please choose a valid age group.',
    contentRequired: 'The checklist content is required.',
    contentTooLong: 'The checklist content is too long.',
    testsRequired: 'Please select at least one test.',
    amountInvalid: 'The amount must be a positive number of dollars.',
    genderInvalid: 'Please select the gender.',
    labProviderInvalid: 'Please choose a lab provider.',
    tooLong: 'This field is too long.',
  },
} as const;

/**
 * Replaces `{email}` with the practice's support address (a setting); without one, the sentence
 * ends before its "or ... {email}" part, so no message reads "reach out to us on ".
 */
export function withSupportEmail(text: string, email: string): string {
  return email ? text.split('{email}').join(email) : text.replace(/ or [^.]*\{email\}\.?$/, '.');
}

export const CHECKER_CONTENT_MAX_CHARS = 200_000;
const NAME_MAX = 100;
const S = PUBLIC_MESSAGES.server;

function requiredText(message: string, max = NAME_MAX) {
  return requestString({ error: message }).trim().min(1, { error: message, abort: true }).max(max, S.tooLong);
}

/** Optional text: absent, null and blank all become undefined. */
function optionalText(max = NAME_MAX) {
  return z.preprocess((v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v), requestString().trim().max(max, S.tooLong).optional());
}

function emailField(required: string, invalid: string) {
  return requestString({ error: required }).trim().min(1, { error: required, abort: true }).max(254, invalid).regex(EMAIL_PATTERN, invalid);
}

function phoneField(required: string, invalid: string) {
  return requestString({ error: required }).trim().min(1, { error: required, abort: true }).regex(PHONE_PATTERN, invalid);
}

/** A past birth date as YYYY-MM-DD, at most MAX_AGE_YEARS ago. */
export function birthDateField(required: string) {
  return requestString({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .superRefine((value, ctx) => {
      const dob = parseIsoDate(value);
      if (!dob) return void ctx.addIssue({ code: 'custom', message: S.dobInvalid });
      const age = ageInYears(dob, new Date());
      if (dob.getTime() > Date.now()) ctx.addIssue({ code: 'custom', message: S.dobInFuture });
      else if (age > MAX_AGE_YEARS) ctx.addIssue({ code: 'custom', message: S.dobTooOld });
    });
}

const preferredLanguage = z.preprocess(
  (v) => (v === null || v === undefined || (typeof v === 'string' && v.trim() === '') ? 'English' : v),
  requestString().trim().max(50, S.tooLong),
);

const A = PUBLIC_MESSAGES.appointment;
/** Text fields of `POST /appointments/` (multipart; files travel as repeated `uploaded_files`). */
export const appointmentRequestFieldsSchema = z.object({
  first_name: requiredText(A.firstNameRequired),
  middle_name: optionalText(),
  last_name: requiredText(A.lastNameRequired),
  email: emailField(A.emailRequired, A.emailInvalid),
  phone: phoneField(A.phoneRequired, A.phoneInvalid),
  dob: birthDateField(A.dobRequired),
  preferred_language: preferredLanguage,
});
export type AppointmentRequestFields = z.infer<typeof appointmentRequestFieldsSchema>;
export type AppointmentRequestFieldsInput = z.input<typeof appointmentRequestFieldsSchema>;

const C = PUBLIC_MESSAGES.checker;
/** Body of `POST /notifications/customer/trigger/conversation/`. */
export const checkerMessageSchema = z.object({
  age_group: z.coerce.number({ error: S.ageGroupInvalid }).int(S.ageGroupInvalid).min(0, S.ageGroupInvalid).max(10, S.ageGroupInvalid),
  first_name: requiredText(C.firstNameRequired),
  middle_name: optionalText(),
  last_name: optionalText(),
  contact_number: phoneField(C.phoneRequired, C.phoneInvalid),
  date_of_birth: birthDateField(C.dobRequired),
  to: emailField(C.emailRequired, C.emailInvalid),
  content: requestString({ error: S.contentRequired })
    .trim()
    .min(1, { error: S.contentRequired, abort: true })
    .max(CHECKER_CONTENT_MAX_CHARS, S.contentTooLong),
  preferred_language: preferredLanguage,
});
export type CheckerMessage = z.infer<typeof checkerMessageSchema>;
export type CheckerMessageInput = z.input<typeof checkerMessageSchema>;

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

const P = PUBLIC_MESSAGES.preCheckout;
/** Body of `POST /payments/labs/initiate/`; `amount` is in dollars and must match the server's total. */
export const labPaymentInitiationSchema = z.object({
  first_name: requiredText(P.firstNameRequired),
  middle_name: optionalText(),
  last_name: requiredText(P.lastNameRequired),
  gender: z.enum(GENDERS, { error: P.genderRequired }),
  dob: birthDateField(P.dobRequired),
  test_name: requestString().max(200, S.tooLong).optional().default(''),
  tests: z.array(requestString().trim().min(1, S.testsRequired).max(100, S.tooLong), { error: S.testsRequired }).min(1, S.testsRequired).max(50, S.tooLong),
  amount: z.number({ error: S.amountInvalid }).finite(S.amountInvalid).positive(S.amountInvalid).max(1_000_000, S.amountInvalid),
  phone: phoneField(P.phoneRequired, P.phoneInvalid),
  email: emailField(P.emailRequired, S.emailInvalid),
  lab_provider_preference: z.enum(LAB_PROVIDER_CODES, { error: S.labProviderInvalid }).default(DEFAULT_LAB_PROVIDER),
  /** Not in the spec: the page's language, that the lab instructions e-mail is written in. */
  language: clientLanguageSchema,
});
export type LabPaymentInitiation = z.infer<typeof labPaymentInitiationSchema>;
export type LabPaymentInitiationInput = z.input<typeof labPaymentInitiationSchema>;

export interface LabPaymentInitiationResponse {
  transaction_id: string;
  payment_link: string;
}

/** 201 body of the checker e-mail endpoint and of POST /appointments/. */
export interface PublicFormSuccess {
  success?: boolean;
  msg: string;
}
