/**
 * Where forced logouts navigate. Defaults to single-spa's router (window.singleSpaNavigate, set when
 * single-spa is loaded) so remotes re-route without a reload, else a full page load.
 */
export type Navigate = (url: string) => void;

declare global {
  interface Window {
    singleSpaNavigate?: (url: string) => void;
  }
}

const defaultNavigate: Navigate = (url) => {
  if (typeof window.singleSpaNavigate === 'function') window.singleSpaNavigate(url);
  else window.location.assign(url);
};

let current: Navigate = defaultNavigate;

export function setNavigate(navigate: Navigate | null): void {
  current = navigate ?? defaultNavigate;
}

export function navigate(url: string): void {
  current(url);
}
