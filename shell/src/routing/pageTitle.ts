import { matchRoute, PRACTICE_NAME } from '@clinic/contracts';
import type { TFunction } from 'i18next';

/** The routes-namespace key of a path's title: the route's titleKey, or notFound for unknown paths. */
export function titleKeyFor(pathname: string): string {
  return matchRoute(pathname)?.route.titleKey ?? 'notFound';
}

/** document.title of a page: the translated route title, then the practice name. */
export function pageTitle(pathname: string, t: TFunction): string {
  return `${t(titleKeyFor(pathname), { ns: 'routes' })} | ${PRACTICE_NAME}`;
}
