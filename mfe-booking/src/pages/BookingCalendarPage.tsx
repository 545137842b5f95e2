import { PageFrame, type PageProps } from '@clinic/platform';
import { useTranslation } from 'react-i18next';
import { ScheduleScreen } from '../schedule/ScheduleScreen';
import { TEXT_NAMESPACE } from '../texts';

/** The scheduling page for a new booking (/booking/calendar), opened with a booking session. */
export function BookingCalendarPage({ titleKey }: PageProps) {
  const { t } = useTranslation(TEXT_NAMESPACE);
  return (
    <PageFrame titleKey={titleKey}>
      <p>{t('intro.bookingCalendar')}</p>
      <ScheduleScreen />
    </PageFrame>
  );
}
