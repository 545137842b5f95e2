import { Alert, Button, isApiRequestError, setBookingSession, Spinner } from '@clinic/platform';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openPersonalLink } from '../booking-data/api';
import { NS } from '../../texts';
import { BookingEditor } from './BookingEditor';
import { InvalidLinkNotice } from './InvalidLinkNotice';

type LinkState = { status: 'opening' } | { status: 'open'; bookingUuid: string } | { status: 'invalid' } | { status: 'failed' };

/**
 * A confirmation e-mail's personal link `/booking/{code}`: the code opens a booking session for the
 * link's e-mail (no one-time code needed), then the page is edit mode of its appointment.
 */
export function PersonalLinkEditor({ code }: { code: string }) {
  const { t } = useTranslation(NS.client);
  const [state, setState] = useState<LinkState>({ status: 'opening' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'opening' });
    openPersonalLink(code, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        setBookingSession({ accessToken: answer.access_token, email: answer.email, applicants: [] });
        setState({ status: 'open', bookingUuid: answer.uuid });
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: isApiRequestError(err) && err.status === 404 ? 'invalid' : 'failed' });
      },
    );
    return () => controller.abort();
  }, [code, attempt]);

  switch (state.status) {
    case 'opening':
      return <Spinner label={t('edit.openingLink')} />;
    case 'invalid':
      return <InvalidLinkNotice />;
    case 'failed':
      return (
        <Alert
          type="error"
          action={
            <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
              {t('session.retry')}
            </Button>
          }
        >
          {t('session.loadFailed')}
        </Alert>
      );
    case 'open':
      return <BookingEditor bookingUuid={state.bookingUuid} />;
  }
}
