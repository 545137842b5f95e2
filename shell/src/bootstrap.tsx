import { i18n, initI18n, sessionStore, setNavigate, setRemoteModuleLoader, subscribeStaffSession } from '@clinic/platform';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { addErrorHandler, getAppStatus, start, triggerAppChange } from 'single-spa';
import { App } from './chrome/App';
import { loadRemoteExpose } from './remotes/federation';
import { registerRemoteApplications } from './remotes/register';
import { navigateTo } from './routing/location';

async function main(): Promise<void> {
  // The chrome's texts of the start language, before the first render.
  await initI18n();
  // Forced logouts of the API client navigate inside the single-spa page.
  setNavigate((url) => navigateTo(url));
  // A remote showing a part of another (the I-693 page's appointment request form) loads it through the shell.
  setRemoteModuleLoader((remote, module) => loadRemoteExpose(remote, module));

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  // Rendered synchronously so the outlet is in the page before any remote mounts.
  flushSync(() =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <App />
      </I18nextProvider>,
    ),
  );

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
