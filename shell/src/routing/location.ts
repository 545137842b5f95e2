import { notifyLocationChange } from '@clinic/platform';
import { navigateToUrl } from 'single-spa';

/**
 * Client-side navigation through single-spa (which re-evaluates which remote is active). `replace`
 * swaps the history entry, used for redirects so Back does not return to the refused page.
 */
export function navigateTo(url: string, options: { replace?: boolean } = {}): void {
  if (options.replace) window.history.replaceState(window.history.state, '', url);
  else navigateToUrl(url);
  notifyLocationChange();
}

/** Only same-site paths are followed after sign-in (no //host or scheme: an open redirect otherwise). */
export function safeNextPath(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  return next;
}
