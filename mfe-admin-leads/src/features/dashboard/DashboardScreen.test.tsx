import type { AdminDashboardFeed, DailyCount, EpochDayCount, ExtStaffDashboardFeed, LabsVsLeads } from '@clinic/contracts';
import { ApiRequestError } from '@clinic/platform';
import { startI18nWith } from '@clinic/platform/src/testing/texts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { DashboardPage } from '../../pages/DashboardPage';
import { TEXTS } from '../../texts';
import * as dashboardApi from './api';
import { DashboardScreen } from './DashboardScreen';

jest.mock('./api');
const apiMock = dashboardApi as jest.Mocked<typeof dashboardApi>;

const days = (n: number, counts: Record<number, number>): DailyCount[] =>
  Array.from({ length: n }, (_, i) => ({ date: `2025-03-${String(i + 1).padStart(2, '0')}`, total_count: counts[i] ?? 0 }));
const epochDays = (counts: Record<number, number>): EpochDayCount[] =>
  Array.from({ length: 10 }, (_, i) => ({ date: Date.parse(`2025-03-${String(i + 1).padStart(2, '0')}T08:00:00Z`) / 1000, total_count: counts[i] ?? 0 }));

const SERIES: LabsVsLeads = { labs: days(10, { 2: 1, 9: 2 }), leads: days(10, { 0: 1, 8: 1, 9: 1 }) };

const ADMIN: AdminDashboardFeed = {
  view: 'admin',
  practice_day: '2025-03-10',
  today_applications: 2,
  pending_applications: 4,
  closed_cases_current_month: 7,
  lab_tests_booked: 2,
  lab_tests_booked_amount: 305,
  lab_tests_booked_yesterday: 1,
  lab_tests_booked_amount_yesterday: 45,
  lab_tests_booked_month: 4,
  lab_tests_booked_amount_month: 445,
  lab_tests_booked_year: 14429,
  lab_tests_booked_amount_year: 1234567.5,
  products_performance: [
    { product: 'TB QuantiFERON-TB Gold Plus', booking_count: 2, amount: 95 },
    { product: 'Varicella (Chickenpox IgG) Immunity', booking_count: 1, amount: 45 },
  ],
  office_performance: [
    { office: 'fremont', office_name: 'Fremont', appointment_count: 0, upcoming_count: 1, lab_amount: 175 },
    { office: 'hayward', office_name: 'Hayward', appointment_count: 9, upcoming_count: 0, lab_amount: 130 },
  ],
  labs_vs_leads: SERIES,
  lab_series_10_days: { tb: epochDays({ 2: 1, 9: 2 }), syphilis: epochDays({ 9: 2 }), gonorrhea: epochDays({ 9: 1 }) },
  office_detailed_performance: {
    total_visits_30: 10,
    total_current_month_visits: 6,
    thirty_days_breakdown: [
      {
        office: 'hayward',
        office_name: 'Hayward',
        office_total: 9,
        cities: [
          { client_city: 'Hayward', count: 2 },
          { client_city: 'Union City', count: 2 },
        ],
      },
    ],
  },
};

const EXT: ExtStaffDashboardFeed = { view: 'ext_staff', practice_day: '2025-03-10', labs_vs_leads: SERIES };

const EMPTY_ADMIN: AdminDashboardFeed = {
  ...ADMIN,
  products_performance: [],
  office_performance: ADMIN.office_performance.map((o) => ({ ...o, appointment_count: 0, upcoming_count: 0, lab_amount: 0 })),
  labs_vs_leads: { labs: days(30, {}), leads: days(30, {}) },
  lab_series_10_days: { tb: epochDays({}), syphilis: epochDays({}), gonorrhea: epochDays({}) },
  office_detailed_performance: { total_visits_30: 0, total_current_month_visits: 0, thirty_days_breakdown: [] },
};

beforeAll(async () => {
  await startI18nWith(TEXTS);
});

afterEach(() => {
  jest.resetAllMocks();
});

/** The value shown under a figure's name. */
const figure = (list: HTMLElement, name: string) => within(list).getByText(name).parentElement!;

