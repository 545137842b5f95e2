import type { RemotePages } from '@clinic/platform';
import { AppointmentsPage } from './AppointmentsPage';
import { CheckoutConfirmationPage } from './CheckoutConfirmationPage';
import { FaqsPage } from './FaqsPage';
import { HomePage } from './HomePage';
import { MaintenancePage } from './MaintenancePage';
import { PreCheckoutPage } from './PreCheckoutPage';
import { PrivacyPolicyPage } from './PrivacyPolicyPage';
import { TermsOfServicePage } from './TermsOfServicePage';

/** The page of each contracts route (by route name) this remote owns. */
export const PAGES: RemotePages = {
  home: HomePage,
  appointments: AppointmentsPage,
  faqs: FaqsPage,
  'privacy-policy': PrivacyPolicyPage,
  'terms-of-service': TermsOfServicePage,
  maintenance: MaintenancePage,
  'pre-checkout': PreCheckoutPage,
  'checkout-confirmation': CheckoutConfirmationPage,
};
