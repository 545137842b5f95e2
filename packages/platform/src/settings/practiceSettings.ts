import { parsePublicPracticeSettings, type PublicPracticeSettings, type RequiredPracticeSetting } from '@clinic/contracts';
import { useEffect, useSyncExternalStore } from 'react';
import { buildUrl } from '../api/client';
import { createStore } from '../session/createStore';

/*
 * The practice's public settings (`GET /site/settings/`), read once per page load for the shell and
 * every remote: this module lives in the platform singleton, so one request serves them all. The
 * server answers with an ETag, so the browser's cache revalidates it (304) on the next page load.
 * Null while loading or when the call fails: the parts that show a contact then show nothing.
 */

interface PracticeSettingsState {
  settings: PublicPracticeSettings | null;
  /** The required settings an admin has still to fill (`missing` of `GET /admin/settings/`); null until known. */
  missing: RequiredPracticeSetting[] | null;
}

const store = createStore<PracticeSettingsState>({ settings: null, missing: null });
let loading: Promise<PublicPracticeSettings | null> | null = null;

async function fetchPracticeSettings(): Promise<PublicPracticeSettings | null> {
  try {
    // A plain GET, without the API client's headers, in the credentials mode of the page's preload of the
    // same URL (the shell's index.html, crossorigin="anonymous"): the browser then answers it with that
    // preload, which starts before any script has run.
    const res = await fetch(buildUrl('/site/settings/'), { credentials: 'same-origin' });
    return res.ok ? parsePublicPracticeSettings(await res.json()) : null;
  } catch {
    return null;
  }
}

/** Starts the page's one read of the public settings (later calls share it). */
export function loadPracticeSettings(): Promise<PublicPracticeSettings | null> {
  loading ??= fetchPracticeSettings().then((settings) => {
    store.setState({ settings });
    return settings;
  });
  return loading;
}

/** Reads the public settings again, e.g. after an admin saved them, so the chrome shows the change at once. */
export function reloadPracticeSettings(): Promise<PublicPracticeSettings | null> {
  loading = null;
  return loadPracticeSettings();
}

/** The practice's public settings; null while loading or when they could not be read. */
export function usePracticeSettings(): PublicPracticeSettings | null {
  useEffect(() => void loadPracticeSettings(), []);
  return useSyncExternalStore(
    store.subscribe,
    () => store.getState().settings,
    () => store.getState().settings,
  );
}

/** Records what an admin has still to fill (the admin shell's notice shows it). */
export function setMissingPracticeSettings(missing: RequiredPracticeSetting[] | null): void {
  store.setState({ missing });
}

export function useMissingPracticeSettings(): RequiredPracticeSetting[] | null {
  return useSyncExternalStore(
    store.subscribe,
    () => store.getState().missing,
    () => store.getState().missing,
  );
}
