import type { Knex } from '@clinic/server-kit';
import type { ProviderReviews } from './places';

type Db = Knex | Knex.Transaction;

export interface ReviewRow {
  author: string;
  author_pic: string;
  rating: number;
  review: string;
  published_at: Date;
}

/** A review to store, as its source identifies it. */
export interface NewReview {
  external_id: string;
  author: string;
  author_pic: string;
  rating: number;
  review: string;
  published_at: Date;
}

export interface ReviewSummaryRow {
  source: string;
  average_rating: number | null;
  total_ratings: number | null;
  refreshed_on: Date | null;
}

export async function listReviewsOf(db: Db, source: string): Promise<ReviewRow[]> {
  return (await db('reviews')
    .select('author', 'author_pic', 'rating', 'review', 'published_at')
    .where('source', source)
    .orderBy([
      { column: 'published_at', order: 'desc' },
      { column: 'id', order: 'asc' },
    ])) as ReviewRow[];
}

/** Average and count of the ratings stored for a source. */
export async function ratingStatsOf(db: Db, source: string): Promise<{ average: number; total: number }> {
  const row = (await db('reviews').where('source', source).first(db.raw('avg(rating)::float8 as average'), db.raw('count(*)::int as total'))) as
    { average: number | null; total: number } | undefined;
  return { average: row?.average ?? 0, total: row?.total ?? 0 };
}

export async function summaryOf(db: Db, source: string): Promise<ReviewSummaryRow | undefined> {
  return (await db('review_sources').where('source', source).first()) as ReviewSummaryRow | undefined;
}

/**
 * Claims the refresh of a source for this instance when no refresh was claimed within `intervalMs`;
 * the conditional upsert makes the claim atomic across instances. True when this caller won.
 */
export async function claimRefresh(db: Db, source: string, intervalMs: number): Promise<boolean> {
  const result = await db.raw<{ rows: unknown[] }>(
    `INSERT INTO review_sources (source, refresh_claimed_on) VALUES (?, now())
     ON CONFLICT (source) DO UPDATE SET refresh_claimed_on = now()
     WHERE review_sources.refresh_claimed_on IS NULL
        OR review_sources.refresh_claimed_on < now() - make_interval(secs => ?)
     RETURNING source`,
    [source, intervalMs / 1000],
  );
  return result.rows.length > 0;
}

/** Lets the next request try again after a failed refresh. */
export async function releaseClaim(db: Db, source: string): Promise<void> {
  await db('review_sources').where('source', source).update({ refresh_claimed_on: null });
}

/** Stores a source's reviews, but those it already has (by external id); answers how many were added. */
export async function insertReviews(db: Db, source: string, reviews: readonly NewReview[]): Promise<number> {
  if (reviews.length === 0) return 0;
  const rows = await db('reviews')
    .insert(reviews.map((r) => ({ source, ...r })))
    .onConflict(['source', 'external_id'])
    .ignore()
    .returning('id');
  return rows.length;
}

/** Replaces a provider's reviews and summary in one transaction. */
export async function replaceProviderReviews(knex: Knex, source: string, data: ProviderReviews): Promise<void> {
  await knex.transaction(async (trx) => {
    await trx('reviews').where('source', source).delete();
    await insertReviews(
      trx,
      source,
      data.reviews.map((r) => ({
        external_id: r.externalId,
        author: r.author,
        author_pic: r.authorPic,
        rating: r.rating,
        review: r.review,
        published_at: r.publishedAt,
      })),
    );
    await trx('review_sources')
      .where('source', source)
      .update({ average_rating: data.averageRating, total_ratings: data.totalRatings, refreshed_on: trx.fn.now() });
  });
}
