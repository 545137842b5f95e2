import { z } from 'zod';
import { explainerVideosSchema, type ExplainerVideos } from './explainer-videos';
import { FAX, PRACTICE_NAME, REVIEWS_LISTING_URL, SUPPORT_EMAIL, SUPPORT_PHONE } from './practice';
import { requestString } from './request-text';

/*
 * The practice's settings (issue 19): its identity and contacts, the videos of the public site and
 * the civil surgeon names documents print, stored in PostgreSQL and edited by admins on the Settings
 * screen. The browser form and `PUT /admin/settings/` validate with the same schema below. The
 * public site reads the public part from `GET /site/settings/` (ETag, 304) at run time, so a change
 * needs no rebuild; e-mails, SMS and PDFs read the same settings on the server.
 *
 * Outside production the defaults are the demo practice's (DEMO_PRACTICE_SETTINGS). In production
 * nothing invented is shown: every contact starts empty, the public pages show none until an admin
 * fills them, and the admin shell lists what is missing (`missing` of the admin reply).
 */

export const PRACTICE_SETTINGS_MESSAGES = {
  practiceNameRequired: 'Enter the practice name',
  practiceNameTooLong: 'The practice name is at most 120 characters',
  emailInvalid: 'Enter a valid e-mail address',
  phoneInvalid: 'Enter a US phone number of 10 digits, e.g. (510) 555-0142',
  faxInvalid: 'Enter a US fax number of 10 digits, e.g. (510) 555-0143',
  bannerNoteTooLong: 'The banner note is at most 160 characters',
  reviewsUrlInvalid: "Enter the https:// address of the practice's reviews listing",
  videoIdInvalid: 'Enter a YouTube video id (6 to 20 letters, digits, - or _), or leave it empty',
  surgeonNameInvalid: 'Each civil surgeon name is 2 to 120 characters',
  surgeonsTooMany: 'List at most 20 civil surgeons',
  saved: 'Settings saved.',
  /** A review request while no reviews listing is set (409): there is nothing to link to. */
  reviewsUrlMissing: "Add the practice's reviews listing in Settings before sending review requests.",
} as const;

/** The settings a production install must fill before it shows the practice to anyone, with their labels. */
export const REQUIRED_PRACTICE_SETTINGS = {
  practice_name: 'Practice name',
  support_email: 'Support e-mail',
  phone: 'Phone',
  civil_surgeons: 'Civil surgeon names',
} as const;
export type RequiredPracticeSetting = keyof typeof REQUIRED_PRACTICE_SETTINGS;

const optionalText = (max: number, message: string) => requestString().trim().max(max, message);

/** A US phone or fax number in any common format, kept as typed; empty when not given. */
const usNumber = (message: string) =>
  optionalText(30, message).refine((value) => value === '' || value.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '').length === 10, message);

const videoIds = z.record(z.string(), requestString().trim()).transform((record, ctx) => {
  const cleaned: Record<string, string> = {};
  for (const [language, id] of Object.entries(record)) if (id !== '') cleaned[language] = id;
  const parsed = explainerVideosSchema.safeParse(cleaned);
  if (!parsed.success) {
    ctx.issues.push({ code: 'custom', message: PRACTICE_SETTINGS_MESSAGES.videoIdInvalid, input: record });
    return z.NEVER;
  }
  return parsed.data as ExplainerVideos;
});

