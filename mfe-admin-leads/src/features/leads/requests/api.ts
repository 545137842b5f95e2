import type { AppointmentRequestEntry, Paginated } from '@clinic/contracts';
import { api } from '@clinic/platform';
import type { PageQuery } from '../../../shared/paging/useSearchedPages';

/** One page (20) of the public appointment requests, newest first, searched in e-mail, names and phone. */
export function fetchAppointmentRequests(query: PageQuery, signal?: AbortSignal): Promise<Paginated<AppointmentRequestEntry>> {
  return api.call('GET /appointments/', { query: { page: query.page, search: query.search || undefined }, signal });
}
