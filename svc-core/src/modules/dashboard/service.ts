import {
  addDays,
  DASHBOARD_SERIES_DAYS,
  LAB_SERIES_DAYS,
  LAB_SERIES_TESTS,
  OFFICE_TIMEZONE,
  practiceDay,
  type AdminDashboardFeed,
  type DashboardFeed,
  type DashboardView,
  type LabSeries10Days,
  type LabsVsLeads,
  type OfficeVisits,
} from '@clinic/contracts';
import type { Knex } from '@clinic/server-kit';
import {
  applicationFigures,
  labFigures,
  labSeries,
  labsVsLeads,
  officePerformance,
  officeVisitsByCity,
  productsPerformance,
  type FeedWindow,
  type LabSeriesRow,
  type LabsVsLeadsRow,
  type OfficeCityRow,
} from './repo';

const dollars = (cents: number): number => cents / 100;

/** The practice days the feed covers at `now` (windows include today). */
export function feedWindow(now: Date, timeZone: string = OFFICE_TIMEZONE): FeedWindow {
  const today = practiceDay(now, timeZone);
  return {
    timeZone,
    today,
    tomorrow: addDays(today, 1),
    yesterday: addDays(today, -1),
    monthStart: `${today.slice(0, 8)}01`,
    yearStart: `${today.slice(0, 5)}01-01`,
    seriesFrom: addDays(today, 1 - DASHBOARD_SERIES_DAYS),
    labSeriesFrom: addDays(today, 1 - LAB_SERIES_DAYS),
    upcomingTo: addDays(today, DASHBOARD_SERIES_DAYS),
  };
}

function toLabsVsLeads(rows: LabsVsLeadsRow[]): LabsVsLeads {
  return {
    labs: rows.map((r) => ({ date: r.date, total_count: r.labs })),
    leads: rows.map((r) => ({ date: r.date, total_count: r.leads })),
  };
}

function toLabSeries(rows: LabSeriesRow[]): LabSeries10Days {
  return Object.fromEntries(LAB_SERIES_TESTS.map(({ key }) => [key, rows.map((r) => ({ date: r.date, total_count: r[key] }))])) as LabSeries10Days;
}

/** The city rows (already ranked and cut in SQL) grouped under their office, order kept. */
function toOfficeVisits(rows: OfficeCityRow[]): OfficeVisits[] {
  const offices = new Map<string, OfficeVisits>();
  for (const r of rows) {
    const office = offices.get(r.office) ?? { office: r.office, office_name: r.office_name, office_total: r.office_total, cities: [] };
    office.cities.push({ client_city: r.client_city, count: r.count });
    offices.set(r.office, office);
  }
  return [...offices.values()];
}

async function adminFeed(knex: Knex, w: FeedWindow): Promise<AdminDashboardFeed> {
  const [apps, labs, products, offices, cities, series, tests] = await Promise.all([
    applicationFigures(knex, w),
    labFigures(knex, w),
    productsPerformance(knex, w),
    officePerformance(knex, w),
    officeVisitsByCity(knex, w),
    labsVsLeads(knex, w),
    labSeries(knex, w),
  ]);
  return {
    view: 'admin',
    practice_day: w.today,
    today_applications: apps.today_applications,
    pending_applications: apps.pending_applications,
    closed_cases_current_month: apps.closed_cases_current_month,
    lab_tests_booked: labs.today_count,
    lab_tests_booked_amount: dollars(labs.today_cents),
    lab_tests_booked_yesterday: labs.yesterday_count,
    lab_tests_booked_amount_yesterday: dollars(labs.yesterday_cents),
    lab_tests_booked_month: labs.month_count,
    lab_tests_booked_amount_month: dollars(labs.month_cents),
    lab_tests_booked_year: labs.year_count,
    lab_tests_booked_amount_year: dollars(labs.year_cents),
    products_performance: products.map((p) => ({ product: p.product, booking_count: p.booking_count, amount: dollars(p.amount_cents) })),
    office_performance: offices.map((o) => ({
      office: o.office,
      office_name: o.office_name,
      appointment_count: o.appointment_count,
      upcoming_count: o.upcoming_count,
      lab_amount: dollars(o.lab_cents),
    })),
    labs_vs_leads: toLabsVsLeads(series),
    lab_series_10_days: toLabSeries(tests),
    office_detailed_performance: {
      total_visits_30: apps.total_visits_30,
      total_current_month_visits: apps.total_current_month_visits,
      thirty_days_breakdown: toOfficeVisits(cities),
    },
  };
}

/**
 * The dashboard feed for a role (back-office.md 2.3, 6): admins get every figure; external staff
 * the Labs Vs Leads series alone (nothing else is computed for them); other staff no figures.
 */
export async function dashboardFeed(knex: Knex, view: DashboardView, now: Date): Promise<DashboardFeed> {
  if (view === 'staff') return { view };
  const w = feedWindow(now);
  if (view === 'ext_staff') return { view, practice_day: w.today, labs_vs_leads: toLabsVsLeads(await labsVsLeads(knex, w)) };
  return adminFeed(knex, w);
}
