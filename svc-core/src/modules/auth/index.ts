/** The auth module's face: what other modules may import from it. */
export { authRoutes } from './routes';
export { staffSessionRoutes } from './session-routes';
