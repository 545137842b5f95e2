import { I693_PAGE_SIZE, I693_SEARCH_DEBOUNCE_MS, type I693Application, type I693ApplicationPage } from '@clinic/contracts';
import { isApiRequestError, useCurrentLocation } from '@clinic/platform';
import { useCallback, useEffect, useState } from 'react';
import { fetchApplications, type ApplicationListQuery } from '../api/staff';
import { DEFAULT_FILTERS, effectiveSearch, listQuery, type ListFilters } from './listFilters';
import { useDebouncedValue } from './useDebouncedValue';

export type ListStatus = 'loading' | 'ready' | 'error';

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
  const [filters, setFilters] = useState<ListFilters>(() => ({ ...DEFAULT_FILTERS, search: new URLSearchParams(address).get('s') ?? '' }));
  const [page, setPage] = useState(1);
  const [reloads, setReloads] = useState(0);
  const [status, setStatus] = useState<ListStatus>('loading');
  const [error, setError] = useState<string | null>(null);
  const [data, setData] = useState<I693ApplicationPage | null>(null);
  const search = useDebouncedValue(effectiveSearch(filters.search) ?? '', I693_SEARCH_DEBOUNCE_MS);
  // A string, so typing below the search minimum (same query) loads nothing new.
  const queryKey = JSON.stringify(listQuery({ ...filters, search }, page));

  useEffect(() => {
    const controller = new AbortController();
    setStatus('loading');
    const query = JSON.parse(queryKey) as ApplicationListQuery;
    fetchApplications(query, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        const lastPage = Math.max(1, Math.ceil(answer.count / I693_PAGE_SIZE));
        // The last page emptied (its rows archived): show the page that is now last.
        if (answer.results.length === 0 && query.page > lastPage) return setPage(lastPage);
        setData(answer);
        setError(null);
        setStatus('ready');
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        setError(isApiRequestError(err) ? err.message : null);
        setStatus('error');
      },
    );
    return () => controller.abort();
  }, [queryKey, reloads]);

  const changeFilters = useCallback((change: Partial<ListFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  }, []);

  const reload = useCallback(() => setReloads((n) => n + 1), []);

  const replaceRow = useCallback((application: I693Application) => {
    setData((current) => current && { ...current, results: current.results.map((row) => (row.uuid === application.uuid ? application : row)) });
  }, []);

  return { filters, changeFilters, page, setPage, status, error, data, queryKey, reload, replaceRow };
}
