import { visibleHours } from './visibleHours';

describe('the hours the calendar shows', () => {
  it.each([
    ["the spec's 11:00 to 24:00 when nothing is shown", [], { slotMinTime: '11:00', slotMaxTime: '24:00' }],
    ['the same around a shorter availability', [{ start: '12:00' }], { slotMinTime: '11:00', slotMaxTime: '24:00' }],
    ['from the whole hour before an early appointment', [{ start: '09:45' }], { slotMinTime: '09:00', slotMaxTime: '24:00' }],
  ])('%s', (_, spans, hours) => {
    expect(visibleHours(spans)).toEqual(hours);
  });
});
