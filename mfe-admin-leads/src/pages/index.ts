import type { RemotePages } from '@clinic/platform';
import { AppointmentRequestsPage } from './AppointmentRequestsPage';
import { ClientsPage } from './ClientsPage';
import { DashboardPage } from './DashboardPage';
import { OrdersPage } from './OrdersPage';
import { SettingsPage } from './SettingsPage';
import { StaffPage } from './StaffPage';

/** The page of each contracts route (by route name) this remote owns. */
export const PAGES: RemotePages = {
  admin: DashboardPage,
  'appointment-requests': AppointmentRequestsPage,
  'admin-clients': ClientsPage,
  orders: OrdersPage,
  'admin-staff': StaffPage,
  'admin-settings': SettingsPage,
};
