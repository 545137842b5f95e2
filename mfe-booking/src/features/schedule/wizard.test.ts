import { initialSelection, type Selection } from './selection';
import { isStepComplete, nextStep, previousStep, shownStep } from './wizard';

const SLOT = { date: '2031-03-10', start_time: '11:00', end_time: '11:15' };
const withPeople: Selection = { ...initialSelection, applicantUuids: ['a'] };
const withOffice: Selection = { ...withPeople, officeUuid: 'o1' };
const withSlot: Selection = { ...withOffice, slot: SLOT };

describe('the steps of the narrow-screen wizard', () => {
  it('goes Booking Type, Select People, Office, Time, then the confirmation, and back', () => {
    expect([nextStep('type'), nextStep('people'), nextStep('office'), nextStep('time'), nextStep('confirm')]).toEqual([
      'people',
      'office',
      'time',
      'confirm',
      'confirm',
    ]);
    expect([previousStep('confirm'), previousStep('time'), previousStep('office'), previousStep('people'), previousStep('type')]).toEqual([
      'time',
      'office',
      'people',
      'type',
      'type',
    ]);
  });

  it('lets Next through only when the step has what it asks for', () => {
    expect(isStepComplete('type', initialSelection)).toBe(true);
    expect(isStepComplete('people', initialSelection)).toBe(false);
    expect(isStepComplete('people', withPeople)).toBe(true);
    expect(isStepComplete('office', withPeople)).toBe(false);
    expect(isStepComplete('office', withOffice)).toBe(true);
    expect(isStepComplete('time', withOffice)).toBe(false);
    expect(isStepComplete('time', withSlot)).toBe(true);
  });

  it('shows the first earlier step that is no longer complete', () => {
    expect(shownStep('confirm', withSlot)).toBe('confirm');
    // The slot was taken: back to Time.
    expect(shownStep('confirm', withOffice)).toBe('time');
    // Everybody was let go: back to Select People.
    expect(shownStep('time', initialSelection)).toBe('people');
    expect(shownStep('people', initialSelection)).toBe('people');
    expect(shownStep('type', initialSelection)).toBe('type');
  });
});
