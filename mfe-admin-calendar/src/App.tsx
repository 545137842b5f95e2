import { matchRoute } from '@clinic/contracts';
import { useSyncExternalStore, type ComponentType } from 'react';
import { DoctorAvailabilityPage } from './pages/DoctorAvailabilityPage';
import type { PageProps } from './pages/types';

export const REMOTE_NAME = 'mfe-admin-calendar';

/** The page of each contracts route (by route name) this remote owns. */
export const PAGES: Record<string, ComponentType<PageProps>> = {
  'admin-doctor-availability': DoctorAvailabilityPage,
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
