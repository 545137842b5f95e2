/** The staff-accounts module's face: what other modules may import from it. */
export { lockAccount, recordSignIn, STAFF_ACCOUNT_ENTITY } from './repo';
export { accountIdParam, actorOf } from './request';
export { staffAccountsRoutes } from './routes';
export { createAdminWithPassword, toStaffAccount, type Actor } from './service';
export { staffSessionCheck } from './session';
export { twoFactorRequiredFor } from './two-factor-policy';
