import { BATCH_PDF_MAX_APPLICATIONS, BATCH_PDF_MESSAGES, BATCH_PDF_SERVER_MESSAGES, batchPdfRequestSchema, isBatchPdfFinished } from './batch-pdf';
import { DOCUMENT_MESSAGES } from './documents';

const ids = ['6f1c2a4e-8a9b-4c1d-9e2f-0a1b2c3d4e5f'];
const messages = (body: unknown) => {
  const result = batchPdfRequestSchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('batch PDF request', () => {
  it('takes the applications, office, MM/DD/YYYY date and force flag (off unless sent)', () => {
    expect(batchPdfRequestSchema.parse({ application_uuids: ids, office: ' fremont ', appointment_date: '04/20/2026' })).toEqual({
      application_uuids: ids,
      office: 'fremont',
      appointment_date: '04/20/2026',
      force_regenerate: false,
    });
    expect(
      batchPdfRequestSchema.parse({ application_uuids: ids, office: 'oakland', appointment_date: '02/29/2028', force_regenerate: true }).force_regenerate,
    ).toBe(true);
  });

  it.each([
    ['no office', { appointment_date: '04/20/2026' }],
    ['a blank office', { office: '  ', appointment_date: '04/20/2026' }],
    ['no date', { office: 'fremont' }],
    ['a null date', { office: 'fremont', appointment_date: null }],
    ['neither', {}],
  ])("refuses %s with the one message 'Please select both office and appointment date'", (_, fields) => {
    expect(messages({ application_uuids: ids, ...fields })).toEqual([BATCH_PDF_MESSAGES.selectOfficeAndDate]);
  });

  it.each([['2026-04-20'], ['4/20/2026'], ['02/30/2026']])('refuses the date %p', (appointment_date) => {
    expect(messages({ application_uuids: ids, office: 'fremont', appointment_date })).toEqual([DOCUMENT_MESSAGES.appointmentDate]);
  });

  it('needs between one and the most applications a batch holds', () => {
    const valid = { office: 'fremont', appointment_date: '04/20/2026' };
    expect(messages({ ...valid, application_uuids: [] })).toEqual([BATCH_PDF_SERVER_MESSAGES.selectApplications]);
    expect(messages(valid)).toEqual([BATCH_PDF_SERVER_MESSAGES.selectApplications]);
    expect(messages({ ...valid, application_uuids: Array.from({ length: BATCH_PDF_MAX_APPLICATIONS + 1 }, () => ids[0]) })).toEqual([
      BATCH_PDF_SERVER_MESSAGES.tooManyApplications,
    ]);
  });

  it('refuses a force flag that is not a boolean', () => {
    expect(
      batchPdfRequestSchema.safeParse({ application_uuids: ids, office: 'fremont', appointment_date: '04/20/2026', force_regenerate: 'yes' }).success,
    ).toBe(false);
  });
});

describe('batch PDF messages and statuses', () => {
  it('words the counts as the spec does', () => {
    expect(BATCH_PDF_MESSAGES.started(3)).toBe('PDF generation started! Processing 3 applications...');
    expect(BATCH_PDF_MESSAGES.smartSplit(4, 2)).toBe('4 apps auto-processed by office/date, 2 apps need manual selection');
    expect(BATCH_PDF_MESSAGES.smartStarting(3)).toBe('Starting 3 batch operations...');
  });

  it('knows which statuses end a task', () => {
    expect(['starting', 'processing', 'creating_zip', 'uploading', 'completed', 'failed'].filter((s) => isBatchPdfFinished(s as never))).toEqual([
      'completed',
      'failed',
    ]);
  });
});
