import { addDays, type OfficeAvailability } from '@clinic/contracts';
import { chosenApplicants, earliestLabLimit, groupApplicants, hasBookable, readinessReason } from './applicants';
import { invalidEmails, splitEmails } from './emails';
import { freeSlots } from './slots';
import { readinessLists, testApplicant } from './testApplicants';

describe('splitEmails', () => {
  it('splits on commas, trims, lowercases and drops blanks and repeats', () => {
    expect(splitEmails(' Maria@Example.com, ,jose@example.com,,maria@example.com ,')).toEqual(['maria@example.com', 'jose@example.com']);
    expect(splitEmails('  ,  ')).toEqual([]);
  });

  it('finds the parts that are not e-mail addresses', () => {
    expect(invalidEmails(['ok@example.com', 'not an email', 'x@y'])).toEqual(['not an email', 'x@y']);
  });
});

describe('applicants', () => {
  const maria = testApplicant();
  const jose = testApplicant({ uuid: '22222222-2222-4222-8222-222222222222', first_name: 'Jose' });
  const sara = testApplicant({
    uuid: '33333333-3333-4333-8333-333333333333',
    first_name: 'Sara',
    status: 'already_booked',
    ready_for_booking: false,
    reason: 'Already booked on 2030-01-10 at 11:00 (Fremont).',
  });
  const wei = testApplicant({
    uuid: '44444444-4444-4444-8444-444444444444',
    first_name: 'Wei',
    status: 'pending_requirements',
    ready_for_booking: false,
    completion_status: { pending_vaccines: ['MMR'], pending_labs: [], xray_pending: true },
  });

  it('lists every e-mail in the order typed, ready applicants first; an unanswered e-mail has none', () => {
    const groups = groupApplicants(['a@example.com', 'b@example.com'], {
      'a@example.com': readinessLists({ already_booked: [sara], bookable_applicants: [maria, jose], pending_requirements: [wei] }),
    });
    expect(groups.map((g) => [g.email, g.applicants.map((a) => a.first_name)])).toEqual([
      ['a@example.com', ['Maria', 'Jose', 'Sara', 'Wei']],
      ['b@example.com', []],
    ]);
    expect(hasBookable(groups)).toBe(true);
    expect(hasBookable(groupApplicants(['a@example.com'], { 'a@example.com': readinessLists({ already_booked: [sara] }) }))).toBe(false);
  });

  it('keeps only chosen bookable applicants, in list order', () => {
    const groups = groupApplicants(['a@example.com'], { 'a@example.com': readinessLists({ bookable_applicants: [maria, jose], already_booked: [sara] }) });
    expect(chosenApplicants(groups, new Set([jose.uuid, sara.uuid, maria.uuid])).map((a) => a.first_name)).toEqual(['Maria', 'Jose']);
  });

  it('explains why an applicant cannot be booked', () => {
    expect(readinessReason(sara)).toBe('Already booked on 2030-01-10 at 11:00 (Fremont).');
    expect(readinessReason(wei)).toBe('Missing vaccines: MMR; X-ray required');
    expect(readinessReason(maria)).toBe('');
  });

  it('finds the lab window that closes first', () => {
    const early = testApplicant({ first_name: 'Ana', quantiferon_collected_on: '2030-01-01' });
    const late = testApplicant({ first_name: 'Luis', quantiferon_collected_on: '2030-01-05' });
    expect(earliestLabLimit([maria, late, early])).toEqual({ applicant: early, lastDay: addDays('2030-01-01', 14) });
    expect(earliestLabLimit([maria])).toBeNull();
  });
});

describe('slots', () => {
  const answer: OfficeAvailability = {
    Fremont: {
      uuid: 'f',
      name: 'Fremont',
      code: 'fremont',
      address: '',
      phone: '',
      timezone: 'America/Los_Angeles',
      dates: {
        '2030-01-10': [
          { start_time: '13:00', end_time: '13:15', is_available: true, availability_uuid: 'a' },
          { start_time: '11:15', end_time: '11:30', is_available: false, availability_uuid: 'a' },
          { start_time: '11:00', end_time: '11:15', is_available: true, availability_uuid: 'a' },
        ],
      },
    },
  };

  it('keeps the free slots of the office and day, earliest first', () => {
    expect(freeSlots(answer, 'f', '2030-01-10').map((s) => s.start_time)).toEqual(['11:00', '13:00']);
    expect(freeSlots(answer, 'f', '2030-01-11')).toEqual([]);
    expect(freeSlots(answer, 'other', '2030-01-10')).toEqual([]);
  });
});
