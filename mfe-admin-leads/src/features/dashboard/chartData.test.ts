import type { OfficePerformance } from '@clinic/contracts';
import { dayLabel, epochDayLabel, formatCount, labSeriesRows, labsVsLeadsRows, officeChartRows, totals, usd, usDay } from './chartData';

describe('dashboard chart data', () => {
  it('labels days as MM/DD, the 10-day series by the Los Angeles day its epoch second starts', () => {
    expect(dayLabel('2025-03-09')).toBe('03/09');
    expect(usDay('2025-03-09')).toBe('03/09/2025');
    // Midnight in Los Angeles before and after daylight saving time began (Mar 9, 2025).
    expect(epochDayLabel(Date.parse('2025-03-01T08:00:00Z') / 1000)).toBe('03/01');
    expect(epochDayLabel(Date.parse('2025-03-10T07:00:00Z') / 1000)).toBe('03/10');
  });

  it('formats dollars with cents and counts with separators', () => {
    expect(usd(305)).toBe('$305.00');
    expect(usd(149.5)).toBe('$149.50');
    expect(usd(0)).toBe('$0.00');
    expect(formatCount(14429)).toBe('14,429');
  });

  it('puts each day’s lab orders and leads on one row', () => {
    const rows = labsVsLeadsRows({
      labs: [
        { date: '2025-03-09', total_count: 1 },
        { date: '2025-03-10', total_count: 2 },
      ],
      leads: [
        { date: '2025-03-09', total_count: 4 },
        { date: '2025-03-10', total_count: 0 },
      ],
    });
    expect(rows).toEqual([
      { day: '03/09', labs: 1, leads: 4 },
      { day: '03/10', labs: 2, leads: 0 },
    ]);
    expect(totals(rows, ['labs', 'leads'])).toEqual({ labs: 3, leads: 4 });
  });

  it('puts each day’s TB, syphilis and gonorrhea orders on one row', () => {
    const day1 = Date.parse('2025-03-09T08:00:00Z') / 1000;
    const day2 = Date.parse('2025-03-10T07:00:00Z') / 1000;
    expect(
      labSeriesRows({
        tb: [
          { date: day1, total_count: 1 },
          { date: day2, total_count: 2 },
        ],
        syphilis: [
          { date: day1, total_count: 0 },
          { date: day2, total_count: 2 },
        ],
        gonorrhea: [
          { date: day1, total_count: 0 },
          { date: day2, total_count: 1 },
        ],
      }),
    ).toEqual([
      { day: '03/09', tb: 1, syphilis: 0, gonorrhea: 0 },
      { day: '03/10', tb: 2, syphilis: 2, gonorrhea: 1 },
    ]);
  });

  it('charts the offices with visits or appointments, busiest first', () => {
    const office = (code: string, name: string, visits: number, upcoming: number): OfficePerformance => ({
      office: code,
      office_name: name,
      appointment_count: visits,
      upcoming_count: upcoming,
      lab_amount: 0,
    });
    expect(
      officeChartRows([
        office('dublin', 'Dublin', 0, 0),
        office('fremont', 'Fremont', 1, 3),
        office('hayward', 'Hayward', 9, 0),
        office('oakland', 'Oakland', 4, 0),
      ]),
    ).toEqual([
      { office: 'Hayward', visits: 9, upcoming: 0 },
      { office: 'Fremont', visits: 1, upcoming: 3 },
      { office: 'Oakland', visits: 4, upcoming: 0 },
    ]);
  });
});
