import type { ExplainerVideos } from './explainer-videos';
import { DEFAULT_LANGUAGE, type LanguageCode } from './languages';

/** The video id of a language, else the English one, else none. Apart from the schemas: the pages pick a video without loading zod. */
export function explainerVideoFor(language: string, videos: ExplainerVideos): string | null {
  return videos[language as LanguageCode] ?? videos[DEFAULT_LANGUAGE] ?? null;
}
