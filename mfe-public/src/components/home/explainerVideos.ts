import { DEFAULT_LANGUAGE, VIDEO_EMBED_ORIGIN, type LanguageCode } from '@clinic/contracts';

/** An explainer video: a YouTube video (embedded from youtube-nocookie.com) or a video file the site serves. */
export type ExplainerVideo = { kind: 'youtube'; id: string } | { kind: 'file'; src: string; type?: string };

/**
 * The explainer video of each display language (public-site.md 1: one per language). The practice's
 * videos are content the spec does not give: add one entry per language here (English is the
 * fallback for a language without one). While the map is empty the video section is not shown.
 */
export const EXPLAINER_VIDEOS: Partial<Record<LanguageCode, ExplainerVideo>> = {};

/** The video of a language, else the English one, else none. */
export function explainerVideoFor(language: string, videos: Partial<Record<LanguageCode, ExplainerVideo>> = EXPLAINER_VIDEOS): ExplainerVideo | null {
  return videos[language as LanguageCode] ?? videos[DEFAULT_LANGUAGE] ?? null;
}

/** The embed address of a YouTube video, started by the click that loaded it. */
export function youtubeEmbedUrl(id: string): string {
  return `${VIDEO_EMBED_ORIGIN}/embed/${encodeURIComponent(id)}?autoplay=1&rel=0`;
}
