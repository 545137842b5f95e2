import { DEMO_PRACTICE_SETTINGS, type PublicPracticeSettings } from '@clinic/contracts';
import { reloadPracticeSettings } from '../settings/practiceSettings';
import { fakeResponse } from './fakes';

const { civil_surgeons: _surgeons, ...demo } = DEMO_PRACTICE_SETTINGS;
/** The demo practice's public settings, as `GET /site/settings/` serves them outside production. */
export const DEMO_PUBLIC_SETTINGS: PublicPracticeSettings = demo;

/** Makes the page read `settings` as the practice's public settings (the test's own fetch stays in place for every other call). */
export async function servePracticeSettings(settings: PublicPracticeSettings = DEMO_PUBLIC_SETTINGS): Promise<void> {
  const previous = globalThis.fetch;
  globalThis.fetch = (async () => fakeResponse({ body: settings })) as unknown as typeof fetch;
  try {
    await reloadPracticeSettings();
  } finally {
    globalThis.fetch = previous;
  }
}
