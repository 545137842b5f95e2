import { useSyncExternalStore } from 'react';

/**
 * The browser location as React sees it, shared by the shell and every remote (one listener set,
 * since the platform is a singleton). It changes on browser back/forward (`popstate`), on every
 * single-spa navigation (`single-spa:routing-event`, pushState included) and when a caller that
 * rewrote the history itself calls `notifyLocationChange()`.
 */
const listeners = new Set<() => void>();

export function notifyLocationChange(): void {
  for (const listener of [...listeners]) listener();
}

export function subscribeToLocation(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener('popstate', notifyLocationChange);
    window.addEventListener('single-spa:routing-event', notifyLocationChange);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('popstate', notifyLocationChange);
      window.removeEventListener('single-spa:routing-event', notifyLocationChange);
    }
  };
}

const pathSnapshot = (): string => window.location.pathname;
const locationSnapshot = (): string => `${window.location.pathname}${window.location.search}`;

/** The current pathname; re-renders only when it changes. */
export function useCurrentPath(): string {
  return useSyncExternalStore(subscribeToLocation, pathSnapshot, pathSnapshot);
}

export interface CurrentLocation {
  pathname: string;
  /** The query string with its leading `?`, or ''. */
  search: string;
}

/** The current pathname and query; re-renders when either changes. */
export function useCurrentLocation(): CurrentLocation {
  const value = useSyncExternalStore(subscribeToLocation, locationSnapshot, locationSnapshot);
  const at = value.indexOf('?');
  return at === -1 ? { pathname: value, search: '' } : { pathname: value.slice(0, at), search: value.slice(at) };
}
