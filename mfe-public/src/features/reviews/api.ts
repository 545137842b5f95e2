import { parseReviewList, type ReviewList } from '@clinic/contracts';
import { api } from '@clinic/platform';

/**
 * The business reviews for the carousel. A read that swallows failure (public-site.md 7): null when
 * the call fails or the answer is not a review list, so the page shows no reviews rather than an error.
 */
export async function fetchReviews(signal?: AbortSignal): Promise<ReviewList | null> {
  try {
    return parseReviewList(await api.call('GET /reviews/g', { signal }));
  } catch {
    return null;
  }
}
