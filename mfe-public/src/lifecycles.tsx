import { createRemoteApp } from '@clinic/platform';
import { requirePlatform } from '@clinic/platform/version-check';
import { PAGES } from './pages';
import { TEXTS } from './texts';

/**
 * The single-spa lifecycles exposed as `./app` (and `preload`, the page's early download); the shell mounts them into
 * `props.domElement`. In a shell whose platform is older than the one this build needs, they show that instead
 * (requirePlatform).
 */
export const { bootstrap, mount, unmount, preload } = requirePlatform('mfe-public', () => createRemoteApp({ name: 'mfe-public', pages: PAGES, texts: TEXTS }));
