import { lazyPage, type RemotePages } from '@clinic/platform';
import { NS } from '../texts';

/**
 * The page of each contracts route (by route name) this remote owns. Each page loads on first use,
 * in a chunk of its own, with the text namespace it shows.
 */
export const PAGES: RemotePages = {
  i693: lazyPage(async () => (await import('./I693Page')).I693Page, [NS.public]),
  'i693-form': lazyPage(async () => (await import('./I693FormPage')).I693FormPage, [NS.public]),
  'admin-i693-applications': lazyPage(async () => (await import('./I693ApplicationsPage')).I693ApplicationsPage, [NS.staff]),
};
