/**
 * The version of this platform (its package.json's, checked by a test), read at run time from the shared copy,
 * normally the shell's. Additive changes (a new export) bump the minor version, breaking ones the major: a remote
 * needs a shell whose platform has its major and at least its minor (`@clinic/platform/version-check`).
 */
export const PLATFORM_VERSION = '0.2.0';
