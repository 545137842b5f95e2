import { useEffect, useRef, type RefObject } from 'react';

/** How long after an applicant is chosen the page scrolls to the offices (booking-leads-calendar.md 9). */
export const SCROLL_DELAY_MS = 300;

/**
 * Once an applicant is added to the choice, brings the office heading into view after 300 ms: just
 * enough scrolling to show it, so the applicant list stays in sight for the next choice.
 */
export function useScrollToOffices(applicantUuids: readonly string[], officeHeading: RefObject<HTMLElement | null>): void {
  const previous = useRef(applicantUuids);
  useEffect(() => {
    const added = applicantUuids.some((uuid) => !previous.current.includes(uuid));
    previous.current = applicantUuids;
    if (!added) return;
    const timer = setTimeout(() => {
      const still = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      officeHeading.current?.scrollIntoView?.({ behavior: still ? 'auto' : 'smooth', block: 'nearest' });
    }, SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [applicantUuids, officeHeading]);
}
