import type { RemotePages } from '@clinic/platform';
import { I693ApplicationsPage } from './I693ApplicationsPage';
import { I693FormPage } from './I693FormPage';
import { I693Page } from './I693Page';

/** The page of each contracts route (by route name) this remote owns. */
export const PAGES: RemotePages = {
  i693: I693Page,
  'i693-form': I693FormPage,
  'admin-i693-applications': I693ApplicationsPage,
};
