import type { ReviewList } from '@clinic/contracts';
import type { Knex, Logger } from '@clinic/server-kit';
import { fetchPlaceReviews, type PlacesSettings } from './places';
import { claimRefresh, listReviewsOf, ratingStatsOf, releaseClaim, replaceProviderReviews, summaryOf, type ReviewRow } from './repo';

export const SEED_SOURCE = 'seed';
export const GOOGLE_SOURCE = 'google';
/** The provider is asked at most this often (across all instances). */
export const REFRESH_INTERVAL_MS = 6 * 60 * 60 * 1000;
/** How long a reply is served from memory. */
export const CACHE_TTL_MS = 5 * 60 * 1000;

export interface ReviewsServiceOptions {
  knex: Knex;
  logger: Logger;
  /** Set when GOOGLE_PLACES_API_KEY and GOOGLE_PLACE_ID are. */
  places?: PlacesSettings;
  /** Whether the seeded (invented) reviews stand in for the provider's; false in production. Default true. */
  showSeeded?: boolean;
  fetchImpl?: typeof fetch;
  /** Clock of the in-memory cache. */
  now?: () => number;
}

function toReview(row: ReviewRow) {
  return {
    author: row.author,
    author_pic: row.author_pic,
    rating: row.rating,
    review: row.review,
    date: Math.floor(row.published_at.getTime() / 1000),
  };
}

/** The answer when there is nothing real to show: the site shows no reviews section. */
export const NO_REVIEWS: ReviewList = { reviews: [], average_rating: 0, total_ratings: 0 };

/**
 * The reviews of `GET /reviews/g`: from the maps provider when it is configured and has answered
 * once, from the seeded reviews otherwise (none in production, which never shows invented data).
 * Replies are kept in memory for CACHE_TTL_MS; on a cache miss the provider is refreshed when no
 * instance did so within REFRESH_INTERVAL_MS.
 */
export class ReviewsService {
  private cache?: { value: ReviewList; expiresAt: number };
  private inFlight?: Promise<ReviewList>;
  private readonly now: () => number;

  constructor(private readonly options: ReviewsServiceOptions) {
    this.now = options.now ?? Date.now;
  }

  async list(): Promise<ReviewList> {
    if (this.cache && this.cache.expiresAt > this.now()) return this.cache.value;
    this.inFlight ??= this.load().finally(() => {
      this.inFlight = undefined;
    });
    return this.inFlight;
  }

  invalidate(): void {
    this.cache = undefined;
  }

  /**
   * Copies the provider's reviews into the table when this instance wins the refresh claim.
   * True when the table was refreshed. A failed attempt is logged and released for the next miss.
   */
  async refreshIfDue(): Promise<boolean> {
    const { places, knex, logger } = this.options;
    if (!places) return false;
    if (!(await claimRefresh(knex, GOOGLE_SOURCE, REFRESH_INTERVAL_MS))) return false;
    try {
      const data = await fetchPlaceReviews(places, this.options.fetchImpl);
      await replaceProviderReviews(knex, GOOGLE_SOURCE, data);
      this.invalidate();
      logger.info({ reviews: data.reviews.length, total: data.totalRatings }, 'reviews refreshed from the maps provider');
      return true;
    } catch (err) {
      logger.warn({ err }, 'reviews refresh failed; serving the stored reviews');
      await releaseClaim(knex, GOOGLE_SOURCE);
      return false;
    }
  }

  private async load(): Promise<ReviewList> {
    await this.refreshIfDue();
    const value = await this.read();
    this.cache = { value, expiresAt: this.now() + CACHE_TTL_MS };
    return value;
  }

  private async read(): Promise<ReviewList> {
    const { knex, places } = this.options;
    const provider = places ? await summaryOf(knex, GOOGLE_SOURCE) : undefined;
    if (provider?.refreshed_on) {
      const rows = await listReviewsOf(knex, GOOGLE_SOURCE);
      const stats = await ratingStatsOf(knex, GOOGLE_SOURCE);
      return {
        reviews: rows.map(toReview),
        average_rating: provider.average_rating ?? stats.average,
        total_ratings: provider.total_ratings ?? stats.total,
      };
    }
    if (this.options.showSeeded === false) return NO_REVIEWS;
    const rows = await listReviewsOf(knex, SEED_SOURCE);
    const stats = await ratingStatsOf(knex, SEED_SOURCE);
    return { reviews: rows.map(toReview), average_rating: stats.average, total_ratings: stats.total };
  }
}
