import { preloadPublicPageRemote } from './remotes/preload';

preloadPublicPageRemote(window.location.pathname);

// The asynchronous boundary Module Federation needs before shared modules (react, i18next, ...) are used.
import('./bootstrap').catch((error: unknown) => {
  console.error('[shell] failed to start', error);
});