/** Body of `PUT /admin/settings/` and the Settings form: the whole document, every field present. */
export const practiceSettingsSchema = z.object({
  practice_name: requestString({ error: PRACTICE_SETTINGS_MESSAGES.practiceNameRequired })
    .trim()
    .min(1, PRACTICE_SETTINGS_MESSAGES.practiceNameRequired)
    .max(120, PRACTICE_SETTINGS_MESSAGES.practiceNameTooLong),
  support_email: optionalText(254, PRACTICE_SETTINGS_MESSAGES.emailInvalid)
    .toLowerCase()
    .refine((value) => value === '' || z.email().safeParse(value).success, PRACTICE_SETTINGS_MESSAGES.emailInvalid),
  phone: usNumber(PRACTICE_SETTINGS_MESSAGES.phoneInvalid),
  fax: usNumber(PRACTICE_SETTINGS_MESSAGES.faxInvalid),
  /** A short line the top banner shows beside the contact e-mail and phone, as written (every language). */
  banner_note: optionalText(160, PRACTICE_SETTINGS_MESSAGES.bannerNoteTooLong),
  /** The practice's reviews listing ("View All N Reviews", review requests); empty: no link. */
  reviews_url: optionalText(500, PRACTICE_SETTINGS_MESSAGES.reviewsUrlInvalid).refine(
    (value) => value === '' || /^https:\/\/[^\s/]+\.[^\s]+$/i.test(value),
    PRACTICE_SETTINGS_MESSAGES.reviewsUrlInvalid,
  ),
  /** The explainer video of each display language on /appointments (start-up default: EXPLAINER_VIDEOS). */
  explainer_videos: videoIds,
  /** The I-693 video tutorial of each display language (start-up default: I693_TUTORIAL_VIDEOS). */
  i693_tutorial_videos: videoIds,
  /** The civil surgeons whose names documents print, in order. */
  civil_surgeons: z
    .array(requestString().trim().min(2, PRACTICE_SETTINGS_MESSAGES.surgeonNameInvalid).max(120, PRACTICE_SETTINGS_MESSAGES.surgeonNameInvalid))
    .max(20, PRACTICE_SETTINGS_MESSAGES.surgeonsTooMany),
});
export type PracticeSettings = z.output<typeof practiceSettingsSchema>;
export type PracticeSettingsInput = z.input<typeof practiceSettingsSchema>;

/** Reply of `GET /admin/settings/` and `PUT /admin/settings/`. */
export interface AdminPracticeSettings {
  settings: PracticeSettings;
  /** Required settings still empty (production shows the practice to nobody until they are filled). */
  missing: RequiredPracticeSetting[];
  /** ISO time of the last change, null when never changed (the defaults apply). */
  updated_on: string | null;
}

/**
 * Reply of `GET /site/settings/` (public, ETag/304): what the public pages, the chrome and the
 * booking pages show. Checked in the browser with `parsePublicPracticeSettings`
 * (practice-settings-check.ts, no zod: it runs on the home page).
 */
export type PublicPracticeSettings = Omit<PracticeSettings, 'civil_surgeons'>;

/** The required settings still empty. */
export function missingPracticeSettings(settings: PracticeSettings): RequiredPracticeSetting[] {
  return (Object.keys(REQUIRED_PRACTICE_SETTINGS) as RequiredPracticeSetting[]).filter((key) => {
    const value = settings[key];
    return Array.isArray(value) ? value.length === 0 : value.trim() === '';
  });
}

/** Production's starting point: nothing invented (the name is required, so an admin fills it first). */
export const EMPTY_PRACTICE_SETTINGS: PracticeSettings = {
  practice_name: '',
  support_email: '',
  phone: '',
  fax: '',
  banner_note: '',
  reviews_url: '',
  explainer_videos: {},
  i693_tutorial_videos: {},
  civil_surgeons: [],
};

/**
 * Outside production: the demo practice, as the site showed it before settings existed (the videos
 * come from EXPLAINER_VIDEOS / I693_TUTORIAL_VIDEOS at start-up, on top of these).
 */
export const DEMO_PRACTICE_SETTINGS: PracticeSettings = {
  practice_name: PRACTICE_NAME,
  support_email: SUPPORT_EMAIL,
  phone: SUPPORT_PHONE,
  fax: FAX,
  banner_note: '',
  reviews_url: REVIEWS_LISTING_URL,
  explainer_videos: {},
  i693_tutorial_videos: {},
  civil_surgeons: ['Dr. Demo Civil Surgeon'],
};
