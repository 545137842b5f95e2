/** The locations module's face: what other modules may import from it. */
export { insertMissingLocations } from './repo';
