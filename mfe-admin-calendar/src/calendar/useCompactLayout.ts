import { theme } from '@clinic/platform';
import { useEffect, useState } from 'react';

const QUERY = `(max-width: ${theme.breakpoints.mobile - 1}px)`;

/** True below 768 px: the calendar then has no month view and starts in day view (booking-leads-calendar.md 2, 9). */
export function useCompactLayout(): boolean {
  const [compact, setCompact] = useState(() => typeof window !== 'undefined' && !!window.matchMedia?.(QUERY).matches);
  useEffect(() => {
    const list = window.matchMedia?.(QUERY);
    if (!list) return;
    const update = () => setCompact(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, []);
  return compact;
}
