import { matchRoute } from '@clinic/contracts';
import { useSyncExternalStore, type ComponentType } from 'react';
import { AppointmentsPage } from './pages/AppointmentsPage';
import { CheckoutConfirmationPage } from './pages/CheckoutConfirmationPage';
import { FaqsPage } from './pages/FaqsPage';
import { HomePage } from './pages/HomePage';
import { MaintenancePage } from './pages/MaintenancePage';
import { PreCheckoutPage } from './pages/PreCheckoutPage';
import { PrivacyPolicyPage } from './pages/PrivacyPolicyPage';
import { TermsOfServicePage } from './pages/TermsOfServicePage';
import type { PageProps } from './pages/types';

export const REMOTE_NAME = 'mfe-public';

/** The page of each contracts route (by route name) this remote owns. */
export const PAGES: Record<string, ComponentType<PageProps>> = {
  home: HomePage,
  appointments: AppointmentsPage,
  faqs: FaqsPage,
  'privacy-policy': PrivacyPolicyPage,
  'terms-of-service': TermsOfServicePage,
  maintenance: MaintenancePage,
  'pre-checkout': PreCheckoutPage,
  'checkout-confirmation': CheckoutConfirmationPage,
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
