import { initialSelection, selectionReducer, type Selection, type SelectionAction } from './selection';
import { appointment, applicant, lookupResult } from './testData';

const run = (actions: SelectionAction[], from: Selection = initialSelection) => actions.reduce(selectionReducer, from);
const toggle = (uuid: string, max = 6): SelectionAction => ({ type: 'toggleApplicant', uuid, max });
const family: SelectionAction = { type: 'setBookingType', bookingType: 'family' };
const SLOT = { date: '2031-03-10', start_time: '11:00', end_time: '11:15' };

describe('the selection of the scheduling page', () => {
  it('starts as an individual booking with nobody chosen', () => {
    expect(initialSelection).toEqual({ bookingType: 'individual', applicantUuids: [], officeUuid: null, slot: null, lookups: [], capWarning: null });
  });

  it('holds one applicant in individual mode: choosing another replaces them', () => {
    expect(run([toggle('a')]).applicantUuids).toEqual(['a']);
    expect(run([toggle('a'), toggle('b')]).applicantUuids).toEqual(['b']);
    expect(run([toggle('a'), toggle('a')]).applicantUuids).toEqual(['a']);
  });

  it('toggles applicants in and out in family mode, in the order chosen', () => {
    expect(run([family, toggle('a'), toggle('b'), toggle('c')]).applicantUuids).toEqual(['a', 'b', 'c']);
    expect(run([family, toggle('a'), toggle('b'), toggle('a')]).applicantUuids).toEqual(['b']);
  });

  it('refuses an applicant past the cap with a warning, which the next choice clears', () => {
    const capped = run([family, toggle('a', 2), toggle('b', 2), toggle('c', 2)]);
    expect(capped.applicantUuids).toEqual(['a', 'b']);
    expect(capped.capWarning).toBe(2);
    const after = selectionReducer(capped, toggle('b', 2));
    expect(after.applicantUuids).toEqual(['a']);
    expect(after.capWarning).toBeNull();
  });

  it('clears the applicants, office, slot and lookups when the booking type changes', () => {
    const chosen = run([
      family,
      { type: 'lookupLoaded', result: lookupResult('jose@example.com', [applicant('Jose', 'Lopez')]) },
      toggle('a'),
      { type: 'chooseOffice', officeUuid: 'o1' },
      { type: 'chooseSlot', slot: SLOT },
    ]);
    expect(chosen.lookups).toHaveLength(1);
    expect(selectionReducer(chosen, { type: 'setBookingType', bookingType: 'individual' })).toEqual(initialSelection);
    expect(selectionReducer(chosen, family)).toBe(chosen);
  });

  it('takes no office until someone is chosen, and lets go of office and slot when nobody is left', () => {
    expect(run([{ type: 'chooseOffice', officeUuid: 'o1' }]).officeUuid).toBeNull();
    const full = run([family, toggle('a'), { type: 'chooseOffice', officeUuid: 'o1' }, { type: 'chooseSlot', slot: SLOT }]);
    expect(full.slot).toEqual(SLOT);
    const empty = selectionReducer(full, toggle('a'));
    expect(empty).toMatchObject({ applicantUuids: [], officeUuid: null, slot: null });
  });

  it('clears the slot when another office is chosen, not when the same one is', () => {
    const full = run([toggle('a'), { type: 'chooseOffice', officeUuid: 'o1' }, { type: 'chooseSlot', slot: SLOT }]);
    expect(selectionReducer(full, { type: 'chooseOffice', officeUuid: 'o1' }).slot).toEqual(SLOT);
    expect(selectionReducer(full, { type: 'chooseOffice', officeUuid: 'o2' })).toMatchObject({ officeUuid: 'o2', slot: null });
    expect(selectionReducer(full, { type: 'clearSlot' })).toMatchObject({ officeUuid: 'o1', slot: null });
  });

  it('merges lookups in family mode only, a new result for an e-mail replacing the earlier one', () => {
    const first = lookupResult('jose@example.com', [applicant('Jose', 'Lopez')]);
    const again = lookupResult('jose@example.com', [applicant('Jose', 'Lopez'), applicant('Ana', 'Lopez')]);
    const other = lookupResult('wei@example.com', [applicant('Wei', 'Chen')]);
    expect(run([{ type: 'lookupLoaded', result: first }]).lookups).toEqual([]);
    expect(
      run([family, { type: 'lookupLoaded', result: first }, { type: 'lookupLoaded', result: other }, { type: 'lookupLoaded', result: again }]).lookups,
    ).toEqual([other, again]);
  });

  it('lets go of chosen applicants who are no longer ready after a reload', () => {
    const chosen = run([family, toggle('a'), toggle('b'), { type: 'chooseOffice', officeUuid: 'o1' }]);
    expect(selectionReducer(chosen, { type: 'keepReady', readyUuids: ['a', 'b', 'c'] })).toBe(chosen);
    expect(selectionReducer(chosen, { type: 'keepReady', readyUuids: ['b'] })).toMatchObject({ applicantUuids: ['b'], officeUuid: 'o1' });
    expect(selectionReducer(chosen, { type: 'keepReady', readyUuids: [] })).toMatchObject({ applicantUuids: [], officeUuid: null });
  });

  it('starts over after a booking, the looked-up people in it now already booked', () => {
    const jose = applicant('Jose', 'Lopez');
    const ana = applicant('Ana', 'Lopez');
    const booked = appointment([jose]);
    const chosen = run([
      family,
      { type: 'lookupLoaded', result: lookupResult('jose@example.com', [jose, ana]) },
      toggle(jose.uuid),
      { type: 'chooseOffice', officeUuid: 'o1' },
      { type: 'chooseSlot', slot: SLOT },
    ]);
    const after = selectionReducer(chosen, { type: 'booked', appointment: booked });
    expect(after).toMatchObject({ bookingType: 'family', applicantUuids: [], officeUuid: null, slot: null });
    const [lookup] = after.lookups;
    expect(lookup!.bookable_applicants.map((a) => a.first_name)).toEqual(['Ana']);
    expect(lookup!.already_booked).toEqual([
      expect.objectContaining({
        uuid: jose.uuid,
        status: 'already_booked',
        ready_for_booking: false,
        appointment_date: '2031-03-10',
        start_time: '11:00',
        appointment_office: 'Fremont',
      }),
    ]);
  });
});
