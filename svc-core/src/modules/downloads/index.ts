/** The downloads module's face: what other modules may import from it. */
export { downloadLink } from './links';
export { downloadRoutes } from './routes';
