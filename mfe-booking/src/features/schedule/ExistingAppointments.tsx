import { telHref, type PublicAppointment } from '@clinic/contracts';
import { Ltr, SiteLink, theme } from '@clinic/platform';
import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import { fullName } from './applicants';
import { bookingEditPath } from './paths';
import { formatSlotDate, formatSlotTime } from './dateText';
import { card, hint, linkButton, panelSection, plainList, sectionHeading } from './styles';

/** 'Your appointments': the client's booked appointments, each with a Manage link to its edit mode. */
export function ExistingAppointments({ appointments }: { appointments: PublicAppointment[] }) {
  const { t, i18n } = useTranslation(NS.client, { keyPrefix: 'schedule' });
  const id = useId();
  if (appointments.length === 0) return null;
  return (
    <section aria-labelledby={id} css={panelSection}>
      <h2 id={id} css={sectionHeading}>
        {t('appointments.heading')}
      </h2>
      <ul css={plainList}>
        {appointments.map((appointment) => {
          const date = formatSlotDate(appointment.appointment_date, i18n.language);
          const time = formatSlotTime(appointment.start_time, i18n.language);
          return (
            <li
              key={appointment.uuid}
              css={[card, css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: theme.space(3) })]}
              data-testid="schedule-appointment"
            >
              <div css={css({ display: 'flex', flexDirection: 'column', gap: theme.space(1), minWidth: 0, flex: '1 1 16rem' })}>
                <span css={css({ fontWeight: 600 })}>{t('confirm.dateAtTime', { date, time })}</span>
                <span>
                  {appointment.office} · <Ltr css={hint}>{appointment.office_address}</Ltr>
                </span>
                {appointment.office_phone ? (
                  <span>
                    <span css={hint}>{t('confirm.phone')}: </span>
                    <a href={telHref(appointment.office_phone)}>
                      <Ltr>{appointment.office_phone}</Ltr>
                    </a>
                  </span>
                ) : null}
                <span>
                  <span css={hint}>{t('appointments.people')}: </span>
                  {appointment.applicants.map(fullName).join(', ')}
                </span>
              </div>
              <SiteLink href={bookingEditPath(appointment.uuid)} css={linkButton} aria-label={t('appointments.manageLabel', { date, time })}>
                {t('appointments.manage')}
              </SiteLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
