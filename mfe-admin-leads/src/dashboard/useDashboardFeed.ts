import type { DashboardFeed } from '@clinic/contracts';
import { isApiRequestError } from '@clinic/platform';
import { useCallback, useEffect, useState } from 'react';
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
  const [loads, setLoads] = useState(0);
  const [status, setStatus] = useState<DashboardFeedState['status']>('loading');
  const [feed, setFeed] = useState<DashboardFeed | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setStatus('loading');
    fetchDashboard(controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setFeed(answer);
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
  }, [loads]);

  const refresh = useCallback(() => setLoads((n) => n + 1), []);
  return { status, feed, error, refresh };
}
