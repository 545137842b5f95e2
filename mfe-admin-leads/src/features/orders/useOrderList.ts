import { PAYMENTS_PAGE_SIZE, type Payment } from '@clinic/contracts';
import { useSearchedPages, type SearchedPages } from '../../shared/paging/useSearchedPages';
import { fetchOrders } from './api';
import { effectiveOrderSearch, ORDER_SEARCH_DEBOUNCE_MS } from './searchRule';

const OPTIONS = { fetchPage: fetchOrders, pageSize: PAYMENTS_PAGE_SIZE, debounceMs: ORDER_SEARCH_DEBOUNCE_MS, effectiveSearch: effectiveOrderSearch };

/** The paid orders list (back-office.md 2.7): search from 3 characters after 300 ms of quiet, 20 a page. */
export function useOrderList(): SearchedPages<Payment> {
  return useSearchedPages(OPTIONS);
}
