/** The payment-documents module's face: what other modules may import from it. */
export { paymentDocumentRoutes } from './routes';
