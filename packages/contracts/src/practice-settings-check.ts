import { isLanguageCode } from './languages';
import type { PublicPracticeSettings } from './practice-settings';

/** A YouTube video id, as the explainer and tutorial videos are given (explainer-videos.ts checks with it too). */
export const YOUTUBE_VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]{6,20}$/;

const TEXT_FIELDS = ['practice_name', 'support_email', 'phone', 'fax', 'banner_note', 'reviews_url'] as const;

const isVideoIds = (value: unknown): boolean =>
  !!value &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.entries(value).every(([language, id]) => isLanguageCode(language) && typeof id === 'string' && YOUTUBE_VIDEO_ID_PATTERN.test(id));

/**
 * `GET /site/settings/` as every page of the site checks it, without zod: the check runs on the
 * home page, where zod/mini's 16 KB would break the 170 KB budget. The document with its known
 * fields, or null when it is not one.
 */
export function parsePublicPracticeSettings(value: unknown): PublicPracticeSettings | null {
  const document = (value ?? {}) as Record<string, unknown>;
  const known = [...TEXT_FIELDS, 'explainer_videos', 'i693_tutorial_videos'] as const;
  const valid =
    TEXT_FIELDS.every((field) => typeof document[field] === 'string') && isVideoIds(document.explainer_videos) && isVideoIds(document.i693_tutorial_videos);
  return valid ? (Object.fromEntries(known.map((field) => [field, document[field]])) as unknown as PublicPracticeSettings) : null;
}
