/*
 * The carousel rules of public-site.md 2 "Reviews carousel" and 9, apart from the answer's schema
 * (reviews.ts): the pages lay out the carousel before the reviews arrive, without loading zod.
 */

export const REVIEW_BREAKPOINT_PX = 600;
export const MOBILE_BREAKPOINT_PX = 768;
export const REVIEWS_PER_PAGE = 3;
export const REVIEWS_PER_PAGE_MOBILE = 1;

/** 3 cards, or 1 on screens 600px wide or less. */
export function reviewsPerPage(viewportWidth: number): number {
  return viewportWidth <= REVIEW_BREAKPOINT_PX ? REVIEWS_PER_PAGE_MOBILE : REVIEWS_PER_PAGE;
}

export function isMobileWidth(viewportWidth: number): boolean {
  return viewportWidth <= MOBILE_BREAKPOINT_PX;
}

/** Characters kept before truncation: 50; on mobile 70, or 30 in Spanish. */
export function reviewCutLength(opts: { mobile: boolean; language: string }): number {
  if (!opts.mobile) return 50;
  return opts.language === 'es' ? 30 : 70;
}

export const REVIEW_ELLIPSIS = '...';

/** Cuts text longer than the cut length at that many characters (code points) and appends an ellipsis. */
export function truncateReview(text: string, opts: { mobile: boolean; language: string }): { text: string; truncated: boolean } {
  const n = reviewCutLength(opts);
  const chars = Array.from(text);
  if (chars.length <= n) return { text, truncated: false };
  return { text: chars.slice(0, n).join('').trimEnd() + REVIEW_ELLIPSIS, truncated: true };
}

export function pageCount(total: number, perPage: number): number {
  if (total <= 0 || perPage <= 0) return 0;
  return Math.ceil(total / perPage);
}

/** The next or previous page index, wrapping around at both ends. */
export function stepPage(index: number, pages: number, direction: 1 | -1): number {
  if (pages <= 0) return 0;
  return (((index + direction) % pages) + pages) % pages;
}

/** The reviews shown on page `index`. */
export function pageItems<T>(items: readonly T[], index: number, perPage: number): T[] {
  return items.slice(index * perPage, index * perPage + perPage);
}

// Made on first use: a formatter with a time zone takes tens of milliseconds to make (more on a phone),
// and this module is on /appointments' start-up path, where the reviews come later.
let reviewDate: Intl.DateTimeFormat | undefined;
/** MM/DD/YYYY in the practice's time zone. */
export function formatReviewDate(unixSeconds: number): string {
  reviewDate ??= new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', year: 'numeric', month: '2-digit', day: '2-digit' });
  const parts = Object.fromEntries(reviewDate.formatToParts(new Date(unixSeconds * 1000)).map((p) => [p.type, p.value]));
  return `${parts.month}/${parts.day}/${parts.year}`;
}

/** Average rating to 1 decimal ("4.8"). */
export function formatAverage(avg: number): string {
  return (Math.round(avg * 10) / 10).toFixed(1);
}
