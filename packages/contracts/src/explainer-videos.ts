import * as z from 'zod/mini';
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from './languages';

/** A YouTube video id: the explainer videos are embedded from the privacy-enhanced host the CSP allows. */
export const youtubeVideoIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{6,20}$/, 'a YouTube video id'));

/**
 * The explainer video of each display language (public-site.md 1: one per language), as configured
 * (EXPLAINER_VIDEOS) and served by GET /site/explainer-videos/. zod/mini: the page validates it.
 */
export const explainerVideosSchema = z.partialRecord(z.enum(LANGUAGES.map((l) => l.code) as [LanguageCode, ...LanguageCode[]]), youtubeVideoIdSchema);
export type ExplainerVideos = z.infer<typeof explainerVideosSchema>;

/** The video id of a language, else the English one, else none. */
export function explainerVideoFor(language: string, videos: ExplainerVideos): string | null {
  return videos[language as LanguageCode] ?? videos[DEFAULT_LANGUAGE] ?? null;
}
