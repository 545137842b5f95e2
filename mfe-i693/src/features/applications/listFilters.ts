import { I693_SEARCH_MIN_CHARS, type I693Ordering } from '@clinic/contracts';
import type { ApplicationListQuery } from './api';

/** What the filter bar holds; search is the typed text, sent only from 3 characters on. */
export interface ListFilters {
  archived: boolean;
  dosagePending: boolean;
  tbPositive: boolean;
  office: string;
  /** YYYY-MM-DD or empty. */
  appointmentDate: string;
  ordering: I693Ordering;
  search: string;
}

export const DEFAULT_FILTERS: ListFilters = {
  archived: false,
  dosagePending: false,
  tbPositive: false,
  office: '',
  appointmentDate: '',
  ordering: '-created_on',
  search: '',
};

/** The search text as sent: trimmed, and none at all below the minimum length. */
export function effectiveSearch(typed: string): string | undefined {
  const text = typed.trim();
  return text.length >= I693_SEARCH_MIN_CHARS ? text : undefined;
}

/** The list call's query of a page under these filters; unset filters are left out. */
export function listQuery(filters: ListFilters, page: number): ApplicationListQuery {
  return {
    page,
    search: effectiveSearch(filters.search),
    is_active: !filters.archived,
    ordering: filters.ordering,
    dosage_pending: filters.dosagePending || undefined,
    tb_positive: filters.tbPositive || undefined,
    appointment_office: filters.office || undefined,
    appointment_date: filters.appointmentDate || undefined,
  };
}
