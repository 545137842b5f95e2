import { CUSTOM_RECEIPT_MESSAGES, DOCUMENT_MESSAGES } from '@clinic/contracts';

/**
 * The list's document actions (back-office.md 2.4, 2.6, 8): each row's office and appointment date,
 * the PDF, R200, R220 and CR buttons, the PDF confirmation and the Custom Receipt Amount dialog.
 */
export const documentTexts = {
  office: 'Office',
  chooseOffice: 'Choose office',
  appointmentDate: 'Appointment date',
  officeOf: 'Office for the documents of {{name}}',
  appointmentDateOf: 'Appointment date for the documents of {{name}}',
  /** Under each document item of the row menu while it is disabled. */
  needsAppointment: 'Choose an office and a date first',
  actions: {
    pdf: 'PDF',
    r200: 'R200',
    r220: 'R220',
    cr: 'CR',
  },
  tooltips: {
    pdf: 'I-693 PDF',
    r200: 'Receipt R200: $200 paid in cash',
    r220: 'Receipt R220: $220 paid by card',
    cr: 'Custom receipt',
  },
  pdfConfirm: {
    title: 'Generate I-693 PDF',
    question: 'Generate the I-693 PDF of {{name}} for {{office}} on {{date}}?',
    saved: 'This office and appointment date are saved on the application.',
    confirm: 'Generate PDF',
    cancel: 'Cancel',
  },
  customReceipt: {
    title: 'Custom Receipt Amount',
    for: 'Receipt for {{name}}, {{office}} on {{date}}.',
    amount: 'Amount (dollars)',
    hint: 'Whole dollars, 0 or more',
    generate: 'Generate receipt',
    cancel: 'Cancel',
  },
  messages: {
    pdfReady: 'The I-693 PDF of {{name}} is downloading.',
    pdfFailed: 'The I-693 PDF could not be generated. Please try again.',
    receiptReady: 'Receipt {{receipt}} of {{name}} is downloading.',
    receiptFailed: 'The receipt could not be generated. Please try again.',
    customGenerated: CUSTOM_RECEIPT_MESSAGES.generated,
    customFailed: CUSTOM_RECEIPT_MESSAGES.failed,
    enterAmount: CUSTOM_RECEIPT_MESSAGES.enterAmount,
    amountInvalid: DOCUMENT_MESSAGES.amountInvalid,
  },
};
