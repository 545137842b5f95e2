/** The users module's face: what other modules may import from it. */
export { findUserById, findUserByUsername, insertUserIfMissing, NO_PASSWORD, usernamesPresent, type NewUser, type UserRow } from './repo';
export { usersRoutes } from './routes';
export { toProfile } from './service';
