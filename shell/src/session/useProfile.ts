import { type UserProfile, userProfileSchema } from '@clinic/contracts';
import { api, isAuthenticated, isBookingAreaPath, setUser, useSession } from '@clinic/platform';
import { useEffect } from 'react';

/**
 * public-site.md 6: the profile (GET /users/) is fetched when authenticated, except on the booking
 * area's paths. Fetched once per token; a failure leaves no profile (the spec's empty object).
 */
export function useProfile(pathname: string): void {
  const token = useSession((s) => s.token);
  const user = useSession((s) => s.user);
  const skip = isBookingAreaPath(pathname);

  useEffect(() => {
    if (skip || user || !token || !isAuthenticated(token)) return;
    const controller = new AbortController();
    api
      .get<UserProfile>('/users/', { signal: controller.signal })
      .then((profile) => {
        const parsed = userProfileSchema.safeParse(profile);
        setUser(parsed.success ? parsed.data : null);
      })
      .catch(() => {
        if (!controller.signal.aborted) setUser(null);
      });
    return () => controller.abort();
  }, [token, user, skip]);
}
