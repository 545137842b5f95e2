import type { PageItem } from '@clinic/platform/staff';

/**
 * The numbered buttons of the pagination: the first and last pages, and the pages next to the
 * current one, with gaps where pages are left out (1 … 4 5 6 … 12).
 */
export function pageItems(current: number, last: number, around = 1): PageItem[] {
  const shown = new Set<number>([1, last]);
  for (let p = current - around; p <= current + around; p += 1) if (p >= 1 && p <= last) shown.add(p);
  const items: PageItem[] = [];
  let previous = 0;
  for (const page of [...shown].sort((a, b) => a - b)) {
    if (page - previous === 2) items.push(page - 1);
    else if (page - previous > 2) items.push('gap');
    items.push(page);
    previous = page;
  }
  return items;
}
