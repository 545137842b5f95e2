import { createLeadSchema, type CreateLeadInput } from '@clinic/contracts';

/** The Create Lead form as typed; its field names are those of the `POST …/leads/` payload. */
export type LeadForm = Required<{ [K in keyof CreateLeadInput]: string }>;
export type LeadField = keyof LeadForm;
export type LeadFormErrors = Partial<Record<LeadField, string>>;

export const LEAD_FIELDS: readonly LeadField[] = ['firstName', 'middleName', 'lastName', 'email', 'phone', 'dob'];

export const EMPTY_LEAD_FORM: LeadForm = { firstName: '', middleName: '', lastName: '', email: '', phone: '', dob: '' };

/** `YYYY-MM-DD` of a date picker's value, or of `MM/DD/YYYY` typed where the browser has no date picker. */
export function isoDate(text: string): string {
  const trimmed = text.trim();
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(trimmed);
  return us ? `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}` : trimmed;
}

export function leadInput(form: LeadForm): CreateLeadInput {
  return { ...form, dob: isoDate(form.dob) };
}

/** The first problem of each field, checked by the server's own rules (LEAD_MESSAGES); empty when the form can be sent. */
export function leadFormErrors(form: LeadForm): LeadFormErrors {
  const result = createLeadSchema.safeParse(leadInput(form));
  const errors: LeadFormErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (LEAD_FIELDS as readonly string[]).includes(field)) errors[field as LeadField] ??= issue.message;
  }
  return errors;
}

/** The field messages of a 400 answer (`details`: field -> message), limited to the form's fields. */
export function serverLeadErrors(details: unknown): LeadFormErrors {
  if (typeof details !== 'object' || details === null) return {};
  const errors: LeadFormErrors = {};
  for (const [field, message] of Object.entries(details)) {
    if (typeof message === 'string' && (LEAD_FIELDS as readonly string[]).includes(field)) errors[field as LeadField] = message;
  }
  return errors;
}
