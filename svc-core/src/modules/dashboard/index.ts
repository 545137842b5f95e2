/** The dashboard module's face: what other modules may import from it. */
export { dashboardRoutes } from './routes';
