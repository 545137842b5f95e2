import { lazyPage, type RemotePages } from '@clinic/platform';
import { NS } from '../texts/namespace';

/**
 * The page of each contracts route (by route name) this remote owns. Each page loads on first use,
 * in a chunk of its own, together with the text namespaces it shows (in the current language).
 */
export const PAGES: RemotePages = {
  home: lazyPage(async () => (await import('./HomePage')).HomePage, [NS.pages]),
  appointments: lazyPage(async () => (await import('./AppointmentsPage')).AppointmentsPage, [NS.pages, NS.faq]),
  faqs: lazyPage(async () => (await import('./FaqsPage')).FaqsPage, [NS.pages, NS.faq]),
  'privacy-policy': lazyPage(async () => (await import('./PrivacyPolicyPage')).PrivacyPolicyPage, [NS.legal]),
  'terms-of-service': lazyPage(async () => (await import('./TermsOfServicePage')).TermsOfServicePage, [NS.legal]),
  maintenance: lazyPage(async () => (await import('./MaintenancePage')).MaintenancePage, [NS.pages]),
  'pre-checkout': lazyPage(async () => (await import('./PreCheckoutPage')).PreCheckoutPage, [NS.forms]),
  'checkout-confirmation': lazyPage(async () => (await import('./CheckoutConfirmationPage')).CheckoutConfirmationPage, [NS.pages]),
};
