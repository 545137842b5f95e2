import { matchRoute } from '@clinic/contracts';
import type { TFunction } from 'i18next';

/** The routes-namespace key of a path's title: the route's titleKey, or notFound for unknown paths. */
export function titleKeyFor(pathname: string): string {
  return matchRoute(pathname)?.route.titleKey ?? 'notFound';
}

/** document.title of a page: the translated route title, then the practice name when it is known. */
export function pageTitle(pathname: string, t: TFunction, practiceName: string): string {
  const title = t(titleKeyFor(pathname), { ns: 'routes' });
  return practiceName ? `${title} | ${practiceName}` : title;
}
