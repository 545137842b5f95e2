import { BOOKING_LANDING_PATH, type MyBookingData } from '@clinic/contracts';
import { isApiRequestError, navigate, sessionStore } from '@clinic/platform';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import { loadMyBookingData } from './api';
import { isSessionEnd, leaveToLanding } from './sessionEnd';

export type BookingDataState =
  | { status: 'loading' }
  | { status: 'ready'; data: MyBookingData; refreshing: boolean }
  /** Anything but an ended session or a 404: 'Unable to load your booking information. Please try again.' */
  | { status: 'failed' };

/**
 * The scheduling page's data (GET /booking/my-booking-data/, booking-leads-calendar.md 2 and 8):
 * without a stored token or e-mail, the landing; once the session has ended (TOKEN_EXPIRED, 401,
 * 403) or on a 404, the landing with the spec's text. `reload` keeps showing the data it replaces.
 */
export function useBookingData(bookingUuid?: string) {
  const { t } = useTranslation(NS.client, { keyPrefix: 'session' });
  const [state, setState] = useState<BookingDataState>({ status: 'loading' });
  const latest = useRef<AbortController | null>(null);

  const load = useCallback(async () => {
    const { accessToken, email } = sessionStore.getState().booking;
    if (!accessToken || !email) {
      navigate(BOOKING_LANDING_PATH);
      return;
    }
    latest.current?.abort();
    const controller = new AbortController();
    latest.current = controller;
    setState((s) => (s.status === 'ready' ? { ...s, refreshing: true } : { status: 'loading' }));
    try {
      const data = await loadMyBookingData(bookingUuid, controller.signal);
      if (!controller.signal.aborted) setState({ status: 'ready', data, refreshing: false });
    } catch (err) {
      if (controller.signal.aborted) return;
      if (isSessionEnd(err)) leaveToLanding(t('expired'));
      else if (isApiRequestError(err) && err.status === 404) leaveToLanding(t('notFound'));
      else setState({ status: 'failed' });
    }
  }, [bookingUuid, t]);

  useEffect(() => {
    void load();
    return () => latest.current?.abort();
  }, [load]);

  return { state, reload: load };
}
