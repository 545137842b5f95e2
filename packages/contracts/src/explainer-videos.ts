import * as z from 'zod/mini';
import { LANGUAGES, type LanguageCode } from './languages';
import { YOUTUBE_VIDEO_ID_PATTERN } from './practice-settings-check';

/** A YouTube video id: the explainer videos are embedded from the privacy-enhanced host the CSP allows. */
export const youtubeVideoIdSchema = z.string().check(z.regex(YOUTUBE_VIDEO_ID_PATTERN, 'a YouTube video id'));

/**
 * The video of each display language (public-site.md 1: one explainer per language; the I-693
 * tutorial likewise), as configured at start-up (EXPLAINER_VIDEOS, I693_TUTORIAL_VIDEOS) and kept in
 * the practice settings.
 */
export const explainerVideosSchema = z.partialRecord(z.enum(LANGUAGES.map((l) => l.code) as [LanguageCode, ...LanguageCode[]]), youtubeVideoIdSchema);
export type ExplainerVideos = z.infer<typeof explainerVideosSchema>;
