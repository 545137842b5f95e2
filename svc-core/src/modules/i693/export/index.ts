/** The i693/export module's face: what other modules may import from it. */
export { i693ExportRoutes } from './routes';
