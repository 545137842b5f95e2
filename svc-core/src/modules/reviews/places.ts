import { z } from 'zod';

/** Google Places API (New) settings; reviews come from it only when the key and place id are set. */
export interface PlacesSettings {
  apiKey: string;
  placeId: string;
  /** `https://places.googleapis.com` in production; a local fake server in tests. */
  baseUrl: string;
  timeoutMs: number;
}

export const DEFAULT_PLACES_BASE_URL = 'https://places.googleapis.com';

export function placesSettingsFromEnv(env: Record<string, string | undefined> = process.env): PlacesSettings | undefined {
  const apiKey = env.GOOGLE_PLACES_API_KEY?.trim();
  const placeId = env.GOOGLE_PLACE_ID?.trim();
  if (!apiKey || !placeId) return undefined;
  const baseUrl = (env.GOOGLE_PLACES_BASE_URL?.trim() || DEFAULT_PLACES_BASE_URL).replace(/\/+$/, '');
  return { apiKey, placeId, baseUrl, timeoutMs: 10_000 };
}

/** What the provider gives the reviews table: its summary and its (at most five) latest reviews. */
export interface ProviderReviews {
  averageRating: number | null;
  totalRatings: number | null;
  reviews: Array<{ externalId: string; author: string; authorPic: string; rating: number; review: string; publishedAt: Date }>;
}

const localizedText = z.object({ text: z.string().optional() }).partial().optional();
const placeDetailsSchema = z.object({
  rating: z.number().optional(),
  userRatingCount: z.number().int().optional(),
  reviews: z
    .array(
      z.object({
        name: z.string(),
        rating: z.number().optional(),
        text: localizedText,
        originalText: localizedText,
        publishTime: z.string().optional(),
        authorAttribution: z.object({ displayName: z.string().optional(), photoUri: z.string().optional() }).optional(),
      }),
    )
    .optional(),
});

export class PlacesError extends Error {
  override name = 'PlacesError';
}

/** Place details (v1) with rating, userRatingCount and reviews, mapped to table rows. */
export async function fetchPlaceReviews(settings: PlacesSettings, fetchImpl: typeof fetch = fetch): Promise<ProviderReviews> {
  const url = `${settings.baseUrl}/v1/places/${encodeURIComponent(settings.placeId)}`;
  let res: Response;
  try {
    res = await fetchImpl(url, {
      headers: {
        'X-Goog-Api-Key': settings.apiKey,
        'X-Goog-FieldMask': 'rating,userRatingCount,reviews',
      },
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  } catch (err) {
    throw new PlacesError(`place details request failed: ${(err as Error).message}`);
  }
  if (!res.ok) throw new PlacesError(`place details answered ${res.status}`);
  const parsed = placeDetailsSchema.safeParse(await res.json().catch(() => undefined));
  if (!parsed.success) throw new PlacesError('place details answer has an unexpected shape');
  const details = parsed.data;
  const reviews = (details.reviews ?? []).flatMap((r) => {
    const publishedAt = r.publishTime ? new Date(r.publishTime) : undefined;
    const rating = Math.round(r.rating ?? 0);
    if (!publishedAt || Number.isNaN(publishedAt.getTime()) || rating < 1 || rating > 5) return [];
    return [
      {
        externalId: r.name,
        author: (r.authorAttribution?.displayName ?? '').slice(0, 150) || 'Google user',
        authorPic: r.authorAttribution?.photoUri ?? '',
        rating,
        review: r.text?.text ?? r.originalText?.text ?? '',
        publishedAt,
      },
    ];
  });
  return { averageRating: details.rating ?? null, totalRatings: details.userRatingCount ?? null, reviews };
}
