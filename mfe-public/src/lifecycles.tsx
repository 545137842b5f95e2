import { createRemoteApp } from '@clinic/platform';
import { PAGES } from './pages';
import { TEXTS } from './texts';

/** The single-spa lifecycles exposed as `./app` (and `preload`, the page's early download); the shell mounts them into `props.domElement`. */
export const { bootstrap, mount, unmount, preload } = createRemoteApp({ name: 'mfe-public', pages: PAGES, texts: TEXTS });
