import { useEffect, useState } from 'react';

/** Under 768 px the scheduling page is the step-by-step wizard (booking-leads-calendar.md 9). */
export const NARROW_SCREEN_QUERY = '(max-width: 767.98px)';

function matches(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(NARROW_SCREEN_QUERY).matches;
}

/** True while the window is narrower than 768 px; follows the window as it is resized or turned. */
export function useNarrowScreen(): boolean {
  const [narrow, setNarrow] = useState(matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(NARROW_SCREEN_QUERY);
    const update = () => setNarrow(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, []);
  return narrow;
}
