/** The public-booking module's face: what other modules may import from it. */
export { publicBookingRoutes } from './routes';
