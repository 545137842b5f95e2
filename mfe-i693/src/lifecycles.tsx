import { createRemoteApp } from '@clinic/platform';
import { requirePlatform } from '@clinic/platform/version-check';
import { PAGES } from './pages';
import { TEXTS } from './texts';

/**
 * The single-spa lifecycles exposed as `./app`; the shell mounts them into `props.domElement`. In a shell whose
 * platform is older than the one this build needs, they show that instead (requirePlatform).
 */
export const { bootstrap, mount, unmount } = requirePlatform('mfe-i693', () => createRemoteApp({ name: 'mfe-i693', pages: PAGES, texts: TEXTS }));
