import { bookingReadiness, requirementsText, type ReadinessFacts } from './booking-readiness';
import type { ChecklistItem } from './leads';

const item = (name: string, status: 'pending' | 'done', isOptional = false): ChecklistItem => ({
  key: name.toLowerCase(),
  name,
  description: '',
  status,
  is_optional: isOptional,
  notes: '',
});

const ready: ReadinessFacts = {
  checklist: { vaccines: [item('Tdap', 'done'), item('Influenza', 'pending', true)], lab_tests: [item('TB test', 'done')] },
  isTbPositive: false,
  isXrayNormal: false,
  hasMatchedI693: true,
  booked: null,
};

describe('bookingReadiness (DESIGN.md 7)', () => {
  it('is bookable with every required item done and an I-693 matched; optional items do not hold it back', () => {
    expect(bookingReadiness(ready)).toEqual({
      status: 'bookable',
      ready_for_booking: true,
      reason: '',
      completion_status: { pending_vaccines: [], pending_labs: [], xray_pending: false },
    });
  });

  it('is already_booked first, whatever else is missing', () => {
    const booked = { appointment_date: '2026-12-01', appointment_office: 'Fremont', start_time: '11:00', end_time: '11:15' };
    const result = bookingReadiness({ ...ready, hasMatchedI693: false, booked });
    expect(result).toMatchObject({ status: 'already_booked', ready_for_booking: false, reason: 'Already booked on 2026-12-01 at 11:00 (Fremont).' });
  });

  it('needs the I-693 form before requirements are looked at', () => {
    expect(bookingReadiness({ ...ready, hasMatchedI693: false, checklist: { vaccines: [item('MMR', 'pending')], lab_tests: [] } }).status).toBe(
      'pending_i693_form',
    );
  });

  it('lists missing vaccines, lab tests and the x-ray of a TB-positive applicant', () => {
    const result = bookingReadiness({
      ...ready,
      checklist: { vaccines: [item('MMR', 'pending'), item('Varicella', 'pending'), item('Tdap', 'done')], lab_tests: [item('TB test', 'pending')] },
      isTbPositive: true,
    });
    expect(result).toEqual({
      status: 'pending_requirements',
      ready_for_booking: false,
      reason: 'Missing vaccines: MMR, Varicella; Missing lab tests: TB test; X-ray required',
      completion_status: { pending_vaccines: ['MMR', 'Varicella'], pending_labs: ['TB test'], xray_pending: true },
    });
  });

  it('counts the x-ray done once it is read normal, and a missing status as pending', () => {
    expect(bookingReadiness({ ...ready, isTbPositive: true, isXrayNormal: true }).status).toBe('bookable');
    const noStatus = { ...item('Hepatitis B', 'pending'), status: undefined } as unknown as ChecklistItem;
    expect(bookingReadiness({ ...ready, checklist: { vaccines: [noStatus], lab_tests: [] } }).reason).toBe('Missing vaccines: Hepatitis B');
  });

  it("falls back to the spec's text when nothing specific is missing", () => {
    expect(requirementsText({ pending_vaccines: [], pending_labs: [], xray_pending: false })).toBe('Requirements not complete');
  });
});
