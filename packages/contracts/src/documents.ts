import { z } from 'zod';
import { usDateToIso } from './i693-vaccine-info';
import { xrayOrderSchema } from './leads';
import { EMAIL_PATTERN } from './public-forms';
import { requestString } from './request-text';

/**
 * The documents staff generate from the application list and the orders screen (back-office.md 2.4,
 * 2.6, 5, 7, 8, 9; public-site.md 7): the I-693 data sheet, receipts R200 / R220 / custom, lab orders
 * and invoices. Queries, receipt templates, file names and messages shared by svc-core and the browser.
 */

/** The `i693_documents.kind` of the generated I-693 data sheet (after the uploads' kinds 0-3). */
export const I693_GENERATED_FORM_KIND = 4;

/** Answer of `GET /i693-application/{id}/file/i693/pdf/`: a short-lived download of the generated PDF. */
export interface I693FormPdfLink {
  url: string;
}

export const RECEIPT_TYPES = ['200', '220'] as const;
export type ReceiptType = (typeof RECEIPT_TYPES)[number];
export const DEFAULT_RECEIPT_TYPE: ReceiptType = '200';

export type ReceiptPaymentMethod = 'cash' | 'card';

/** The receipt templates (back-office.md 9): R200 is $200 paid in cash, R220 is $220 paid by card. */
export const RECEIPT_TEMPLATES: Readonly<Record<ReceiptType, { name: string; amountCents: number; paymentMethod: ReceiptPaymentMethod }>> = {
  '200': { name: 'R200', amountCents: 20_000, paymentMethod: 'cash' },
  '220': { name: 'R220', amountCents: 22_000, paymentMethod: 'card' },
};

export const PAYMENT_METHOD_WORDS: Readonly<Record<ReceiptPaymentMethod, string>> = {
  cash: 'Cash',
  card: 'Credit or debit card',
};

/** The Custom Receipt Amount dialog (back-office.md 2.6, 5): whole dollars from 0. */
export const CUSTOM_RECEIPT_AMOUNT = { min: 0, step: 1, max: 100_000 } as const;

/** back-office.md 8, word for word. */
export const CUSTOM_RECEIPT_MESSAGES = {
  generated: 'Custom receipt generated successfully',
  failed: 'Failed to generate custom receipt',
  enterAmount: 'Please enter an amount',
} as const;

/** The lab orders of a payment: the chest x-ray order, or the requisition of the purchased tests. */
export const LAB_ORDER_TYPES = ['chest-x-ray', 'lab-tests'] as const;
export type LabOrderType = (typeof LAB_ORDER_TYPES)[number];

/** Not worded by the spec. */
export const DOCUMENT_MESSAGES = {
  officeRequired: 'Choose the office of the appointment.',
  officeUnknown: (code: string) => `There is no office "${code}". Choose one of the offices.`,
  appointmentDate: 'Enter the appointment date as MM/DD/YYYY.',
  receiptType: 'receipt_type must be 200 or 220.',
  amountInvalid: `Enter the amount in whole dollars, from ${CUSTOM_RECEIPT_AMOUNT.min} to ${CUSTOM_RECEIPT_AMOUNT.max}.`,
  firstNameRequired: 'Enter the first name.',
  lastNameRequired: 'Enter the last name.',
  emailInvalid: 'Enter a valid e-mail address.',
  labOrderType: `lab_order_type must be one of: ${LAB_ORDER_TYPES.join(', ')}.`,
  adhocLabOrderType: 'An ad-hoc lab order can only be a chest x-ray order (lab_order_type=chest-x-ray).',
  sendPdf: 'send_pdf must be true or false.',
  applicationNotFound: 'This application does not exist.',
  paymentNotFound: 'This order does not exist.',
  paymentNotPaid: 'This order is not paid: no lab order or invoice can be made for it.',
} as const;

const M = DOCUMENT_MESSAGES;

/** The row's office and appointment date, as the list sends them (date MM/DD/YYYY). */
export const documentAppointmentQuerySchema = z.object({
  office: requestString({ error: M.officeRequired }).trim().min(1, { error: M.officeRequired, abort: true }).max(50, M.officeRequired),
  appointment_date: requestString({ error: M.appointmentDate }).refine((v) => usDateToIso(v) !== null, M.appointmentDate),
});
export type DocumentAppointmentQuery = z.infer<typeof documentAppointmentQuerySchema>;

