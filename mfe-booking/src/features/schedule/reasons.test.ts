import { requirementsText, type CompletionStatus } from '@clinic/contracts';
import { i18n } from '@clinic/platform';
import { startI18nWith } from '@clinic/platform/src/testing/texts';
import { NS, TEXTS } from '../../texts';
import { applicantReason, requirementsReason } from './reasons';
import { applicant } from './testData';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(`schedule.${key}`, { ns: NS.client, ...options });

beforeAll(async () => {
  await startI18nWith(TEXTS);
});

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const CASES: CompletionStatus[] = [
  { pending_vaccines: ['Varicella', 'Tdap'], pending_labs: [], xray_pending: false },
  { pending_vaccines: [], pending_labs: ['Quantiferon TB Gold'], xray_pending: false },
  { pending_vaccines: ['Varicella'], pending_labs: ['Syphilis'], xray_pending: true },
  { pending_vaccines: [], pending_labs: [], xray_pending: true },
  { pending_vaccines: [], pending_labs: [], xray_pending: false },
];

describe('the reason shown under an applicant', () => {
  it.each(CASES)('words pending requirements as the spec does in English (%j)', (completion) => {
    expect(requirementsReason(completion, t)).toBe(requirementsText(completion));
  });

  it('words pending requirements in the page language', async () => {
    await i18n.changeLanguage('es');
    expect(requirementsReason(CASES[2]!, t)).toBe('Faltan vacunas: Varicella; Faltan análisis de laboratorio: Syphilis; Se requiere radiografía');
  });

  it('says when and where an already booked applicant is seen', () => {
    const sara = applicant('Sara', 'Khan', 'already_booked', {
      appointment_date: '2031-03-10',
      start_time: '11:00',
      appointment_office: 'Fremont',
      reason: 'Already booked on 2031-03-10 at 11:00 (Fremont).',
    });
    expect(applicantReason(sara, t, 'en')).toBe('Already booked on Monday, March 10, 2031 at 11:00 AM (Fremont).');
    expect(applicantReason({ ...sara, appointment_date: null }, t, 'en')).toBe('Already booked on 2031-03-10 at 11:00 (Fremont).');
  });

  it('says an I-693 form is missing, and nothing for a ready applicant', () => {
    expect(applicantReason(applicant('Omar', 'Haddad', 'pending_i693_form'), t, 'en')).toBe('The I-693 form of this applicant has not been received.');
    expect(applicantReason(applicant('Maria', 'Lopez'), t, 'en')).toBe('');
  });
});
