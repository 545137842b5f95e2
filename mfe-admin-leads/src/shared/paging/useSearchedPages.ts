import type { Paginated } from '@clinic/contracts';
import { lastPageNumber, useKeptPageLoad, type KeptLoadStatus } from '@clinic/platform/staff';
import { useCallback, useEffect, useState } from 'react';

export interface PageQuery {
  page: number;
  /** Left out of the call when empty. */
  search: string;
}

export interface SearchedPagesOptions<T> {
  fetchPage: (query: PageQuery, signal: AbortSignal) => Promise<Paginated<T>>;
  pageSize: number;
  debounceMs: number;
  /** The search sent for the typed text, given the one applied now (short texts may keep it). */
  effectiveSearch: (text: string, previous: string) => string;
}

export interface SearchedPageList<T> {
  query: PageQuery;
  lastPage: number;
  setPage: (page: number) => void;
  status: KeptLoadStatus;
  /** The server's message when the last load failed. */
  error: string | null;
  /** The last page loaded; kept while the next one loads so the table does not jump. */
  data: Paginated<T> | null;
  /** Loads the current page again (Refresh, Retry). */
  reload: () => void;
  /** Changes the page shown in place (a row as the server now answers it). */
  update: (change: (data: Paginated<T>) => Paginated<T>) => void;
}

export interface SearchedPages<T> extends SearchedPageList<T> {
  /** The search box's text. */
  text: string;
  setText: (text: string) => void;
}

/**
 * A staff list of numbered pages searched for `text` (typed elsewhere): the text the list opens with
 * is searched at once, later changes once typing pauses (back to page 1); each page is loaded, and a
 * newer load cancels the one in flight. A page past the end (fewer rows match since it was chosen)
 * shows the last page instead.
 */
export function usePagesSearchedFor<T>(text: string, { fetchPage, pageSize, debounceMs, effectiveSearch }: SearchedPagesOptions<T>): SearchedPageList<T> {
  const [query, setQuery] = useState<PageQuery>(() => ({ page: 1, search: effectiveSearch(text, '') }));

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
  const load = useCallback((signal: AbortSignal) => fetchPage({ page, search }, signal), [fetchPage, page, search]);
  const setPage = useCallback((next: number) => setQuery((current) => ({ ...current, page: next })), []);
  const pages = useKeptPageLoad(load, page, pageSize, setPage);

  return { ...pages, query, lastPage: lastPageNumber(pages.data?.count ?? 0, pageSize), setPage };
}

/** `usePagesSearchedFor` with its own search box's text (empty at first). */
export function useSearchedPages<T>(options: SearchedPagesOptions<T>): SearchedPages<T> {
  const [text, setText] = useState('');
  return { text, setText, ...usePagesSearchedFor(text, options) };
}