describe('Dashboard', () => {
  it('gives admins the Daily Numbers tab with the figures, both lab charts and the products table', async () => {
    apiMock.fetchDashboard.mockResolvedValue(ADMIN);
    render(<DashboardScreen />);
    const applications = await screen.findByRole('region', { name: 'I-693 Applications' });
    expect(figure(applications, 'Applications Today').textContent).toContain('2');
    expect(figure(applications, 'Pending Applications').textContent).toContain('4');
    expect(figure(applications, 'Closed Cases This Month').textContent).toContain('7');
    const labs = screen.getByRole('region', { name: 'Lab Tests Booked' });
    expect(figure(labs, 'Today').textContent).toBe('Today$305.002 orders');
    expect(figure(labs, 'Yesterday').textContent).toBe('Yesterday$45.001 order');
    expect(figure(labs, 'Year to Date').textContent).toBe('Year to Date$1,234,567.5014,429 orders');
    expect(screen.getByText('Figures for 03/10/2025 (Pacific time)')).toBeTruthy();

    expect(screen.getByRole('tab', { name: 'Daily Numbers' }).getAttribute('aria-selected')).toBe('true');
    const labsVsLeads = screen.getByRole('region', { name: 'Labs Vs Leads' });
    expect(within(labsVsLeads).getByText('In the last 30 days: 3 lab orders and 3 new leads.')).toBeTruthy();
    expect(within(labsVsLeads).getByText('Lab orders')).toBeTruthy();
    expect(labsVsLeads.querySelector('svg.recharts-surface')).not.toBeNull();
    const series = screen.getByRole('region', { name: 'Lab Tests, Last 10 Days' });
    expect(within(series).getByText('In the last 10 days: 3 orders with a TB test, 2 with syphilis, 1 with gonorrhea.')).toBeTruthy();
    expect(within(series).getByText('TB (QuantiFERON)')).toBeTruthy();

    const products = within(screen.getByRole('region', { name: 'Products Performance: table' }));
    expect(products.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'ProductOrdersAmount',
      'TB QuantiFERON-TB Gold Plus2$95.00',
      'Varicella (Chickenpox IgG) Immunity1$45.00',
    ]);
  });

  it('shows the Office Analysis tab: offices with visits, upcoming and lab amounts, and the top client cities', async () => {
    apiMock.fetchDashboard.mockResolvedValue(ADMIN);
    render(<DashboardScreen />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Office Analysis' }));
    const performance = screen.getByRole('region', { name: 'Office Performance' });
    expect(within(performance).getByText('9 visits in the last 30 days and 1 appointments in the next 30, over 2 offices.')).toBeTruthy();
    const rows = within(within(performance).getByRole('region', { name: 'Office Performance: table' }))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'OfficeVisits (last 30 days)Upcoming (next 30 days)Lab orders of its clients (last 30 days)',
      'Fremont01$175.00',
      'Hayward90$130.00',
    ]);
    const visits = screen.getByRole('region', { name: 'Office Visits, Last 30 Days' });
    expect(figure(visits, 'Visits in the Last 30 Days').textContent).toContain('10');
    expect(figure(visits, 'Visits This Month').textContent).toContain('6');
    expect(within(visits).getByText('Union City: 2')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Labs Vs Leads' })).toBeNull();
  });

  it('gives external staff only the Labs Vs Leads chart, refreshed on demand', async () => {
    apiMock.fetchDashboard.mockResolvedValueOnce(EXT);
    render(<DashboardScreen />);
    const card = await screen.findByRole('region', { name: 'Labs Vs Leads' });
    expect(within(card).getByText('In the last 30 days: 3 lab orders and 3 new leads.')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByText('Lab Tests Booked')).toBeNull();

    apiMock.fetchDashboard.mockResolvedValueOnce({ ...EXT, labs_vs_leads: { labs: days(10, { 9: 5 }), leads: days(10, {}) } });
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('In the last 30 days: 5 lab orders and 0 new leads.')).toBeTruthy();
    expect(apiMock.fetchDashboard).toHaveBeenCalledTimes(2);
  });

  it('tells other staff the figures are for admins and external staff', async () => {
    apiMock.fetchDashboard.mockResolvedValue({ view: 'staff' });
    render(<DashboardScreen />);
    expect(await screen.findByText(/The dashboard figures are shown to admins and external staff only\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull();
  });

  it('shows a loading state, then the error with Retry when the feed cannot be loaded', async () => {
    let fail: (err: unknown) => void = () => undefined;
    apiMock.fetchDashboard.mockReturnValueOnce(new Promise((_, reject) => (fail = reject)));
    render(<DashboardScreen />);
    expect(screen.getByRole('status').textContent).toBe('Loading the dashboard…');
    fail(new ApiRequestError(503, { error: 'SERVICE_UNAVAILABLE', msg: 'The service is busy.' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The service is busy.');

    apiMock.fetchDashboard.mockResolvedValueOnce(EXT);
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Labs Vs Leads' })).toBeTruthy();
  });

  it('keeps the figures shown when a refresh fails', async () => {
    apiMock.fetchDashboard.mockResolvedValueOnce(EXT);
    render(<DashboardScreen />);
    await screen.findByRole('region', { name: 'Labs Vs Leads' });
    apiMock.fetchDashboard.mockRejectedValueOnce(new Error('offline'));
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The figures could not be refreshed; the ones shown are from the last load.');
    expect(screen.getByText('In the last 30 days: 3 lab orders and 3 new leads.')).toBeTruthy();
  });

  it('says so when there is nothing to chart or list', async () => {
    apiMock.fetchDashboard.mockResolvedValue(EMPTY_ADMIN);
    render(<DashboardScreen />);
    expect(await screen.findByText('No lab orders or new leads in the last 30 days.')).toBeTruthy();
    expect(screen.getByText('No TB, syphilis or gonorrhea tests ordered in the last 10 days.')).toBeTruthy();
    expect(screen.getByText('No lab orders in the last 30 days.')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Office Analysis' }));
    expect(screen.getByText('No visits in the last 30 days and no appointments in the next 30.')).toBeTruthy();
    expect(screen.getByText('No office visits in the last 30 days.')).toBeTruthy();
  });

  it('loads the dashboard on the /admin page after its title and intro', async () => {
    apiMock.fetchDashboard.mockResolvedValue(EXT);
    render(<DashboardPage titleKey="dashboard" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByText("The practice's figures at a glance.")).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Labs Vs Leads' })).toBeTruthy());
  });
});
