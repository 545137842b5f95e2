import type { AppointmentRequestEntry, Paginated } from '@clinic/contracts';
import { api } from '@clinic/platform';

export interface RequestListQuery {
  page: number;
  /** Lowercased; left out when empty. */
  search: string;
}

/** One page (20) of the public appointment requests, newest first, searched in e-mail, names and phone. */
export function fetchAppointmentRequests(query: RequestListQuery, signal?: AbortSignal): Promise<Paginated<AppointmentRequestEntry>> {
  return api.get<Paginated<AppointmentRequestEntry>>('/appointments/', { params: { page: query.page, search: query.search || undefined }, signal });
}
