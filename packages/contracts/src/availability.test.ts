import { AVAILABILITY_MESSAGES as M, availabilityCreateSchema, availabilityDays, availabilityProblems, segmentsAroundBreaks } from './availability';

const today = '2026-11-24';
const valid = availabilityCreateSchema.parse({ office: 'office-uuid', date: '2026-11-30', start_time: '11:00', end_time: '17:00' });
const problems = (changes: Record<string, unknown>) => availabilityProblems(availabilityCreateSchema.parse({ ...valid, ...changes }), today);

describe('availabilityProblems (booking-leads-calendar.md 5)', () => {
  it('accepts a complete single day', () => {
    expect(availabilityProblems(valid, today)).toEqual([]);
  });

  it.each([
    [{ office: '' }, M.office],
    [{ date: '' }, M.date],
    [{ date: '2026-11-23' }, M.pastDate],
    [{ start_time: '' }, M.startTime],
    [{ end_time: '' }, M.endTime],
    [{ end_time: '11:00' }, M.endAfterStart],
    [{ start_time: '11:00', end_time: '10:55' }, M.endAfterStart],
    [{ start_time: '10:00' }, M.pickerTime],
    [{ end_time: '17:03' }, M.pickerTime],
    [{ repeat: 'weekly', end_date: '2026-12-31' }, M.daysOfWeek],
    [{ repeat: 'daily' }, M.endDate],
    [{ repeat: 'daily', end_date: '2026-11-30' }, M.endDateAfterStart],
    [{ repeat: 'daily', end_date: '2028-01-01' }, M.repeatTooLong],
    [{ notes: 'x'.repeat(201) }, M.notes],
    [{ break_times: [{ start_time: '13:00', end_time: '12:00' }] }, M.breakTimes],
    [{ break_times: [{ start_time: '16:30', end_time: '17:30' }] }, M.breakTimes],
  ])('%j: %s', (changes, message) => {
    expect(problems(changes)).toContain(message);
  });

  it('enforces the 5-minute minimum and the 12-hour maximum (the pickers alone allow neither edge past 11:00-23:55)', () => {
    expect(availabilityProblems({ ...valid, start_time: '11:00', end_time: '11:05' }, today)).toEqual([]);
    expect(availabilityProblems({ ...valid, start_time: '11:00', end_time: '23:00' }, today)).toEqual([]);
    expect(availabilityProblems({ ...valid, start_time: '11:00', end_time: '23:05' }, today)).toContain(M.maxDuration);
  });

  it('judges a repetition of a date that is not a date without failing', () => {
    expect(problems({ date: 'monday', repeat: 'daily', end_date: '2026-12-30' })).toEqual([M.date]);
  });

  it('lists every problem at once', () => {
    expect(problems({ office: '', date: '', start_time: '', end_time: '' })).toEqual([M.office, M.date, M.startTime, M.endTime]);
  });
});

describe('availabilityDays', () => {
  it('covers the date alone, every day, chosen weekdays, or Monday to Friday up to the end date', () => {
    expect(availabilityDays({ ...valid, repeat: 'none' })).toEqual(['2026-11-30']);
    expect(availabilityDays({ ...valid, repeat: 'daily', end_date: '2026-12-02' })).toEqual(['2026-11-30', '2026-12-01', '2026-12-02']);
    // 2026-11-30 is a Monday.
    expect(availabilityDays({ ...valid, repeat: 'weekly', days_of_week: [0, 3], end_date: '2026-12-13' })).toEqual([
      '2026-12-02',
      '2026-12-06',
      '2026-12-09',
      '2026-12-13',
    ]);
    expect(availabilityDays({ ...valid, repeat: 'weekdays', end_date: '2026-12-07' })).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-07',
    ]);
  });
});

describe('segmentsAroundBreaks', () => {
  it('splits around the breaks in start order and drops segments under 5 minutes', () => {
    expect(
      segmentsAroundBreaks('11:00', '17:00', [
        { start_time: '15:00', end_time: '15:30' },
        { start_time: '13:00', end_time: '14:00' },
        { start_time: '16:57', end_time: '17:00' },
      ]),
    ).toEqual([
      { start_time: '11:00', end_time: '13:00' },
      { start_time: '14:00', end_time: '15:00' },
      { start_time: '15:30', end_time: '16:57' },
    ]);
    expect(segmentsAroundBreaks('11:00', '12:00', [{ start_time: '11:03', end_time: '11:58' }])).toEqual([]);
  });
});
