/** The i693/applications module's face: what other modules may import from it. */
export { i693ApplicationRoutes } from './routes';
export { toApplication } from './service';
