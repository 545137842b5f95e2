/** The offices module's face: what other modules may import from it. */
export { insertMissingOffices, listOffices, officeExists } from './repo';
export { officeRoutes } from './routes';
