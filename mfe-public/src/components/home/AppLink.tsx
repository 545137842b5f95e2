import { navigate } from '@clinic/platform';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

export interface AppLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
}

/** A link to another page of the site, followed through single-spa without a reload (new-tab clicks work as usual). */
export function AppLink({ href, onClick, ...rest }: AppLinkProps) {
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (rest.target && rest.target !== '_self') return;
    event.preventDefault();
    navigate(href);
  };
  return <a href={href} onClick={handle} {...rest} />;
}
