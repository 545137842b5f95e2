/**
 * GET /users/dashboard/ per role against a real database seeded as on a first start (demo data with
 * its paid lab orders): admins get every figure, external staff the Labs Vs Leads series alone,
 * other staff no figures.
 */
import { DASHBOARD_SERIES_DAYS, LAB_SERIES_DAYS, OFFICES, PAYMENTS_PAGE_SIZE, type AdminDashboardFeed, type DashboardFeed } from '@clinic/contracts';
import { signIn, startTestCore, type TestCore } from '../../test-support';
import { DEMO_LAB_ORDER_DAYS_AGO, seedDemoLabOrders } from '../../db/demo/lab-orders';

jest.setTimeout(120_000);

let core: TestCore;
beforeAll(async () => {
  core = await startTestCore();
});
afterAll(async () => {
  await core.close();
});

async function dashboard(user: 'admin' | 'staff' | 'ext'): Promise<{ status: number; text: string; feed: DashboardFeed; cacheControl: string | null }> {
  const res = await fetch(`${core.api}/users/dashboard/`, { headers: { authorization: `Bearer ${await signIn(core, user)}` } });
  const text = await res.text();
  return { status: res.status, text, feed: JSON.parse(text) as DashboardFeed, cacheControl: res.headers.get('cache-control') };
}

describe('GET /users/dashboard/', () => {
  it('gives admins every figure, with the demo lab orders counted right after the first start', async () => {
    const { status, feed, cacheControl } = await dashboard('admin');
    expect(status).toBe(200);
    expect(cacheControl).toBe('no-store');
    expect(feed.view).toBe('admin');
    const admin = feed as AdminDashboardFeed;
    // Three demo orders were paid minutes before the start and two yesterday (all five in these two days, whatever the hour).
    expect(admin.lab_tests_booked + admin.lab_tests_booked_yesterday).toBe(5);
    expect(admin.lab_tests_booked_amount + admin.lab_tests_booked_amount_yesterday).toBeGreaterThan(0);
    expect(admin.lab_tests_booked_year).toBeGreaterThanOrEqual(admin.lab_tests_booked_month);
    expect(admin.lab_tests_booked_month).toBeGreaterThanOrEqual(admin.lab_tests_booked);
    expect(admin.today_applications).toBeGreaterThanOrEqual(0);
    expect(admin.pending_applications).toBeGreaterThan(0);
    expect(admin.products_performance.length).toBeGreaterThan(0);
    expect(admin.office_performance.map((o) => o.office)).toEqual([...OFFICES].sort((a, b) => a.label.localeCompare(b.label)).map((o) => o.value));
    expect(admin.labs_vs_leads.labs).toHaveLength(DASHBOARD_SERIES_DAYS);
    expect(admin.labs_vs_leads.labs.at(-1)).toEqual({ date: admin.practice_day, total_count: admin.lab_tests_booked });
    expect(admin.lab_series_10_days.tb).toHaveLength(LAB_SERIES_DAYS);
    expect(admin.office_detailed_performance.total_visits_30).toBeGreaterThan(0);
    for (const office of admin.office_detailed_performance.thirty_days_breakdown) {
      expect(office.cities.length).toBeLessThanOrEqual(5);
      expect(office.cities.reduce((n, c) => n + c.count, 0)).toBeLessThanOrEqual(office.office_total);
    }
  });

  it('gives external staff the Labs Vs Leads series and never the admin figures', async () => {
    const ext = await dashboard('ext');
    expect(ext.status).toBe(200);
    expect(Object.keys(ext.feed).sort()).toEqual(['labs_vs_leads', 'practice_day', 'view']);
    expect(ext.feed.view).toBe('ext_staff');
    for (const figure of [
      'lab_tests_booked',
      'amount',
      'applications',
      'closed_cases',
      'products_performance',
      'office_performance',
      'office_detailed_performance',
      'lab_series_10_days',
    ]) {
      expect(ext.text).not.toContain(figure);
    }
    const admin = (await dashboard('admin')).feed as AdminDashboardFeed;
    expect(ext.feed).toEqual({ view: 'ext_staff', practice_day: admin.practice_day, labs_vs_leads: admin.labs_vs_leads });
  });

  it('gives other staff no figures (the dashboard loads only for admin or ext_staff)', async () => {
    const staff = await dashboard('staff');
    expect(staff.status).toBe(200);
    expect(staff.feed).toEqual({ view: 'staff' });
  });

  it('refuses a caller without a staff token', async () => {
    const res = await fetch(`${core.api}/users/dashboard/`);
    expect(res.status).toBe(401);
  });
});

describe('demo lab orders', () => {
  it('fill more than one page of the Orders screen and are seeded once', async () => {
    const paid = await core.knex('payments').where({ status: 'paid' }).whereLike('provider_ref', 'demo-lab-order-%').count<{ c: string }[]>('* as c');
    expect(Number(paid[0]!.c)).toBe(DEMO_LAB_ORDER_DAYS_AGO.length);
    expect(DEMO_LAB_ORDER_DAYS_AGO.length).toBeGreaterThan(PAYMENTS_PAGE_SIZE);
    expect(await core.knex.transaction((trx) => seedDemoLabOrders(trx))).toBe(0);
  });
});
