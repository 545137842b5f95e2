import { useSession } from '@clinic/platform';
import { useEffect } from 'react';
import { accountApi } from '../account/api';
import { useStaffSession } from '../account/useStaffSession';
import { IdleLogoff } from '../idle/IdleLogoff';

/**
 * The signed-in staff member's session in the admin frame: fetches what the server says of it once
 * per token (idle time, a pending two-factor enrolment) and runs the idle logoff.
 */
export function StaffSession() {
  const token = useSession((s) => s.token);
  const info = useStaffSession((s) => s.info);

  useEffect(() => {
    if (!token || info) return;
    const controller = new AbortController();
    accountApi.session(controller.signal).catch(() => undefined);
    return () => controller.abort();
  }, [token, info]);

  return info ? <IdleLogoff idleMinutes={info.idle_minutes} warningSeconds={info.idle_warning_seconds} /> : null;
}
