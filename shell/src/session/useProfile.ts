import { api, isAuthenticated, isBookingAreaPath, setUser, useSession } from '@clinic/platform';
import { useEffect } from 'react';

/**
 * public-site.md 6: the profile (GET /users/) is fetched when authenticated, except on the booking
 * area's paths. Fetched once per token; a failure leaves no profile (the spec's empty object). Its
 * check loads with the first profile, so visitors who are not signed in never download it.
 */
export function useProfile(pathname: string): void {
  const token = useSession((s) => s.token);
  const user = useSession((s) => s.user);
  const skip = isBookingAreaPath(pathname);

  useEffect(() => {
    if (skip || user || !token || !isAuthenticated(token)) return;
    const controller = new AbortController();
    Promise.all([api.call('GET /users/', { signal: controller.signal }), import(/* webpackChunkName: "profile-check" */ './parseProfile')])
      .then(([profile, { parseProfile }]) => setUser(parseProfile(profile)))
      .catch(() => {
        if (!controller.signal.aborted) setUser(null);
      });
    return () => controller.abort();
  }, [token, user, skip]);
}
