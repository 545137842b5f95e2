import { LAB_SERIES_TESTS, TOP_CITIES_PER_OFFICE } from '@clinic/contracts';
import type { Knex } from '@clinic/server-kit';

/*
 * The SQL of the dashboard feed: each function is one statement that aggregates in the database
 * (FILTER, GROUP BY, generate_series for days without rows), so the feed's cost does not grow with
 * JavaScript loops over rows.
 */

/** The practice days (YYYY-MM-DD in `timeZone`) the feed's windows start and end on; windows include today. */
export interface FeedWindow {
  timeZone: string;
  today: string;
  tomorrow: string;
  yesterday: string;
  monthStart: string;
  yearStart: string;
  /** First day of the 30-day series and of the visits breakdown. */
  seriesFrom: string;
  /** First day of the 10-day lab series. */
  labSeriesFrom: string;
  /** Last day of the upcoming appointments window. */
  upcomingTo: string;
}

type Db = Knex | Knex.Transaction;

/** SQL for the instant the practice day in the named binding `day` starts, in the `:tz` time zone. */
const dayStart = (day: string) => `(cast(:${day} as date)::timestamp at time zone :tz)`;

/** When a paid order was paid (older rows may lack paid_on); the partial index payments_paid_at covers it. */
const PAID_AT = 'coalesce(p.paid_on, p.created_on)';

/** The name of one element of `payments.tests`: a product snapshot `{id, name, price_cents}` or a bare name. */
const TEST_NAME = "coalesce(t.test->>'name', t.test #>> '{}')";

async function rows<T>(db: Db, sql: string, bindings: Record<string, unknown>): Promise<T[]> {
  const result = (await db.raw(sql, bindings)) as { rows: T[] };
  return result.rows;
}

function bindings(w: FeedWindow): Record<string, string> {
  return { ...w, tz: w.timeZone };
}

export interface ApplicationFigures {
  today_applications: number;
  pending_applications: number;
  closed_cases_current_month: number;
  total_visits_30: number;
  total_current_month_visits: number;
}

/** The application counts, in one pass over the applications. */
export async function applicationFigures(db: Db, w: FeedWindow): Promise<ApplicationFigures> {
  const [row] = await rows<ApplicationFigures>(
    db,
    `select
       count(*) filter (where created_on >= ${dayStart('today')} and created_on < ${dayStart('tomorrow')})::int as today_applications,
       count(*) filter (where is_active and (appointment_date is null or appointment_date > :today))::int as pending_applications,
       count(*) filter (where appointment_date between :monthStart and :today)::int as closed_cases_current_month,
       count(*) filter (where appointment_office is not null and appointment_date between :seriesFrom and :today)::int as total_visits_30,
       count(*) filter (where appointment_office is not null and appointment_date between :monthStart and :today)::int as total_current_month_visits
     from i693_applications`,
    bindings(w),
  );
  return row!;
}

export interface LabFigures {
  today_count: number;
  today_cents: number;
  yesterday_count: number;
  yesterday_cents: number;
  month_count: number;
  month_cents: number;
  year_count: number;
  year_cents: number;
}

/** Paid lab orders and their amounts today, yesterday, this month and this year (up to today). */
export async function labFigures(db: Db, w: FeedWindow): Promise<LabFigures> {
  // Yesterday may fall in the previous month or year: the scan starts at the earliest of the bounds.
  const from = [w.yearStart, w.monthStart, w.yesterday].sort()[0]!;
  const [row] = await rows<Record<keyof LabFigures, string | number>>(
    db,
    `with paid as (
       select ${PAID_AT} as paid_at, p.amount_cents from payments p
       where p.status = 'paid' and ${PAID_AT} >= ${dayStart('from')} and ${PAID_AT} < ${dayStart('tomorrow')}
     )
     select
       count(*) filter (where paid_at >= ${dayStart('today')})::int as today_count,
       coalesce(sum(amount_cents) filter (where paid_at >= ${dayStart('today')}), 0)::bigint as today_cents,
       count(*) filter (where paid_at >= ${dayStart('yesterday')} and paid_at < ${dayStart('today')})::int as yesterday_count,
       coalesce(sum(amount_cents) filter (where paid_at >= ${dayStart('yesterday')} and paid_at < ${dayStart('today')}), 0)::bigint as yesterday_cents,
       count(*) filter (where paid_at >= ${dayStart('monthStart')})::int as month_count,
       coalesce(sum(amount_cents) filter (where paid_at >= ${dayStart('monthStart')}), 0)::bigint as month_cents,
       count(*) filter (where paid_at >= ${dayStart('yearStart')})::int as year_count,
       coalesce(sum(amount_cents) filter (where paid_at >= ${dayStart('yearStart')}), 0)::bigint as year_cents
     from paid`,
    { ...bindings(w), from },
  );
  return Object.fromEntries(Object.entries(row!).map(([key, value]) => [key, Number(value)])) as unknown as LabFigures;
}

