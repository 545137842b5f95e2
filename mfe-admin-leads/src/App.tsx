import { matchRoute } from '@clinic/contracts';
import { useSyncExternalStore, type ComponentType } from 'react';
import { AppointmentRequestsPage } from './pages/AppointmentRequestsPage';
import { ClientsPage } from './pages/ClientsPage';
import { DashboardPage } from './pages/DashboardPage';
import { OrdersPage } from './pages/OrdersPage';
import type { PageProps } from './pages/types';

export const REMOTE_NAME = 'mfe-admin-leads';

/** The page of each contracts route (by route name) this remote owns. */
export const PAGES: Record<string, ComponentType<PageProps>> = {
  admin: DashboardPage,
  'appointment-requests': AppointmentRequestsPage,
  'admin-clients': ClientsPage,
  orders: OrdersPage,
};

/** History changes: browser back/forward and every single-spa navigation (pushState included). */
function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener('single-spa:routing-event', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('single-spa:routing-event', onChange);
  };
}

const currentPath = () => window.location.pathname;

/** Renders the page of the current URL and follows history navigation. */
export function App() {
  const pathname = useSyncExternalStore(subscribe, currentPath);
  const match = matchRoute(pathname);
  const Page = match?.route.owner === REMOTE_NAME ? PAGES[match.route.name] : undefined;
  return match && Page ? <Page titleKey={match.route.titleKey} /> : null;
}
