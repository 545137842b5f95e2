import { formatLongDate, formatTime, mondayOf, PICKER_TIMES, weekStartsCovering, zoneAbbreviation } from './dates';
import { isOneDay, prefillOf } from './selection';

describe('calendar days and times', () => {
  it("names Los Angeles time by the day's abbreviation, standard or daylight", () => {
    expect(zoneAbbreviation('2030-01-07')).toBe('PST');
    expect(zoneAbbreviation('2030-03-10')).toBe('PDT');
    expect(zoneAbbreviation('2030-11-03')).toBe('PST');
  });

  it('aligns weeks on Monday', () => {
    expect(mondayOf('2030-01-07')).toBe('2030-01-07');
    expect(mondayOf('2030-01-13')).toBe('2030-01-07');
    expect(mondayOf('2030-01-01')).toBe('2029-12-31');
    expect(weekStartsCovering('2030-01-09', '2030-01-10')).toEqual(['2030-01-07']);
    // A month view: six weeks from the Monday before the 1st.
    expect(weekStartsCovering('2029-12-31', '2030-02-11')).toEqual(['2029-12-31', '2030-01-07', '2030-01-14', '2030-01-21', '2030-01-28', '2030-02-04']);
  });

  it('offers 11:00 to 23:55 in 5-minute steps', () => {
    expect(PICKER_TIMES[0]).toBe('11:00');
    expect(PICKER_TIMES[1]).toBe('11:05');
    expect(PICKER_TIMES[PICKER_TIMES.length - 1]).toBe('23:55');
    expect(PICKER_TIMES).toHaveLength(13 * 12);
  });

  it('formats days and 12-hour times', () => {
    expect(formatLongDate('2030-01-07')).toBe('Monday, January 7, 2030');
    expect(formatTime('11:00')).toBe('11:00 AM');
    expect(formatTime('12:05')).toBe('12:05 PM');
    expect(formatTime('23:55')).toBe('11:55 PM');
  });

  it('turns a drag into the Add form prefill, within one day', () => {
    expect(prefillOf({ startStr: '2030-01-09T12:00:00-08:00', endStr: '2030-01-09T13:30:00-08:00', allDay: false })).toEqual({
      date: '2030-01-09',
      start_time: '12:00',
      end_time: '13:30',
    });
    expect(prefillOf({ startStr: '2030-01-09T23:00:00-08:00', endStr: '2030-01-10T00:00:00-08:00', allDay: false })).toEqual({
      date: '2030-01-09',
      start_time: '23:00',
      end_time: '23:55',
    });
    expect(prefillOf({ startStr: '2030-01-09', endStr: '2030-01-10', allDay: true })).toEqual({ date: '2030-01-09' });
    expect(isOneDay({ startStr: '2030-01-09T23:00:00-08:00', endStr: '2030-01-10T00:00:00-08:00', allDay: false })).toBe(true);
    expect(isOneDay({ startStr: '2030-01-09T12:00:00-08:00', endStr: '2030-01-10T12:00:00-08:00', allDay: false })).toBe(false);
    expect(isOneDay({ startStr: '2030-01-09', endStr: '2030-01-11', allDay: true })).toBe(false);
  });
});
