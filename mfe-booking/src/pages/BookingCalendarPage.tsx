import { PageFrame, type PageProps } from '@clinic/platform';
import { useTranslation } from 'react-i18next';
import { ScheduleScreen } from '../features/schedule/ScheduleScreen';
import { NS } from '../texts';

/** The scheduling page for a new booking (/booking/calendar), opened with a booking session. */
export function BookingCalendarPage({ titleKey }: PageProps) {
  const { t } = useTranslation(NS.client);
  return (
    <PageFrame titleKey={titleKey}>
      <p>{t('intro.bookingCalendar')}</p>
      <ScheduleScreen />
    </PageFrame>
  );
}
