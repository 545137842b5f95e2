import type { Paginated } from '@clinic/contracts';
import { isApiRequestError } from '@clinic/platform';
import { useCallback, useEffect, useState } from 'react';
import { lastPageOf } from '../leads/list/pagerRule';

export interface PageQuery {
  page: number;
  /** Left out of the call when empty. */
  search: string;
}

export type SearchedPagesStatus = 'loading' | 'ready' | 'error';

export interface SearchedPagesOptions<T> {
  fetchPage: (query: PageQuery, signal: AbortSignal) => Promise<Paginated<T>>;
  pageSize: number;
  debounceMs: number;
  /** The search sent for the typed text, given the one applied now (short texts may keep it). */
  effectiveSearch: (text: string, previous: string) => string;
}

export interface SearchedPages<T> {
  /** The search box's text. */
  text: string;
  setText: (text: string) => void;
  query: PageQuery;
  lastPage: number;
  setPage: (page: number) => void;
  status: SearchedPagesStatus;
  /** The server's message when the last load failed. */
  error: string | null;
  /** The last page loaded; kept while the next one loads so the table does not jump. */
  data: Paginated<T> | null;
  /** Loads the current page again (Refresh, Retry). */
  reload: () => void;
}

/**
 * A staff list of numbered pages with a search box: the typed search is applied once typing pauses
 * (back to page 1), each page is loaded, and a newer load cancels the one in flight. A page past the
 * end (fewer rows match since it was chosen) shows the last page instead.
 */
export function useSearchedPages<T>({ fetchPage, pageSize, debounceMs, effectiveSearch }: SearchedPagesOptions<T>): SearchedPages<T> {
  const [text, setText] = useState('');
  const [query, setQuery] = useState<PageQuery>({ page: 1, search: '' });
  const [reloads, setReloads] = useState(0);
  const [status, setStatus] = useState<SearchedPagesStatus>('loading');
  const [error, setError] = useState<string | null>(null);
  const [data, setData] = useState<Paginated<T> | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery((current) => {
        const search = effectiveSearch(text, current.search);
        return search === current.search ? current : { page: 1, search };
      });
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [text, debounceMs, effectiveSearch]);

  const { page, search } = query;
  useEffect(() => {
    const controller = new AbortController();
    setStatus('loading');
    fetchPage({ page, search }, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        const lastPage = lastPageOf(answer.count, pageSize);
        if (answer.results.length === 0 && page > lastPage) return setQuery((current) => ({ ...current, page: lastPage }));
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
  }, [page, search, reloads, fetchPage, pageSize]);

  const setPage = useCallback((next: number) => setQuery((current) => ({ ...current, page: next })), []);
  const reload = useCallback(() => setReloads((n) => n + 1), []);

  return { text, setText, query, lastPage: lastPageOf(data?.count ?? 0, pageSize), setPage, status, error, data, reload };
}
