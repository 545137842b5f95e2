import type { PublicAppointment } from '@clinic/contracts';
import { Alert, Button, Ltr, SiteLink } from '@clinic/platform';
import { css } from '@emotion/react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import { fullName } from './applicants';
import { bookingEditPath } from './paths';
import { formatSlotDate, formatSlotTime } from './dateText';
import { OfficePhoneEntry } from './OfficePhoneEntry';
import { buttonRow, card, detailList, linkButton, panelSection, sectionHeading } from './styles';

export interface BookedAppointmentProps {
  appointment: PublicAppointment;
  onBookAnother: () => void;
}

/** The appointment just booked, with the way to its edit mode ('Change who is coming'). */
export function BookedAppointment({ appointment, onBookAnother }: BookedAppointmentProps) {
  const { t, i18n } = useTranslation(NS.client, { keyPrefix: 'schedule' });
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);

  const when = t('confirm.dateAtTime', {
    date: formatSlotDate(appointment.appointment_date, i18n.language),
    time: formatSlotTime(appointment.start_time, i18n.language),
  });
  return (
    <section aria-labelledby={id} css={panelSection} data-testid="schedule-booked">
      <Alert type="success">{t('booking.booked')}</Alert>
      <div css={[card, panelSection]}>
        <h2 id={id} ref={heading} tabIndex={-1} css={sectionHeading}>
          {t('booking.heading')}
        </h2>
        <dl css={detailList}>
          <dt>{t('confirm.dateTime')}</dt>
          <dd>{when}</dd>
          <dt>{t('confirm.office')}</dt>
          <dd>{appointment.office}</dd>
          <dt>{t('confirm.address')}</dt>
          <dd>
            <Ltr>{appointment.office_address}</Ltr>
          </dd>
          <OfficePhoneEntry label={t('confirm.phone')} phone={appointment.office_phone} />
          <dt>{t('confirm.applicants')}</dt>
          <dd>
            <ul css={css({ margin: 0, padding: 0, listStyle: 'none' })}>
              {appointment.applicants.map((person) => (
                <li key={person.uuid}>{fullName(person)}</li>
              ))}
            </ul>
          </dd>
        </dl>
        <div css={buttonRow}>
          <SiteLink href={bookingEditPath(appointment.uuid)} css={linkButton}>
            {t('booking.changePeople')}
          </SiteLink>
          <Button variant="text" onClick={onBookAnother}>
            {t('booking.bookAnother')}
          </Button>
        </div>
      </div>
    </section>
  );
}
