import type { DashboardFeed } from '@clinic/contracts';
import { useKeptLoad } from '@clinic/platform/staff';
import { fetchDashboard } from './api';

export interface DashboardFeedState {
  status: 'loading' | 'ready' | 'error';
  /** The last feed loaded: kept while a refresh runs or after it fails. */
  feed: DashboardFeed | null;
  /** The server's message when the last load failed. */
  error: string | null;
  refresh: () => void;
}

/** Loads the dashboard feed on mount and on each refresh; a newer load cancels the one in flight. */
export function useDashboardFeed(): DashboardFeedState {
  const { status, data, error, reload } = useKeptLoad(fetchDashboard);
  return { status, feed: data, error, refresh: reload };
}
