import { LEAD_PAGE_SIZE, LEAD_SEARCH_DEBOUNCE_MS, type AppointmentRequestEntry } from '@clinic/contracts';
import { useSearchedPages, type SearchedPages } from '../../../shared/paging/useSearchedPages';
import { effectiveLeadSearch } from '../list/searchRule';
import { fetchAppointmentRequests } from './api';

// The same search rule as the lead list: a text of 1 to 3 characters keeps the search applied.
const OPTIONS = { fetchPage: fetchAppointmentRequests, pageSize: LEAD_PAGE_SIZE, debounceMs: LEAD_SEARCH_DEBOUNCE_MS, effectiveSearch: effectiveLeadSearch };

/** The appointment request list (20 a page, newest first) with its search. */
export function useRequestList(): SearchedPages<AppointmentRequestEntry> {
  return useSearchedPages(OPTIONS);
}
