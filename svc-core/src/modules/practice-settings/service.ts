import { createHash } from 'node:crypto';
import {
  DEMO_PRACTICE_SETTINGS,
  EMPTY_PRACTICE_SETTINGS,
  missingPracticeSettings,
  type AdminPracticeSettings,
  type ExplainerVideos,
  type PracticeSettings,
  type PublicPracticeSettings,
} from '@clinic/contracts';
import type { Config, Knex } from '@clinic/server-kit';
import { recordAudit } from '../audit';
import { findPracticeSettings, lockPracticeSettings, PRACTICE_SETTINGS_ENTITY, savePracticeSettings, type PracticeSettingsRow } from './repo';

/** What the defaults depend on: production or not, and the start-up video ids. */
export type PracticeSettingsConfig = Pick<Config, 'isProduction' | 'explainerVideos' | 'i693TutorialVideos'>;

/** Who changes the settings and from where (audit). */
export interface SettingsActor {
  userId: number;
  clientIp: string | null;
}

/** Outside production the demo practice, in production nothing invented; the videos of EXPLAINER_VIDEOS / I693_TUTORIAL_VIDEOS in both. */
export function defaultPracticeSettings(config: PracticeSettingsConfig): PracticeSettings {
  const base = config.isProduction ? EMPTY_PRACTICE_SETTINGS : DEMO_PRACTICE_SETTINGS;
  return { ...base, explainer_videos: config.explainerVideos, i693_tutorial_videos: config.i693TutorialVideos };
}

function settingsOf(row: PracticeSettingsRow | undefined, config: PracticeSettingsConfig): PracticeSettings {
  // A document saved before a field existed takes that field's default.
  return row ? { ...defaultPracticeSettings(config), ...row.document } : defaultPracticeSettings(config);
}

/**
 * The practice's settings as they apply now. Read once per message, document or request and passed
 * down: every replica reads the same row, so no per-process cache can go stale.
 */
export async function loadPracticeSettings(db: Knex | Knex.Transaction, config: PracticeSettingsConfig): Promise<PracticeSettings> {
  return settingsOf(await findPracticeSettings(db), config);
}

function adminReply(settings: PracticeSettings, updatedOn: Date | null): AdminPracticeSettings {
  return { settings, missing: missingPracticeSettings(settings), updated_on: updatedOn ? updatedOn.toISOString() : null };
}

export async function adminPracticeSettings(db: Knex, config: PracticeSettingsConfig): Promise<AdminPracticeSettings> {
  const row = await findPracticeSettings(db);
  return adminReply(settingsOf(row, config), row?.updated_on ?? null);
}

/** The fields whose value differs, each with its value before and after (the audit's "what changed"). */
function changes(before: PracticeSettings, after: PracticeSettings): Record<string, { from: unknown; to: unknown }> {
  const changed: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after) as Array<keyof PracticeSettings>) {
    if (JSON.stringify(canonical(before[key])) !== JSON.stringify(canonical(after[key]))) changed[key] = { from: before[key], to: after[key] };
  }
  return changed;
}

/** Stores a validated settings document and audits what changed. */
export async function updatePracticeSettings(
  db: Knex,
  config: PracticeSettingsConfig,
  settings: PracticeSettings,
  actor: SettingsActor,
): Promise<AdminPracticeSettings> {
  return db.transaction(async (trx) => {
    const before = settingsOf(await lockPracticeSettings(trx), config);
    const saved = await savePracticeSettings(trx, settings, actor.userId);
    await recordAudit(trx, {
      actorUserId: actor.userId,
      clientIp: actor.clientIp,
      action: 'update',
      entity: PRACTICE_SETTINGS_ENTITY,
      entityId: '1',
      details: { changed: changes(before, settings) },
    });
    return adminReply(settingsOf(saved, config), saved.updated_on);
  });
}

/** Video ids in language order, so equal content always serializes (and hashes) the same. */
function canonical<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b))) as T;
}

/** The public document of `GET /site/settings/`, in a fixed key order, with its strong ETag (a hash of the content). */
export function publicPracticeSettings(settings: PracticeSettings): { body: PublicPracticeSettings; etag: string } {
  const body: PublicPracticeSettings = {
    practice_name: settings.practice_name,
    support_email: settings.support_email,
    phone: settings.phone,
    fax: settings.fax,
    banner_note: settings.banner_note,
    reviews_url: settings.reviews_url,
    explainer_videos: canonical<ExplainerVideos>(settings.explainer_videos),
    i693_tutorial_videos: canonical<ExplainerVideos>(settings.i693_tutorial_videos),
  };
  const etag = `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url')}"`;
  return { body, etag };
}
