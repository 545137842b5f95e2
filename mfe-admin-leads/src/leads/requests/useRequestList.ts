import { LEAD_SEARCH_DEBOUNCE_MS, type AppointmentRequestEntry, type Paginated } from '@clinic/contracts';
import { isApiRequestError } from '@clinic/platform';
import { useCallback, useEffect, useState } from 'react';
import { lastPageOf } from '../list/pagerRule';
import { effectiveLeadSearch } from '../list/searchRule';
import { fetchAppointmentRequests, type RequestListQuery } from './api';

export type RequestListStatus = 'loading' | 'ready' | 'error';

export interface RequestList {
  text: string;
  setText: (text: string) => void;
  query: RequestListQuery;
  lastPage: number;
  setPage: (page: number) => void;
  status: RequestListStatus;
  /** The server's message when the last load failed. */
  error: string | null;
  /** The last page loaded; kept while the next one loads so the table does not jump. */
  data: Paginated<AppointmentRequestEntry> | null;
  reload: () => void;
}

/**
 * The appointment request list (20 a page, newest first): the typed search, applied once typing
 * pauses for 300 ms (back to page 1), and the load of each page. A newer load cancels the one in flight.
 */
export function useRequestList(): RequestList {
  const [text, setText] = useState('');
  const [query, setQuery] = useState<RequestListQuery>({ page: 1, search: '' });
  const [reloads, setReloads] = useState(0);
  const [status, setStatus] = useState<RequestListStatus>('loading');
  const [error, setError] = useState<string | null>(null);
  const [data, setData] = useState<Paginated<AppointmentRequestEntry> | null>(null);

  // The same rule as the lead search: a text of 1 to 3 characters keeps the search applied.
  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery((current) => {
        const search = effectiveLeadSearch(text, current.search);
        return search === current.search ? current : { page: 1, search };
      });
    }, LEAD_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  useEffect(() => {
    const controller = new AbortController();
    setStatus('loading');
    fetchAppointmentRequests(query, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
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
  }, [query, reloads]);

  const setPage = useCallback((page: number) => setQuery((current) => ({ ...current, page })), []);
  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const lastPage = lastPageOf(data?.count ?? 0);

  return { text, setText, query, lastPage, setPage, status, error, data, reload };
}
