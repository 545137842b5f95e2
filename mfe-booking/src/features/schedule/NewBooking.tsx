import { MESSAGE_CODES, type MyBookingData } from '@clinic/contracts';
import { Alert, theme, useCompactLayout } from '@clinic/platform';
import { css } from '@emotion/react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import { BookedAppointment } from './BookedAppointment';
import { DesktopBooking } from './DesktopBooking';
import { ExistingAppointments } from './ExistingAppointments';
import { MobileBooking } from './MobileBooking';
import { panelSection, sectionHeading } from './styles';
import { UnmatchedForms } from './UnmatchedForms';
import { useBookingForm } from './useBookingForm';

export interface NewBookingProps {
  data: MyBookingData;
  reload: () => Promise<void>;
}

/**
 * The scheduling page with the client's data (booking-leads-calendar.md 2): their appointments, then a
 * new booking, side by side from 768 px and as a wizard below; after booking, the appointment booked.
 */
export function NewBooking({ data, reload }: NewBookingProps) {
  const { t } = useTranslation(NS.client, { keyPrefix: 'schedule' });
  const narrow = useCompactLayout();
  const form = useBookingForm(data, reload);
  const headingId = useId();
  // The server's "loaded" message, said once when the page opens (in the page's words when its code is known): not again after a reload or a booking.
  const [showLoaded, setShowLoaded] = useState(data.message !== '');
  useEffect(() => {
    if (form.booked) setShowLoaded(false);
  }, [form.booked]);

  return (
    <div css={css({ display: 'flex', flexDirection: 'column', gap: theme.space(8), minWidth: 0 })}>
      {form.booked ? (
        <BookedAppointment appointment={form.booked} onBookAnother={form.bookAnother} />
      ) : showLoaded ? (
        <Alert type="info">{data.message_code === MESSAGE_CODES.bookingLoaded ? t('loaded') : data.message}</Alert>
      ) : null}
      <ExistingAppointments appointments={data.existing_appointments} />
      {form.booked ? null : (
        <section aria-labelledby={headingId} css={panelSection}>
          <h2 id={headingId} css={sectionHeading}>
            {t('heading')}
          </h2>
          <UnmatchedForms forms={data.unmatched_i693} />
          {narrow ? <MobileBooking form={form} /> : <DesktopBooking form={form} />}
        </section>
      )}
    </div>
  );
}
