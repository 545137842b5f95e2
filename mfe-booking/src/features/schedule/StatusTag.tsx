import type { BookingStatus } from '@clinic/contracts';
import { StatusBadge, type StatusTone } from '@clinic/platform';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';

const TONES: Record<BookingStatus, StatusTone> = {
  bookable: 'success',
  already_booked: 'info',
  pending_requirements: 'warning',
  pending_i693_form: 'error',
};

/** An applicant's booking status tag (Ready to Book, Already Booked, Missing Requirements, Needs I-693 Form). */
export function StatusTag({ status, id }: { status: BookingStatus; id?: string }) {
  const { t } = useTranslation(NS.client, { keyPrefix: 'schedule.statuses' });
  return (
    <StatusBadge tone={TONES[status]} id={id} data-status={status}>
      {t(status)}
    </StatusBadge>
  );
}
