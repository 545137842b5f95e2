import {
  CUSTOM_RECEIPT_MESSAGES,
  DOCUMENT_MESSAGES,
  customReceiptQuerySchema,
  documentAppointmentQuerySchema,
  i693FormFileName,
  receiptFileName,
  receiptQuerySchema,
} from './documents';

const base = { office: 'fremont', appointment_date: '04/20/2026', first_name: 'Maria', last_name: 'Lopez' };
const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('document queries', () => {
  it.each([
    ['04/20/2026', true],
    ['02/29/2028', true],
    ['02/29/2026', false],
    ['2026-04-20', false],
    ['4/20/2026', false],
    ['', false],
  ])('appointment date %p valid: %p', (appointment_date, valid) => {
    const result = documentAppointmentQuerySchema.safeParse({ office: 'fremont', appointment_date });
    expect(result.success).toBe(valid);
    if (!valid) expect(firstMessage(result)).toBe(DOCUMENT_MESSAGES.appointmentDate);
  });

  it('needs an office', () => {
    expect(firstMessage(documentAppointmentQuerySchema.safeParse({ appointment_date: '04/20/2026' }))).toBe(DOCUMENT_MESSAGES.officeRequired);
    expect(firstMessage(documentAppointmentQuerySchema.safeParse({ office: '  ', appointment_date: '04/20/2026' }))).toBe(DOCUMENT_MESSAGES.officeRequired);
  });

  it('takes receipt types 200 and 220 only', () => {
    expect(receiptQuerySchema.safeParse({ ...base, receipt_type: '220' }).success).toBe(true);
    expect(firstMessage(receiptQuerySchema.safeParse({ ...base, receipt_type: '221' }))).toBe(DOCUMENT_MESSAGES.receiptType);
  });

  it.each([
    [undefined, undefined, undefined],
    ['0', 0, undefined],
    ['150', 150, undefined],
    [' 75 ', 75, undefined],
    ['100000', 100_000, undefined],
    ['', undefined, CUSTOM_RECEIPT_MESSAGES.enterAmount],
    ['-1', undefined, DOCUMENT_MESSAGES.amountInvalid],
    ['12.5', undefined, DOCUMENT_MESSAGES.amountInvalid],
    ['100001', undefined, DOCUMENT_MESSAGES.amountInvalid],
  ])('custom_amount %p gives %p (refused with %p)', (custom_amount, dollars, message) => {
    const result = customReceiptQuerySchema.safeParse({ ...base, custom_amount });
    if (message) expect(firstMessage(result)).toBe(message);
    else expect(result.data).toMatchObject({ custom_amount: dollars, receipt_type: '200', middle_name: '', email: '' });
  });
});

describe('document file names', () => {
  it('names receipts and the data sheet after the client and the appointment date, in plain ASCII', () => {
    expect(receiptFileName('220', { first_name: 'Maria', last_name: 'Lopez' }, '04/20/2026')).toBe('receipt_R220_Lopez_Maria_04-20-2026.pdf');
    expect(receiptFileName('custom', { first_name: 'José Luis', last_name: "O'Neil" }, '04/20/2026')).toBe('receipt_CR_O-Neil_Jose-Luis_04-20-2026.pdf');
    expect(i693FormFileName({ first_name: 'Ana', last_name: 'López' }, '12/01/2026')).toBe('I-693_Lopez_Ana_12-01-2026.pdf');
  });
});
