import {
  formatUsd,
  LAB_SERIES_TESTS,
  OFFICE_TIMEZONE,
  type LabSeries10Days,
  type LabSeriesKey,
  type LabsVsLeads,
  type OfficePerformance,
} from '@clinic/contracts';

/** The feed's figures reshaped for the charts and tables: pure, so they are tested without rendering. */

/** `MM/DD` of a `YYYY-MM-DD` day. */
export function dayLabel(isoDay: string): string {
  const m = /^\d{4}-(\d{2})-(\d{2})$/.exec(isoDay);
  return m ? `${m[1]}/${m[2]}` : isoDay;
}

const monthDay = new Intl.DateTimeFormat('en-US', { timeZone: OFFICE_TIMEZONE, month: '2-digit', day: '2-digit' });

/** `MM/DD` of the practice day starting at these epoch seconds (the 10-day series' `date`). */
export function epochDayLabel(seconds: number): string {
  return monthDay.format(new Date(seconds * 1000));
}

/** `MM/DD/YYYY` of a `YYYY-MM-DD` day. */
export function usDay(isoDay: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  return m ? `${m[2]}/${m[3]}/${m[1]}` : isoDay;
}

/** A count with thousands separators. */
export function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}

/** Dollars with cents, e.g. 149.5 -> "$149.50". */
export function usd(dollars: number): string {
  return formatUsd(Math.round(dollars * 100));
}

export interface LabsVsLeadsRow {
  day: string;
  labs: number;
  leads: number;
}

/** One row per day of the series (the labs' days, with the leads of the same day). */
export function labsVsLeadsRows(series: LabsVsLeads): LabsVsLeadsRow[] {
  const leads = new Map(series.leads.map((d) => [d.date, d.total_count]));
  return series.labs.map((d) => ({ day: dayLabel(d.date), labs: d.total_count, leads: leads.get(d.date) ?? 0 }));
}

export type LabSeriesRow = { day: string } & Record<LabSeriesKey, number>;

/** One row per day of the 10-day series with each test's count. */
export function labSeriesRows(series: LabSeries10Days): LabSeriesRow[] {
  const [first] = LAB_SERIES_TESTS;
  return series[first.key].map((point, i) => {
    const row = { day: epochDayLabel(point.date) } as LabSeriesRow;
    for (const { key } of LAB_SERIES_TESTS) row[key] = series[key][i]?.total_count ?? 0;
    return row;
  });
}

/** The sum of each named column over the rows. */
export function totals<K extends string>(rows: ReadonlyArray<Record<K, number>>, keys: readonly K[]): Record<K, number> {
  return Object.fromEntries(keys.map((key) => [key, rows.reduce((sum, row) => sum + row[key], 0)])) as Record<K, number>;
}

export interface OfficeChartRow {
  office: string;
  visits: number;
  upcoming: number;
}

/** The offices with visits or upcoming appointments, busiest first (the others would be empty bars). */
export function officeChartRows(offices: readonly OfficePerformance[]): OfficeChartRow[] {
  return offices
    .filter((o) => o.appointment_count + o.upcoming_count > 0)
    .map((o) => ({ office: o.office_name, visits: o.appointment_count, upcoming: o.upcoming_count }))
    .sort((a, b) => b.visits + b.upcoming - (a.visits + a.upcoming) || a.office.localeCompare(b.office));
}
