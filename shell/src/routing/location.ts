import { useSyncExternalStore } from 'react';
import { navigateToUrl } from 'single-spa';

/** The browser location as React sees it: pathname plus query, updated on every single-spa or history navigation. */
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener('popstate', notify);
    window.addEventListener('single-spa:routing-event', notify);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('popstate', notify);
      window.removeEventListener('single-spa:routing-event', notify);
    }
  };
}

function snapshot(): string {
  return `${window.location.pathname}${window.location.search}`;
}

export interface CurrentLocation {
  pathname: string;
  search: string;
}

export function useCurrentLocation(): CurrentLocation {
  const value = useSyncExternalStore(subscribe, snapshot, snapshot);
  const at = value.indexOf('?');
  return at === -1 ? { pathname: value, search: '' } : { pathname: value.slice(0, at), search: value.slice(at) };
}

/**
 * Client-side navigation through single-spa (which re-evaluates which remote is active). `replace`
 * swaps the history entry, used for redirects so Back does not return to the refused page.
 */
export function navigateTo(url: string, options: { replace?: boolean } = {}): void {
  if (options.replace) window.history.replaceState(window.history.state, '', url);
  else navigateToUrl(url);
  notify();
}

/** Only same-site paths are followed after sign-in (no //host or scheme: an open redirect otherwise). */
export function safeNextPath(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  return next;
}
