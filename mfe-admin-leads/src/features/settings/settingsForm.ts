import {
  LANGUAGES,
  PRACTICE_SETTINGS_MESSAGES,
  practiceSettingsSchema,
  youtubeVideoIdSchema,
  type LanguageCode,
  type PracticeSettings,
} from '@clinic/contracts';

/*
 * The Settings form's values, checked with the schema `PUT /admin/settings/` checks the body with,
 * so the browser shows the server's messages. Messages are keyed as the server's `details` are
 * (`practice_name`, `civil_surgeons.2`, `explainer_videos`), plus one per video row
 * (`explainer_videos.es`) so the message stands under the id to correct.
 */

export type VideoField = 'explainer_videos' | 'i693_tutorial_videos';
export type VideoIds = Record<LanguageCode, string>;

export interface SurgeonRow {
  /** Stable React key while rows are added, removed and moved. */
  key: number;
  name: string;
}

export interface SettingsValues {
  practice_name: string;
  support_email: string;
  phone: string;
  fax: string;
  banner_note: string;
  reviews_url: string;
  explainer_videos: VideoIds;
  i693_tutorial_videos: VideoIds;
  civil_surgeons: SurgeonRow[];
}

export type TextField = 'practice_name' | 'support_email' | 'phone' | 'fax' | 'banner_note' | 'reviews_url';
export type SettingsErrors = Record<string, string>;

let nextKey = 1;
export function surgeonRow(name = ''): SurgeonRow {
  return { key: nextKey++, name };
}

function videoIds(videos: Partial<Record<LanguageCode, string>>): VideoIds {
  return Object.fromEntries(LANGUAGES.map((language) => [language.code, videos[language.code] ?? ''])) as VideoIds;
}

export function valuesOf(settings: PracticeSettings): SettingsValues {
  return {
    practice_name: settings.practice_name,
    support_email: settings.support_email,
    phone: settings.phone,
    fax: settings.fax,
    banner_note: settings.banner_note,
    reviews_url: settings.reviews_url,
    explainer_videos: videoIds(settings.explainer_videos),
    i693_tutorial_videos: videoIds(settings.i693_tutorial_videos),
    civil_surgeons: settings.civil_surgeons.map((name) => surgeonRow(name)),
  };
}

/** The values as the request body (rows' keys dropped). */
export function bodyOf(values: SettingsValues) {
  return { ...values, civil_surgeons: values.civil_surgeons.map((row) => row.name) };
}

/** Whether two states of the form would save the same document. */
export function sameValues(a: SettingsValues, b: SettingsValues): boolean {
  return JSON.stringify(bodyOf(a)) === JSON.stringify(bodyOf(b));
}

/** The settings to send, or the message of each field to correct. */
export function checkSettings(values: SettingsValues): { settings: PracticeSettings } | { errors: SettingsErrors } {
  const errors: SettingsErrors = {};
  for (const field of ['explainer_videos', 'i693_tutorial_videos'] as const) {
    for (const [language, id] of Object.entries(values[field])) {
      if (id.trim() !== '' && !youtubeVideoIdSchema.safeParse(id.trim()).success) errors[`${field}.${language}`] = PRACTICE_SETTINGS_MESSAGES.videoIdInvalid;
    }
  }
  const parsed = practiceSettingsSchema.safeParse(bodyOf(values));
  if (parsed.success && Object.keys(errors).length === 0) return { settings: parsed.data };
  for (const issue of parsed.error?.issues ?? []) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return { errors };
}