const receiptType = z.enum(RECEIPT_TYPES, { error: M.receiptType });

/** Query of `GET /i693-application/{id}/receipt`. */
export const receiptQuerySchema = documentAppointmentQuerySchema.extend({ receipt_type: receiptType });
export type ReceiptQuery = z.infer<typeof receiptQuerySchema>;

/**
 * `custom_amount`: left out, the receipt is of its template's amount (the orders screen's ad-hoc
 * receipt); sent, it must be whole dollars from 0 (the list's CR), and sent empty it is refused with
 * 'Please enter an amount'.
 */
const customAmount = requestString()
  .trim()
  .min(1, { error: CUSTOM_RECEIPT_MESSAGES.enterAmount, abort: true })
  .regex(/^\d{1,6}$/, M.amountInvalid)
  .transform(Number)
  .refine((dollars) => dollars >= CUSTOM_RECEIPT_AMOUNT.min && dollars <= CUSTOM_RECEIPT_AMOUNT.max, M.amountInvalid);

const personName = (message: string) => requestString({ error: message }).trim().min(1, { error: message, abort: true }).max(150, message);

/** Query of `GET /i693-application/receipt/custom/`: a receipt for anyone, not only an application. */
export const customReceiptQuerySchema = documentAppointmentQuerySchema.extend({
  first_name: personName(M.firstNameRequired),
  last_name: personName(M.lastNameRequired),
  middle_name: requestString().trim().max(150).default(''),
  email: z.union([z.literal(''), requestString().trim().max(254, M.emailInvalid).regex(EMAIL_PATTERN, M.emailInvalid)]).default(''),
  receipt_type: receiptType.default(DEFAULT_RECEIPT_TYPE),
  custom_amount: customAmount.optional(),
});
export type CustomReceiptQuery = z.infer<typeof customReceiptQuerySchema>;
export type CustomReceiptParams = z.input<typeof customReceiptQuerySchema>;

/** Query of `GET /payments/{id}/lab-order`. */
export const labOrderQuerySchema = z.object({ lab_order_type: z.enum(LAB_ORDER_TYPES, { error: M.labOrderType }) });

/**
 * Query of `GET /payments/lab-order` (ad-hoc chest x-ray order; dob MM/DD/YYYY). `send_pdf=false`
 * e-mails the order to `email` instead of answering the PDF.
 */
export const adhocLabOrderQuerySchema = xrayOrderSchema.extend({
  lab_order_type: z.literal('chest-x-ray', { error: M.adhocLabOrderType }),
  send_pdf: z
    .enum(['true', 'false'], { error: M.sendPdf })
    .default('true')
    .transform((v) => v === 'true'),
});
export type AdhocLabOrderQuery = z.infer<typeof adhocLabOrderQuerySchema>;
export type AdhocLabOrderParams = z.input<typeof adhocLabOrderQuerySchema>;

/** A part of a file name every system keeps: ASCII letters, digits and hyphens (accents dropped: López is Lopez). */
export function fileNamePart(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'Client'
  );
}

/** `MM-DD-YYYY` of a MM/DD/YYYY date, for file names. */
function fileDate(usDate: string): string {
  return usDate.replace(/\//g, '-');
}

/** `receipt_R220_Lopez_Maria_04-20-2026.pdf`; the custom receipt is `receipt_CR_...`. */
export function receiptFileName(template: ReceiptType | 'custom', person: { first_name: string; last_name: string }, appointmentDate: string): string {
  const name = template === 'custom' ? 'CR' : RECEIPT_TEMPLATES[template].name;
  return `receipt_${name}_${fileNamePart(person.last_name)}_${fileNamePart(person.first_name)}_${fileDate(appointmentDate)}.pdf`;
}

/** `I-693_Lopez_Maria_04-20-2026.pdf` */
export function i693FormFileName(person: { first_name: string; last_name: string }, appointmentDate: string): string {
  return `I-693_${fileNamePart(person.last_name)}_${fileNamePart(person.first_name)}_${fileDate(appointmentDate)}.pdf`;
}

/** `MM/DD/YYYY` of a `YYYY-MM-DD` date; anything else as it is. */
export function usDateOfIso(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[2]}/${m[3]}/${m[1]}` : iso;
}
