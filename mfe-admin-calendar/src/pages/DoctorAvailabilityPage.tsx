import { PageFrame, type PageProps } from '@clinic/platform';
import { useTranslation } from 'react-i18next';
import { CalendarScreen } from '../features/calendar/CalendarScreen';
import { NS } from '../texts';

/** `/admin/doctor-availability` (admins): availability and appointments per office, staff booking, calendar logs. */
export function DoctorAvailabilityPage({ titleKey }: PageProps) {
  const { t } = useTranslation(NS.intro);
  return (
    <PageFrame titleKey={titleKey} wide>
      <p>{t('intro.doctorAvailability')}</p>
      <CalendarScreen />
    </PageFrame>
  );
}
