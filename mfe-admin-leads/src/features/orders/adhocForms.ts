import {
  adhocLabOrderQuerySchema,
  customReceiptQuerySchema,
  DEFAULT_RECEIPT_TYPE,
  usDateOfIso,
  type AdhocLabOrderQuery,
  type CustomReceiptQuery,
  type ReceiptType,
} from '@clinic/contracts';

/**
 * The Adhoc Actions forms (back-office.md 2.7), checked in the browser with the very schemas
 * svc-core checks the requests with, so the messages are the server's. Dates are held as the date
 * inputs give them (YYYY-MM-DD) and sent as MM/DD/YYYY.
 */

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The first message of each field the schema refused. */
function fieldErrors<Field extends string>(
  error: { issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }> },
  fields: readonly Field[],
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as Field;
    if (fields.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export interface AdhocOrderValues {
  first_name: string;
  last_name: string;
  email: string;
  /** YYYY-MM-DD or empty. */
  dob: string;
}

export const EMPTY_ADHOC_ORDER: AdhocOrderValues = { first_name: '', last_name: '', email: '', dob: '' };
const ORDER_FIELDS = ['first_name', 'last_name', 'email', 'dob'] as const;

export type AdhocOrderRequest = Omit<AdhocLabOrderQuery, 'send_pdf'>;

/** The ad-hoc chest x-ray order's request, or the message of each field to correct. */
export function checkAdhocOrder(values: AdhocOrderValues): { request: AdhocOrderRequest } | { errors: FieldErrors<keyof AdhocOrderValues> } {
  const parsed = adhocLabOrderQuerySchema.safeParse({ ...values, dob: usDateOfIso(values.dob), lab_order_type: 'chest-x-ray' });
  if (!parsed.success) return { errors: fieldErrors(parsed.error, ORDER_FIELDS) };
  const { first_name, last_name, email, dob, lab_order_type } = parsed.data;
  return { request: { first_name, last_name, email, dob, lab_order_type } };
}

export interface AdhocReceiptValues {
  office: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  /** YYYY-MM-DD or empty. */
  appointment_date: string;
  email: string;
  receipt_type: ReceiptType;
}

export const EMPTY_ADHOC_RECEIPT: AdhocReceiptValues = {
  office: '',
  first_name: '',
  middle_name: '',
  last_name: '',
  appointment_date: '',
  email: '',
  receipt_type: DEFAULT_RECEIPT_TYPE,
};
const RECEIPT_FIELDS = ['office', 'first_name', 'middle_name', 'last_name', 'appointment_date', 'email', 'receipt_type'] as const;

export type AdhocReceiptRequest = Omit<CustomReceiptQuery, 'custom_amount'>;

/** The ad-hoc receipt's request (of its template's amount), or the message of each field to correct. */
export function checkAdhocReceipt(values: AdhocReceiptValues): { request: AdhocReceiptRequest } | { errors: FieldErrors<keyof AdhocReceiptValues> } {
  const parsed = customReceiptQuerySchema.safeParse({ ...values, appointment_date: usDateOfIso(values.appointment_date) });
  if (!parsed.success) return { errors: fieldErrors(parsed.error, RECEIPT_FIELDS) };
  const { office, appointment_date, first_name, middle_name, last_name, email, receipt_type } = parsed.data;
  return { request: { office, appointment_date, first_name, middle_name, last_name, email, receipt_type } };
}
