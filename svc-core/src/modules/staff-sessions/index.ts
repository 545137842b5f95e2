/** The staff-sessions module's face: what other modules may import from it. */
export { checkAndTouchSession, createSession, endSession, endSessionsOf, touchSession } from './repo';
