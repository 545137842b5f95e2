import { LEAD_PAGE_SIZE } from '@clinic/contracts';

/** At most this many page numbers are shown (booking-leads-calendar.md 9). */
export const PAGER_MAX_NUMBERS = 4;

/** The number of the last page of `count` leads; an empty list still has page 1. */
export function lastPageOf(count: number, pageSize: number = LEAD_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/**
 * The page numbers the pager shows: every page up to 4 pages, otherwise 4 consecutive pages around
 * the current one (one before it where there is one), kept within the first and last page.
 */
export function pagerNumbers(current: number, lastPage: number): number[] {
  const shown = Math.min(lastPage, PAGER_MAX_NUMBERS);
  const first = Math.min(Math.max(1, current - 1), lastPage - shown + 1);
  return Array.from({ length: shown }, (_, i) => first + i);
}
