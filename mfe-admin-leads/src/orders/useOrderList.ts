import { PAYMENTS_PAGE_SIZE, type Paginated, type Payment } from '@clinic/contracts';
import { isApiRequestError } from '@clinic/platform';
import { useCallback, useEffect, useState } from 'react';
import { lastPageOf } from '../leads/list/pagerRule';
import { fetchOrders, type OrderListQuery } from './api';
import { effectiveOrderSearch, ORDER_SEARCH_DEBOUNCE_MS } from './searchRule';

export type OrderListStatus = 'loading' | 'ready' | 'error';

export interface OrderList {
  /** The search box's text. */
  text: string;
  setText: (text: string) => void;
  query: OrderListQuery;
  lastPage: number;
  setPage: (page: number) => void;
  status: OrderListStatus;
  /** The server's message when the last load failed. */
  error: string | null;
  /** The last page loaded; kept while the next one loads so the table does not jump. */
  data: Paginated<Payment> | null;
  /** Loads the current page again (Refresh, Retry). */
  reload: () => void;
}

/**
 * The paid orders list (back-office.md 2.7): the typed search, applied once typing pauses for
 * 300 ms (back to page 1), and the load of each page of 20. A newer load cancels the one in flight.
 */
export function useOrderList(): OrderList {
  const [text, setText] = useState('');
  const [query, setQuery] = useState<OrderListQuery>({ page: 1, search: '' });
  const [reloads, setReloads] = useState(0);
  const [status, setStatus] = useState<OrderListStatus>('loading');
  const [error, setError] = useState<string | null>(null);
  const [data, setData] = useState<Paginated<Payment> | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery((current) => {
        const search = effectiveOrderSearch(text, current.search);
        return search === current.search ? current : { page: 1, search };
      });
    }, ORDER_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const { page, search } = query;
  useEffect(() => {
    const controller = new AbortController();
    setStatus('loading');
    fetchOrders({ page, search }, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        const lastPage = lastPageOf(answer.count, PAYMENTS_PAGE_SIZE);
        // The page is past the end now (fewer orders match since it was chosen): show the last page.
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
  }, [page, search, reloads]);

  const setPage = useCallback((next: number) => setQuery((current) => ({ ...current, page: next })), []);
  const reload = useCallback(() => setReloads((n) => n + 1), []);

  return { text, setText, query, lastPage: lastPageOf(data?.count ?? 0, PAYMENTS_PAGE_SIZE), setPage, status, error, data, reload };
}
