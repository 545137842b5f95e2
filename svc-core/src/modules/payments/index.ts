/** The payments module's face: what other modules may import from it. */
export { type PaymentRow } from './repo';
export { paymentsRoutes, paymentWebhookRoutes } from './routes';
export { testLines, testNames } from './tests-snapshot';
