/** The reviews module's face: what other modules may import from it. */
export { reviewsRoutes } from './routes';
export { insertMissingSeedReviews } from './seed';
