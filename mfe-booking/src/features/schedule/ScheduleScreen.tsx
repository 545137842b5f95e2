import { Alert, Button, Spinner, theme } from '@clinic/platform';
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useBookingData } from '../booking-data/useBookingData';
import { NS } from '../../texts';
import { NewBooking } from './NewBooking';

/** The new-booking scheduling page (/booking/calendar): loading, a failed load with Try again, or the page. */
export function ScheduleScreen() {
  const { t } = useTranslation(NS.client);
  const { state, reload } = useBookingData();

  if (state.status === 'loading') {
    return (
      <div css={css({ display: 'flex', justifyContent: 'center', paddingBlock: theme.space(10) })}>
        <Spinner label={t('schedule.loading')} />
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <Alert
        type="error"
        action={
          <Button variant="secondary" onClick={() => void reload()}>
            {t('session.retry')}
          </Button>
        }
      >
        {t('session.loadFailed')}
      </Alert>
    );
  }
  return <NewBooking data={state.data} reload={reload} />;
}
