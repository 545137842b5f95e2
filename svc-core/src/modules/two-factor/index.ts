/** The two-factor module's face: what other modules may import from it. */
export { twoFactorRoutes } from './routes';
export { sessionInfo, verifySignInCode, type TwoFactorDeps } from './service';
