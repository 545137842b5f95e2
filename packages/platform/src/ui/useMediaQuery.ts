import { useEffect, useState } from 'react';
import { theme } from './theme';

/** Narrower than the mobile breakpoint (768 px). */
export const COMPACT_LAYOUT_QUERY = `(max-width: ${theme.breakpoints.mobile - 1}px)`;

const matches = (query: string): boolean => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/** Whether the media query matches now; follows the window as it is resized or turned. False where there is no matchMedia. */
export function useMediaQuery(query: string): boolean {
  const [matched, setMatched] = useState(() => matches(query));
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const update = () => setMatched(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matched;
}

/**
 * True below 768 px, where screens take their compact layout: the calendar starts in day view without a
 * month view, the Leads screen shows the detail under the selected lead, the scheduling page is the
 * step-by-step wizard (booking-leads-calendar.md 2, 9).
 */
export const useCompactLayout = (): boolean => useMediaQuery(COMPACT_LAYOUT_QUERY);
