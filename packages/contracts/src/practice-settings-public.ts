import * as z from 'zod/mini';
import { explainerVideosSchema } from './explainer-videos';

/**
 * `GET /site/settings/` as the browser checks it: zod/mini, so the home page carries no full zod
 * (the shape is `PublicPracticeSettings` of practice-settings.ts).
 */
export const publicPracticeSettingsSchema = z.object({
  practice_name: z.string(),
  support_email: z.string(),
  phone: z.string(),
  fax: z.string(),
  banner_note: z.string(),
  reviews_url: z.string(),
  explainer_videos: explainerVideosSchema,
  i693_tutorial_videos: explainerVideosSchema,
});
