import { createRemoteApp } from '@clinic/platform';
import { PAGES } from './pages';
import { PAGE_TEXTS } from './texts/pages';

/** The single-spa lifecycles exposed as `./app`; the shell mounts them into `props.domElement`. */
export const { bootstrap, mount, unmount } = createRemoteApp({ name: 'mfe-public', pages: PAGES, texts: PAGE_TEXTS });
