import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigateTo } from '../routing/location';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
}

/** An anchor that navigates inside the single-spa page (plain clicks only; new-tab clicks work as usual). */
export function Link({ href, onClick, ...rest }: LinkProps) {
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (rest.target && rest.target !== '_self') return;
    event.preventDefault();
    navigateTo(href);
  };
  return <a href={href} onClick={handle} {...rest} />;
}
