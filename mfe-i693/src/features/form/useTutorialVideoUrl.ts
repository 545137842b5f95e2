import { explainerVideoFor } from '@clinic/contracts';
import { usePracticeSettings } from '@clinic/platform';
import { useTranslation } from 'react-i18next';

/** The watch page of a tutorial video on YouTube. */
export function tutorialVideoUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
}

/**
 * The video tutorial of the page's language, else the English one (public-site.md 2 "/i-693"), from
 * the practice's settings; null while they load or when none is set.
 */
export function useTutorialVideoUrl(): string | null {
  const { i18n } = useTranslation();
  const videoId = explainerVideoFor(i18n.language, usePracticeSettings()?.i693_tutorial_videos ?? {});
  return videoId ? tutorialVideoUrl(videoId) : null;
}
