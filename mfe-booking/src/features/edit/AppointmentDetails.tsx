import type { PublicAppointment } from '@clinic/contracts';
import { Ltr } from '@clinic/platform';
import { useTranslation } from 'react-i18next';
import { formatSlotDate, formatSlotTime } from '../schedule/dateText';
import { OfficePhoneEntry } from '../schedule/OfficePhoneEntry';
import { detailList } from '../schedule/styles';
import { NS } from '../../texts';

/** The appointment being edited: date and 12-hour time, office, address, phone and how many people are in it. */
export function AppointmentDetails({ booking }: { booking: PublicAppointment }) {
  const { t, i18n } = useTranslation(NS.client, { keyPrefix: 'edit.current' });
  const date = formatSlotDate(booking.appointment_date, i18n.language);
  const time = formatSlotTime(booking.start_time, i18n.language);
  return (
    <dl css={detailList}>
      <dt>{t('dateTime')}</dt>
      <dd>{t('dateAtTime', { date, time })}</dd>
      <dt>{t('office')}</dt>
      <dd>{booking.office}</dd>
      <dt>{t('address')}</dt>
      <dd>
        <Ltr>{booking.office_address}</Ltr>
      </dd>
      <OfficePhoneEntry label={t('phone')} phone={booking.office_phone} />
      <dt>{t('applicants')}</dt>
      <dd>{booking.total_applicants}</dd>
    </dl>
  );
}
