import { formatDay, formatSlotDate, formatSlotTime } from './dateText';
import { availableSlotDays, lastBookableDay, officeByUuid, officesOf } from './slots';
import { applicant, FREMONT_UUID, OAKLAND_UUID, offices } from './testData';

describe('the time slots of an office', () => {
  it('lists only available slots, by date then start time, leaving out days with none left', () => {
    expect(availableSlotDays(offices(), FREMONT_UUID)).toEqual([
      { date: '2031-03-10', slots: [expect.objectContaining({ start_time: '11:00' }), expect.objectContaining({ start_time: '14:30' })] },
      { date: '2031-03-11', slots: [expect.objectContaining({ start_time: '11:15' }), expect.objectContaining({ start_time: '13:00' })] },
    ]);
  });

  it('has nothing for an office without slots, or before an office is chosen', () => {
    expect(availableSlotDays(offices(), OAKLAND_UUID)).toEqual([]);
    expect(availableSlotDays(offices(), null)).toEqual([]);
  });

  it('stops at the last day the chosen people may be seen', () => {
    expect(availableSlotDays(offices(), FREMONT_UUID, '2031-03-10').map((d) => d.date)).toEqual(['2031-03-10']);
  });

  it('finds the last day 14 days after the earliest Quantiferon blood test among the chosen', () => {
    expect(lastBookableDay([applicant('Maria', 'Lopez')])).toBeNull();
    expect(
      lastBookableDay([
        applicant('Maria', 'Lopez', 'bookable', { quantiferon_collected_on: '2031-03-05' }),
        applicant('Jose', 'Lopez', 'bookable', { quantiferon_collected_on: '2031-03-01' }),
      ]),
    ).toBe('2031-03-15');
  });

  it('lists the offices by name and finds one by id', () => {
    expect(officesOf(offices()).map((o) => o.name)).toEqual(['Fremont', 'Oakland']);
    expect(officeByUuid(offices(), OAKLAND_UUID)?.name).toBe('Oakland');
    expect(officeByUuid(offices(), null)).toBeNull();
  });
});

describe('dates and times as the page writes them', () => {
  it('writes times on a 12-hour clock', () => {
    expect(['11:00', '12:00', '13:05', '00:15', '23:45'].map((t) => formatSlotTime(t, 'en'))).toEqual([
      '11:00 AM',
      '12:00 PM',
      '1:05 PM',
      '12:15 AM',
      '11:45 PM',
    ]);
    expect(formatSlotTime('13:05', 'es')).toMatch(/^1:05/);
  });

  it('writes the day with its weekday in the page language, never shifted by the browser zone', () => {
    expect(formatSlotDate('2031-03-10', 'en')).toBe('Monday, March 10, 2031');
    expect(formatSlotDate('2031-03-10', 'es')).toBe('lunes, 10 de marzo de 2031');
    expect(formatDay('1990-04-12', 'en')).toBe('April 12, 1990');
  });

  it('falls back to English for a language tag the browser does not know', () => {
    expect(formatSlotTime('11:00', 'cimode')).toBe('11:00 AM');
  });
});
