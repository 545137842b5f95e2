import { createRemoteApp } from '@clinic/platform';
import { PAGES } from './pages';
import { TEXTS } from './texts';

/** The single-spa lifecycles exposed as `./app`; the shell mounts them into `props.domElement`. */
export const { bootstrap, mount, unmount } = createRemoteApp({ name: 'mfe-public', pages: PAGES, texts: TEXTS });
