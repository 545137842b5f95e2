import { LEAD_SEARCH_DEBOUNCE_MS, type Lead, type Paginated } from '@clinic/contracts';
import { useCallback, useEffect, useState } from 'react';
import { fetchLeads } from '../api';
import { lastPageOf } from './pagerRule';
import { effectiveLeadSearch } from './searchRule';

export type LeadListStatus = 'loading' | 'ready' | 'error';

/** The page and search the list loads; `search` is the text as sent (trimmed, lowercased) or empty. */
export interface LeadListQuery {
  page: number;
  search: string;
}

export interface LeadList {
  query: LeadListQuery;
  setPage: (page: number) => void;
  status: LeadListStatus;
  /** The last page loaded; kept while the next one loads so the list does not jump. */
  data: Paginated<Lead> | null;
  lastPage: number;
  /** Loads the current page again. */
  reload: () => void;
  /** Puts a lead as the server now answers it in place of its row. */
  replaceLead: (lead: Lead) => void;
}

/**
 * The lead list's state: the page, the search applied from the typed text once typing pauses, and
 * the load of each page. A newer load cancels the one in flight, so answers never arrive out of order.
 */
export function useLeadList(searchText: string): LeadList {
  // The text the list opens with (`?s=`) is searched at once; later changes wait for a pause.
  const [query, setQuery] = useState<LeadListQuery>(() => ({ page: 1, search: effectiveLeadSearch(searchText, '') }));
  const [reloads, setReloads] = useState(0);
  const [status, setStatus] = useState<LeadListStatus>('loading');
  const [data, setData] = useState<Paginated<Lead> | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery((current) => {
        const search = effectiveLeadSearch(searchText, current.search);
        return search === current.search ? current : { page: 1, search };
      });
    }, LEAD_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  const { page, search } = query;
  useEffect(() => {
    const controller = new AbortController();
    setStatus('loading');
    fetchLeads({ page, search }, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        const lastPage = lastPageOf(answer.count);
        // The page is past the end now (the list shrank since it was chosen): show the last page.
        if (answer.results.length === 0 && page > lastPage) return setQuery((current) => ({ ...current, page: lastPage }));
        setData(answer);
        setStatus('ready');
      },
      () => {
        if (!controller.signal.aborted) setStatus('error');
      },
    );
    return () => controller.abort();
  }, [page, search, reloads]);

  const setPage = useCallback((next: number) => setQuery((current) => ({ ...current, page: next })), []);
  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const replaceLead = useCallback((lead: Lead) => {
    setData((current) => current && { ...current, results: current.results.map((row) => (row.uuid === lead.uuid ? lead : row)) });
  }, []);

  return { query, setPage, status, data, lastPage: lastPageOf(data?.count ?? 0), reload, replaceLead };
}
