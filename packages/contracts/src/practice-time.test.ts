import { formatPracticeTime } from './practice-time';

describe('formatPracticeTime', () => {
  it.each([
    // Winter: Pacific Standard Time, UTC-8.
    ['2026-11-28T17:05:00Z', 'medium', 'Nov 28, 2026, 9:05 AM PST'],
    ['2026-11-28T17:05:00Z', 'numeric', '11/28/2026 09:05AM PST'],
    // Summer: Pacific Daylight Time, UTC-7; the day is the practice's, not UTC's.
    ['2026-07-04T03:30:00Z', 'medium', 'Jul 3, 2026, 8:30 PM PDT'],
    ['2026-07-04T03:30:00Z', 'numeric', '07/03/2026 08:30PM PDT'],
    ['2026-01-01T00:00:00Z', 'numeric', '12/31/2025 04:00PM PST'],
  ] as const)('%s as %s is %s', (instant, style, expected) => {
    expect(formatPracticeTime(instant, style)).toBe(expected);
  });

  it('takes epoch milliseconds and Dates, and another zone when given one', () => {
    const instant = Date.parse('2026-11-28T17:05:00Z');
    expect(formatPracticeTime(instant)).toBe('Nov 28, 2026, 9:05 AM PST');
    expect(formatPracticeTime(new Date(instant), 'medium', 'America/New_York')).toBe('Nov 28, 2026, 12:05 PM EST');
  });

  it('gives an empty text for what is not a time', () => {
    expect(formatPracticeTime('not a date')).toBe('');
  });
});
