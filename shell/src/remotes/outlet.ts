/**
 * The element remotes mount into (`#single-spa-outlet`). It is created once, outside React, and the
 * chrome attaches it wherever the layout puts the page content, so switching between the public and
 * the admin layout moves the mounted remote instead of destroying it.
 */
export const OUTLET_ID = 'single-spa-outlet';

let outlet: HTMLElement | null = null;

export function getOutletElement(): HTMLElement {
  if (!outlet) {
    outlet = document.createElement('div');
    outlet.id = OUTLET_ID;
  }
  return outlet;
}
