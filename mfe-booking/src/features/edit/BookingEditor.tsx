import { Alert, Button, Spinner } from '@clinic/platform';
import { useTranslation } from 'react-i18next';
import { useBookingData } from '../booking-data/useBookingData';
import { NS } from '../../texts';
import { EditAppointment } from './EditAppointment';

/** Edit mode of one appointment, loaded with the booking session (an ended session goes to the landing). */
export function BookingEditor({ bookingUuid }: { bookingUuid: string }) {
  const { t } = useTranslation(NS.client);
  const { state, reload } = useBookingData(bookingUuid);

  switch (state.status) {
    case 'loading':
      return <Spinner label={t('edit.loading')} />;
    case 'failed':
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
    case 'ready': {
      const { data, refreshing } = state;
      if (data.mode !== 'appointment_editing' || !data.booking) return <Alert type="info">{t('edit.noAppointment')}</Alert>;
      return <EditAppointment data={data} booking={data.booking} refreshing={refreshing} reload={reload} />;
    }
  }
}
