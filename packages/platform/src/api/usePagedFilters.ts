import { useCallback, useState } from 'react';

export interface PagedFilters<F> {
  filters: F;
  /** Changes some filters and goes back to page 1. */
  changeFilters: (change: Partial<F>) => void;
  page: number;
  setPage: (page: number) => void;
}

/** The filters and page of a filtered staff list: a changed filter starts again from page 1. */
export function usePagedFilters<F extends object>(initial: F | (() => F)): PagedFilters<F> {
  const [filters, setFilters] = useState<F>(initial);
  const [page, setPage] = useState(1);
  const changeFilters = useCallback((change: Partial<F>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  }, []);
  return { filters, changeFilters, page, setPage };
}
