import { lazyPage, type LoadedPage, type RemotePages } from '@clinic/platform';
import { TEXT_NAMESPACE } from '../texts/namespace';

const page = (load: () => Promise<LoadedPage>) => lazyPage(TEXT_NAMESPACE, load);

/**
 * The page of each contracts route (by route name) this remote owns. Each page and the feature texts
 * it needs beyond PAGE_TEXTS (registered at bootstrap) load on first use, in chunks of their own.
 */
export const PAGES: RemotePages = {
  home: page(async () => ({ page: (await import('./HomePage')).HomePage })),
  appointments: page(async () => {
    const [{ AppointmentsPage }, { FORM_TEXTS }, { FAQ_TEXTS }] = await Promise.all([import('./AppointmentsPage'), import('../texts/forms'), import('../texts/faq')]);
    return { page: AppointmentsPage, texts: [FORM_TEXTS, FAQ_TEXTS] };
  }),
  faqs: page(async () => {
    const [{ FaqsPage }, { FAQ_TEXTS }] = await Promise.all([import('./FaqsPage'), import('../texts/faq')]);
    return { page: FaqsPage, texts: [FAQ_TEXTS] };
  }),
  'privacy-policy': page(async () => {
    const [{ PrivacyPolicyPage }, { LEGAL_TEXTS }] = await Promise.all([import('./PrivacyPolicyPage'), import('../texts/legal')]);
    return { page: PrivacyPolicyPage, texts: [LEGAL_TEXTS] };
  }),
  'terms-of-service': page(async () => {
    const [{ TermsOfServicePage }, { LEGAL_TEXTS }] = await Promise.all([import('./TermsOfServicePage'), import('../texts/legal')]);
    return { page: TermsOfServicePage, texts: [LEGAL_TEXTS] };
  }),
  maintenance: page(async () => ({ page: (await import('./MaintenancePage')).MaintenancePage })),
  'pre-checkout': page(async () => {
    const [{ PreCheckoutPage }, { FORM_TEXTS }] = await Promise.all([import('./PreCheckoutPage'), import('../texts/forms')]);
    return { page: PreCheckoutPage, texts: [FORM_TEXTS] };
  }),
  'checkout-confirmation': page(async () => ({ page: (await import('./CheckoutConfirmationPage')).CheckoutConfirmationPage })),
};
