import type { Payment } from '@clinic/contracts';

const STRIPE_DASHBOARD = 'https://dashboard.stripe.com';

/**
 * The payment in its provider's dashboard (back-office.md 2.7), or null when it has none (the
 * local provider). Payment ids open the payment's page; other Stripe ids (svc-core keeps the
 * Checkout Session id, `cs_...`) open the dashboard's search for that id. Test-mode ids open the
 * test dashboard.
 */
export function paymentDashboardUrl(payment: Pick<Payment, 'provider' | 'provider_ref'>): string | null {
  const ref = payment.provider_ref?.trim();
  if (payment.provider !== 'stripe' || !ref) return null;
  const base = ref.includes('_test_') ? `${STRIPE_DASHBOARD}/test` : STRIPE_DASHBOARD;
  const id = encodeURIComponent(ref);
  return /^(pi|ch|py)_/.test(ref) ? `${base}/payments/${id}` : `${base}/search?query=${id}`;
}
