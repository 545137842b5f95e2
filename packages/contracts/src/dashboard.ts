import { EXT_STAFF_GROUP } from './access';

/**
 * The dashboard feed of GET /users/dashboard/ (back-office.md 2.3, 3 "Dashboard feed", 6; DESIGN.md 2
 * fixes the 10-day lab series' key as `lab_series_10_days`). svc-core computes it in SQL and shapes
 * it per role, so external staff never receive the admin figures.
 *
 * Conventions of every figure:
 * - days are practice days (America/Los_Angeles, see `practiceDay`), the current one included;
 * - money is in dollars with cents as a JSON number (e.g. 149.5), as `Payment.amount` (stored as
 *   integer cents);
 * - a lab order is a paid payment (pending, failed and cancelled checkouts are not orders), dated by
 *   when it was paid;
 * - a visit is an I-693 application whose appointment date (at its appointment office) has come:
 *   the exam takes place and the sealed envelope is handed out that day (public-site.md 9).
 */

/** Days of the Labs Vs Leads series and of the office visits breakdown. */
export const DASHBOARD_SERIES_DAYS = 30;
/** Days of `lab_series_10_days`. */
export const LAB_SERIES_DAYS = 10;
/** Client cities listed per office in the visits breakdown. */
export const TOP_CITIES_PER_OFFICE = 5;
/** The dashboard's data tables scroll past this height (back-office.md 2.3). */
export const DASHBOARD_TABLE_MAX_HEIGHT_PX = 500;

/**
 * The three series of `lab_series_10_days`: the lab tests of the exam (public-site.md 9: TB from age
 * 2, syphilis 18-44, gonorrhea 18-24). An order counts in a series when one of its tests' names
 * contains one of the patterns (case-insensitive), so the bundles count in each test they hold.
 */
export const LAB_SERIES_TESTS = [
  { key: 'tb', patterns: ['quantiferon', 'tuberculosis'] },
  { key: 'syphilis', patterns: ['syphilis'] },
  { key: 'gonorrhea', patterns: ['gonorrhea'] },
] as const;
export type LabSeriesKey = (typeof LAB_SERIES_TESTS)[number]['key'];

/** Who sees what: admins everything, external staff the Labs Vs Leads chart, other staff nothing. */
export type DashboardView = 'admin' | 'ext_staff' | 'staff';

/**
 * back-office.md 2.3 and 6: the dashboard loads only for admin or ext_staff. The ext_staff group
 * restricts whatever the flags say, as it does for PDFs and receipts.
 */
export function dashboardView(roles: { a: boolean; g: string | null }): DashboardView {
  if (roles.g === EXT_STAFF_GROUP) return 'ext_staff';
  return roles.a ? 'admin' : 'staff';
}

/** One practice day of a 30-day series: `date` YYYY-MM-DD. */
export interface DailyCount {
  date: string;
  total_count: number;
}

/** One practice day of `lab_series_10_days`: `date` in epoch seconds of the day's start (Los Angeles). */
export interface EpochDayCount {
  date: number;
  total_count: number;
}

/** Paid lab orders and new leads per day, oldest first, DASHBOARD_SERIES_DAYS days ending today. */
export interface LabsVsLeads {
  labs: DailyCount[];
  /** Leads created that day by a public appointment request or by staff (not the ones the system makes for a payment or I-693 form from an unknown e-mail). */
  leads: DailyCount[];
}

/** Paid lab orders holding each test of LAB_SERIES_TESTS, per day, oldest first, LAB_SERIES_DAYS days ending today. */
export type LabSeries10Days = Record<LabSeriesKey, EpochDayCount[]>;

/** One lab product over the last DASHBOARD_SERIES_DAYS days: paid orders holding it and its amount at ordering prices. */
export interface ProductPerformance {
  product: string;
  booking_count: number;
  amount: number;
}

/** One office: visits of the last 30 days, appointments of the next 30, lab orders of its clients. */
export interface OfficePerformance {
  /** Office code (contracts OFFICES value). */
  office: string;
  office_name: string;
  /** Visits in the last DASHBOARD_SERIES_DAYS days, today included. */
  appointment_count: number;
  /** Appointments after today, within the next DASHBOARD_SERIES_DAYS days. */
  upcoming_count: number;
  /**
   * Lab orders paid in the last DASHBOARD_SERIES_DAYS days by this office's clients: a payment counts
   * for the office of its lead's latest appointment (each payment for one office only).
   */
  lab_amount: number;
}

export interface CityCount {
  /** The client's city from the I-693 application, in title case. */
  client_city: string;
  count: number;
}

/** One office's visits of the last DASHBOARD_SERIES_DAYS days and its top TOP_CITIES_PER_OFFICE client cities. */
export interface OfficeVisits {
  office: string;
  office_name: string;
  office_total: number;
  cities: CityCount[];
}

export interface OfficeDetailedPerformance {
  total_visits_30: number;
  total_current_month_visits: number;
  /** Offices with visits, most visited first. */
  thirty_days_breakdown: OfficeVisits[];
}

/** The whole feed, for admins. */
export interface AdminDashboardFeed {
  view: 'admin';
  /** The practice day the figures are for (YYYY-MM-DD). */
  practice_day: string;
  /** I-693 applications submitted today. */
  today_applications: number;
  /** Active I-693 applications whose exam has not taken place: no appointment date, or one after today. */
  pending_applications: number;
  /** I-693 applications (active or archived) whose appointment date is in this month, up to today. */
  closed_cases_current_month: number;
  /** Paid lab orders today, and their amount. */
  lab_tests_booked: number;
  lab_tests_booked_amount: number;
  lab_tests_booked_yesterday: number;
  lab_tests_booked_amount_yesterday: number;
  /** This month up to today. */
  lab_tests_booked_month: number;
  lab_tests_booked_amount_month: number;
  /** This year up to today. */
  lab_tests_booked_year: number;
  lab_tests_booked_amount_year: number;
  /** Most booked first. */
  products_performance: ProductPerformance[];
  /** Every office, by name. */
  office_performance: OfficePerformance[];
  labs_vs_leads: LabsVsLeads;
  lab_series_10_days: LabSeries10Days;
  office_detailed_performance: OfficeDetailedPerformance;
}

/** External staff: the Labs Vs Leads series only. */
export interface ExtStaffDashboardFeed {
  view: 'ext_staff';
  practice_day: string;
  labs_vs_leads: LabsVsLeads;
}

/** Other staff: no figures (the dashboard loads only for admin or ext_staff). */
export interface StaffDashboardFeed {
  view: 'staff';
}

export type DashboardFeed = AdminDashboardFeed | ExtStaffDashboardFeed | StaffDashboardFeed;
