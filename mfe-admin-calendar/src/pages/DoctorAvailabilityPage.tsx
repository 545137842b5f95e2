import { PageFrame, type PageProps } from '@clinic/platform';
import { useTranslation } from 'react-i18next';
import { CalendarScreen } from '../calendar/CalendarScreen';
import { TEXT_NAMESPACE } from '../texts';

/** `/admin/doctor-availability` (admins): availability and appointments per office, staff booking, calendar logs. */
export function DoctorAvailabilityPage({ titleKey }: PageProps) {
  const { t } = useTranslation(TEXT_NAMESPACE);
  return (
    <PageFrame titleKey={titleKey} wide>
      <p>{t('intro.doctorAvailability')}</p>
      <CalendarScreen />
    </PageFrame>
  );
}
