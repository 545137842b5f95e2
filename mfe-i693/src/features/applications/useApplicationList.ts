import { I693_PAGE_SIZE, I693_SEARCH_DEBOUNCE_MS, type I693Application, type I693ApplicationPage } from '@clinic/contracts';
import { useCurrentLocation } from '@clinic/platform';
import { useKeptPageLoad, usePagedFilters, type KeptLoadStatus } from '@clinic/platform/staff';
import { useCallback } from 'react';
import { fetchApplications, type ApplicationListQuery } from './api';
import { DEFAULT_FILTERS, effectiveSearch, listQuery, type ListFilters } from './listFilters';
import { useDebouncedValue } from './useDebouncedValue';

export type ListStatus = KeptLoadStatus;

export interface ApplicationList {
  filters: ListFilters;
  /** Changes some filters and goes back to page 1. */
  changeFilters: (change: Partial<ListFilters>) => void;
  page: number;
  setPage: (page: number) => void;
  status: ListStatus;
  /** The server's message when the last load failed. */
  error: string | null;
  /** The last page loaded; kept while the next one loads so the table does not jump. */
  data: I693ApplicationPage | null;
  /** The query of the page shown: changes with the page and the filters as sent. */
  queryKey: string;
  reload: () => void;
  /** Puts an application as the server now answers it in place of its row. */
  replaceRow: (application: I693Application) => void;
}

/**
 * The application list's state: filters, page, the debounced search and the load of each page.
 * A newer load cancels the one in flight, so answers never arrive out of order.
 */
export function useApplicationList(): ApplicationList {
  // `?s=` of the address (a link from the calendar's appointment dialog) is the first search.
  const { search: address } = useCurrentLocation();
  const { filters, changeFilters, page, setPage } = usePagedFilters<ListFilters>(() => ({
    ...DEFAULT_FILTERS,
    search: new URLSearchParams(address).get('s') ?? '',
  }));
  const search = useDebouncedValue(effectiveSearch(filters.search) ?? '', I693_SEARCH_DEBOUNCE_MS);
  // A string, so typing below the search minimum (same query) loads nothing new.
  const queryKey = JSON.stringify(listQuery({ ...filters, search }, page));
  const load = useCallback((signal: AbortSignal) => fetchApplications(JSON.parse(queryKey) as ApplicationListQuery, signal), [queryKey]);
  // The last page emptied (its rows archived): the page that is now last is shown.
  const { status, error, data, reload, update } = useKeptPageLoad(load, page, I693_PAGE_SIZE, setPage);

  const replaceRow = useCallback(
    (application: I693Application) =>
      update((current) => ({ ...current, results: current.results.map((row) => (row.uuid === application.uuid ? application : row)) })),
    [update],
  );

  return { filters, changeFilters, page, setPage, status, error, data, queryKey, reload, replaceRow };
}
