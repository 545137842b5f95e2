import { LEAD_PAGE_SIZE, LEAD_SEARCH_DEBOUNCE_MS, type Lead, type Paginated } from '@clinic/contracts';
import type { KeptLoadStatus } from '@clinic/platform/staff';
import { useCallback } from 'react';
import { usePagesSearchedFor, type PageQuery } from '../../../shared/paging/useSearchedPages';
import { fetchLeads } from '../api';
import { effectiveLeadSearch } from './searchRule';

export type LeadListStatus = KeptLoadStatus;

/** The page and search the list loads; `search` is the text as sent (trimmed, lowercased) or empty. */
export type LeadListQuery = PageQuery;

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

const OPTIONS = { fetchPage: fetchLeads, pageSize: LEAD_PAGE_SIZE, debounceMs: LEAD_SEARCH_DEBOUNCE_MS, effectiveSearch: effectiveLeadSearch };

/**
 * The lead list's state: the page, the search applied from the typed text (`?s=` at once, later
 * changes once typing pauses), and the load of each page; a newer load cancels the one in flight.
 */
export function useLeadList(searchText: string): LeadList {
  const { query, setPage, status, data, lastPage, reload, update } = usePagesSearchedFor(searchText, OPTIONS);
  const replaceLead = useCallback(
    (lead: Lead) => update((page) => ({ ...page, results: page.results.map((row) => (row.uuid === lead.uuid ? lead : row)) })),
    [update],
  );
  return { query, setPage, status, data, lastPage, reload, replaceLead };
}
