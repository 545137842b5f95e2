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

let markAttached: () => void = () => undefined;
const attached = new Promise<void>((resolve) => {
  markAttached = resolve;
});

/** Puts the outlet into `host` (the chrome's RemoteOutlet). */
export function attachOutlet(host: HTMLElement): void {
  host.appendChild(getOutletElement());
  markAttached();
}

/** Resolves once the chrome has first put the outlet in the page. */
export function outletAttached(): Promise<void> {
  return attached;
}
