/** The credentials module's face: what other modules may import from it. */
export { hashPassword, verifyPassword } from './passwords';
export { staffTokenOf } from './tokens';