export interface ProductRow {
  product: string;
  booking_count: number;
  amount_cents: number;
}

/**
 * Each product of the orders paid in the 30-day window: the orders holding it and its amount at the
 * price it was ordered at (a bare test name carries no price and adds nothing to the amount).
 */
export async function productsPerformance(db: Db, w: FeedWindow): Promise<ProductRow[]> {
  const result = await rows<{ product: string; booking_count: number; amount_cents: string }>(
    db,
    `select ${TEST_NAME} as product, count(distinct p.uuid)::int as booking_count,
       coalesce(sum((t.test->>'price_cents')::bigint) filter (where jsonb_typeof(t.test) = 'object'), 0)::bigint as amount_cents
     from payments p cross join lateral jsonb_array_elements(p.tests) as t(test)
     where p.status = 'paid' and ${PAID_AT} >= ${dayStart('seriesFrom')} and ${PAID_AT} < ${dayStart('tomorrow')}
     group by 1
     order by booking_count desc, product`,
    bindings(w),
  );
  return result.map((r) => ({ ...r, amount_cents: Number(r.amount_cents) }));
}

export interface OfficeRow {
  office: string;
  office_name: string;
  appointment_count: number;
  upcoming_count: number;
  lab_cents: number;
}

/**
 * Every office: its visits of the 30-day window, its appointments of the next 30 days, and the lab
 * orders paid in the window by its clients (a payment's lead, at the office of that lead's latest
 * appointment, so each payment counts once).
 */
export async function officePerformance(db: Db, w: FeedWindow): Promise<OfficeRow[]> {
  const result = await rows<OfficeRow & { lab_cents: string }>(
    db,
    `with visits as (
       select appointment_office as office,
         count(*) filter (where appointment_date <= :today)::int as appointment_count,
         count(*) filter (where appointment_date > :today)::int as upcoming_count
       from i693_applications
       where appointment_office is not null and appointment_date between :seriesFrom and :upcomingTo
       group by 1
     ), lab as (
       select o.office, sum(p.amount_cents)::bigint as lab_cents
       from payments p
       cross join lateral (
         select a.appointment_office as office from i693_applications a
         where a.lead_uuid = p.lead_uuid and a.appointment_office is not null
         order by a.appointment_date desc nulls last
         limit 1
       ) o
       where p.status = 'paid' and p.lead_uuid is not null and ${PAID_AT} >= ${dayStart('seriesFrom')} and ${PAID_AT} < ${dayStart('tomorrow')}
       group by 1
     )
     select f.code as office, f.name as office_name, coalesce(v.appointment_count, 0) as appointment_count,
       coalesce(v.upcoming_count, 0) as upcoming_count, coalesce(l.lab_cents, 0) as lab_cents
     from offices f left join visits v on v.office = f.code left join lab l on l.office = f.code
     order by f.name`,
    bindings(w),
  );
  return result.map((r) => ({ ...r, lab_cents: Number(r.lab_cents) }));
}

export interface OfficeCityRow {
  office: string;
  office_name: string;
  office_total: number;
  client_city: string;
  count: number;
}

/**
 * The visits of the 30-day window per office with its top client cities (the city of the client's
 * I-693 address, compared without case or surrounding spaces): one row per office and city, at most
 * TOP_CITIES_PER_OFFICE per office, most visited offices and cities first.
 */
