/**
 * Reviews (GET /reviews/g); the carousel rules of public-site.md 2 "Reviews carousel" and 9 are in review-rules.ts.
 * The check is plain code, not zod: /appointments shows the reviews first, and zod's 17 KB on that path
 * delayed the page's first paint on phones.
 */

export interface Review {
  author: string;
  author_pic: string;
  /** 1 to 5. */
  rating: number;
  review: string;
  /** Unix timestamp in seconds. */
  date: number;
}

export interface ReviewList {
  reviews: Review[];
  /** 0 to 5. */
  average_rating: number;
  total_ratings: number;
}

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
const isNumberIn = (value: unknown, min: number, max: number): value is number => typeof value === 'number' && value >= min && value <= max;
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

function isReview(value: unknown): value is Review {
  return (
    isObject(value) &&
    typeof value.author === 'string' &&
    typeof value.author_pic === 'string' &&
    isNumberIn(value.rating, 1, 5) &&
    typeof value.review === 'string' &&
    Number.isInteger(value.date)
  );
}

/** The answer of GET /reviews/g with its known fields, or null when it is not a review list. */
export function parseReviewList(value: unknown): ReviewList | null {
  if (!isObject(value) || !Array.isArray(value.reviews) || !value.reviews.every(isReview)) return null;
  if (!isNumberIn(value.average_rating, 0, 5) || !isCount(value.total_ratings)) return null;
  const reviews = value.reviews.map(({ author, author_pic, rating, review, date }) => ({ author, author_pic, rating, review, date }));
  return { reviews, average_rating: value.average_rating, total_ratings: value.total_ratings };
}

export * from './review-rules';
