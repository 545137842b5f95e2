/** The appointment-requests module's face: what other modules may import from it. */
export { appointmentRequestsRoutes } from './routes';
