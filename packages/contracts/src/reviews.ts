import * as z from 'zod/mini';

/**
 * Reviews (GET /reviews/g); the carousel rules of public-site.md 2 "Reviews carousel" and 9 are in review-rules.ts.
 * zod/mini: the home page validates this answer, and the mini API is small and tree-shakes.
 */

export const reviewSchema = z.object({
  author: z.string(),
  author_pic: z.string(),
  rating: z.number().check(z.gte(1), z.lte(5)),
  review: z.string(),
  /** Unix timestamp in seconds. */
  date: z.int(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewListSchema = z.object({
  reviews: z.array(reviewSchema),
  average_rating: z.number().check(z.gte(0), z.lte(5)),
  total_ratings: z.int().check(z.gte(0)),
});
export type ReviewList = z.infer<typeof reviewListSchema>;

export * from './review-rules';
