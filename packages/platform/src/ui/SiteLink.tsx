import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigate } from '../api/navigation';
import { notifyLocationChange } from '../remote/location';

export interface SiteLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
}

/**
 * A link to another page of the site that navigates inside the single-spa page (no reload); new-tab
 * and modified clicks behave as usual. A page change without an anchor starts at the top of the page.
 */
export function SiteLink({ href, onClick, children, ...rest }: SiteLinkProps) {
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (rest.target && rest.target !== '_self') return;
    event.preventDefault();
    const samePage = new URL(href, window.location.href).pathname === window.location.pathname;
    navigate(href);
    // Listeners (titles, active menu item, pages) follow at once, before single-spa's routing event.
    notifyLocationChange();
    if (!href.includes('#') && !samePage) window.scrollTo({ top: 0 });
  };
  return (
    <a href={href} onClick={handle} {...rest}>
      {children}
    </a>
  );
}
