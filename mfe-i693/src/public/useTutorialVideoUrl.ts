import { explainerVideoFor, type ExplainerVideos } from '@clinic/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchTutorialVideos } from '../api/public';

/** The watch page of a tutorial video on YouTube. */
export function tutorialVideoUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
}

/**
 * The video tutorial of the page's language, else the English one (public-site.md 2 "/i-693"); null
 * while loading or when none is configured.
 */
export function useTutorialVideoUrl(): string | null {
  const { i18n } = useTranslation();
  const [videos, setVideos] = useState<ExplainerVideos>({});
  useEffect(() => {
    const controller = new AbortController();
    void fetchTutorialVideos(controller.signal).then((found) => {
      if (!controller.signal.aborted) setVideos(found);
    });
    return () => controller.abort();
  }, []);
  const videoId = explainerVideoFor(i18n.language, videos);
  return videoId ? tutorialVideoUrl(videoId) : null;
}
