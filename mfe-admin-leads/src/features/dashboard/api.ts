import type { DashboardFeed } from '@clinic/contracts';
import { api } from '@clinic/platform';

/** The dashboard feed, shaped by the server for the signed-in user's role (back-office.md 2.3, 6). */
export function fetchDashboard(signal?: AbortSignal): Promise<DashboardFeed> {
  return api.call('GET /users/dashboard/', { signal });
}
