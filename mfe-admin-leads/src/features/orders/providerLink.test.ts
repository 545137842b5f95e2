import { paymentDashboardUrl } from './providerLink';

describe("a payment's link to its provider's dashboard", () => {
  it.each([
    ['stripe', 'pi_3PQx9a2eZvKYlo2C1a2b3c4d', 'https://dashboard.stripe.com/payments/pi_3PQx9a2eZvKYlo2C1a2b3c4d'],
    ['stripe', 'cs_live_a1B2c3D4', 'https://dashboard.stripe.com/search?query=cs_live_a1B2c3D4'],
    ['stripe', 'cs_test_a1B2c3D4', 'https://dashboard.stripe.com/test/search?query=cs_test_a1B2c3D4'],
    ['stripe', null, null],
    ['stripe', ' ', null],
    ['local', 'local_5b1d0f4e', null],
  ])('%s payment %j links to %j', (provider, ref, url) => {
    expect(paymentDashboardUrl({ provider, provider_ref: ref })).toBe(url);
  });
});
