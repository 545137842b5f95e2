import { navigate } from '@clinic/platform';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

export interface InternalLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
}

/**
 * A link to another page of the site that navigates inside the single-spa page (no reload); new-tab
 * and modified clicks behave as usual. A page change without an anchor starts at the top of the page.
 */
export function InternalLink({ href, onClick, ...rest }: InternalLinkProps) {
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (rest.target && rest.target !== '_self') return;
    event.preventDefault();
    const samePage = new URL(href, window.location.href).pathname === window.location.pathname;
    navigate(href);
    if (!href.includes('#') && !samePage) window.scrollTo({ top: 0 });
  };
  return <a href={href} onClick={handle} {...rest} />;
}
