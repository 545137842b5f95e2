import { i18n, initI18n, loadPracticeSettings, sessionStore, setNavigate, setRemoteModuleLoader, subscribeStaffSession } from '@clinic/platform';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { addErrorHandler, getAppStatus, start, triggerAppChange } from 'single-spa';
import { App } from './chrome/App';
import { loadRemoteExpose } from './remotes/federation';
import { outletAttached } from './remotes/outlet';
import { preloadActiveRemote, registerRemoteApplications } from './remotes/register';
import { navigateTo } from './routing/location';

async function main(): Promise<void> {
  preloadActiveRemote();
  // The chrome's texts of the start language, and the practice's settings (the banner's and the footer's
  // contacts), before the first render: they load side by side, and the chrome does not grow when they arrive.
  await Promise.all([initI18n(), loadPracticeSettings()]);
  // Forced logouts of the API client navigate inside the single-spa page.
  setNavigate((url) => navigateTo(url));
  // A remote showing a part of another (the I-693 page's appointment request form) loads it through the shell.
  setRemoteModuleLoader((remote, module) => loadRemoteExpose(remote, module));

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  // Rendered as a transition, so React renders in slices and the page stays responsive meanwhile (no
  // long task); single-spa starts once the outlet is in the page, before any remote mounts.
  startTransition(() =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <App />
      </I18nextProvider>,
    ),
  );
  await outletAttached();

  registerRemoteApplications();
  addErrorHandler((error) => {
    console.error(`[shell] ${error.appOrParcelName} is ${getAppStatus(error.appOrParcelName) ?? 'unknown'}`, error);
  });

  // Whether a guarded remote may be active depends on the session: re-check when it changes.
  let last = sessionStore.getState();
  sessionStore.subscribe(() => {
    const next = sessionStore.getState();
    if (next.token !== last.token || next.user !== last.user) void triggerAppChange();
    last = next;
  });

  // A pending two-factor enrolment keeps the remotes closed until it is confirmed.
  subscribeStaffSession(() => void triggerAppChange());

  start({ urlRerouteOnly: true });
}

main().catch((error: unknown) => {
  console.error('[shell] failed to start', error);
});