export async function officeVisitsByCity(db: Db, w: FeedWindow): Promise<OfficeCityRow[]> {
  return rows<OfficeCityRow>(
    db,
    `with per_city as (
       select appointment_office as office, lower(trim(city)) as city_key, min(trim(city)) as city, count(*)::int as count
       from i693_applications
       where appointment_office is not null and appointment_date between :seriesFrom and :today
       group by 1, 2
     ), ranked as (
       select office, city, count,
         sum(count) over (partition by office)::int as office_total,
         row_number() over (partition by office order by count desc, city_key) as rank
       from per_city
     )
     select r.office, coalesce(f.name, r.office) as office_name, r.office_total,
       coalesce(nullif(initcap(r.city), ''), 'Unknown') as client_city, r.count
     from ranked r left join offices f on f.code = r.office
     where r.rank <= :topCities
     order by r.office_total desc, r.office, r.rank`,
    { ...bindings(w), topCities: TOP_CITIES_PER_OFFICE },
  );
}

export interface LabsVsLeadsRow {
  date: string;
  labs: number;
  leads: number;
}

/**
 * Paid lab orders and new leads per day of the 30-day window (days without any are zeros). Leads the
 * system made for a payment or form from an unknown e-mail are not counted: they would mirror the labs.
 */
export async function labsVsLeads(db: Db, w: FeedWindow): Promise<LabsVsLeadsRow[]> {
  return rows<LabsVsLeadsRow>(
    db,
    `with days as (
       select d::date as day from generate_series(cast(:seriesFrom as date), cast(:today as date), interval '1 day') as d
     ), labs as (
       select (${PAID_AT} at time zone :tz)::date as day, count(*)::int as n from payments p
       where p.status = 'paid' and ${PAID_AT} >= ${dayStart('seriesFrom')} and ${PAID_AT} < ${dayStart('tomorrow')}
       group by 1
     ), new_leads as (
       select (created_on at time zone :tz)::date as day, count(*)::int as n from leads
       where not is_system_generated and created_on >= ${dayStart('seriesFrom')} and created_on < ${dayStart('tomorrow')}
       group by 1
     )
     select to_char(days.day, 'YYYY-MM-DD') as date, coalesce(labs.n, 0) as labs, coalesce(new_leads.n, 0) as leads
     from days left join labs using (day) left join new_leads using (day)
     order by days.day`,
    bindings(w),
  );
}

export type LabSeriesRow = { date: number } & Record<(typeof LAB_SERIES_TESTS)[number]['key'], number>;

/**
 * Per day of the 10-day window (epoch seconds of its start), the paid orders holding each test of
 * LAB_SERIES_TESTS; an order holding a test twice (a bundle and a single test) counts once.
 */
export async function labSeries(db: Db, w: FeedWindow): Promise<LabSeriesRow[]> {
  const patterns: Record<string, string[]> = {};
  const columns = LAB_SERIES_TESTS.map(({ key, patterns: words }) => {
    patterns[`${key}Patterns`] = words.map((word) => `%${word}%`);
    return `count(distinct uuid) filter (where name ilike any(cast(:${key}Patterns as text[])))::int as ${key}`;
  });
  const keys = LAB_SERIES_TESTS.map(({ key }) => `coalesce(per_day.${key}, 0) as ${key}`);
  return rows<LabSeriesRow>(
    db,
    `with days as (
       select d::date as day from generate_series(cast(:labSeriesFrom as date), cast(:today as date), interval '1 day') as d
     ), tests as (
       select (${PAID_AT} at time zone :tz)::date as day, p.uuid, ${TEST_NAME} as name
       from payments p cross join lateral jsonb_array_elements(p.tests) as t(test)
       where p.status = 'paid' and ${PAID_AT} >= ${dayStart('labSeriesFrom')} and ${PAID_AT} < ${dayStart('tomorrow')}
     ), per_day as (
       select day, ${columns.join(', ')} from tests group by day
     )
     select extract(epoch from days.day::timestamp at time zone :tz)::float8 as date, ${keys.join(', ')}
     from days left join per_day using (day)
     order by days.day`,
    { ...bindings(w), ...patterns },
  );
}
