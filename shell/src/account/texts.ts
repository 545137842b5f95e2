import { registerTextLoaders } from '@clinic/platform';

/** The i18n namespace of the sign-in code step, the account pages and the idle logoff: English whatever the page language (staff screens). */
export const ACCOUNT_NS = 'staff-account';

registerTextLoaders({ [ACCOUNT_NS]: () => import(/* webpackChunkName: "texts-staff-account-en" */ './texts/en') });
