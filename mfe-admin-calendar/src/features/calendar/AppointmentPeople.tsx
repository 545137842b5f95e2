import { css } from '@emotion/react';
import { formatPhone, i693SearchPath, leadSearchPath, telHref, type AppointmentPerson } from '@clinic/contracts';
import { SiteLink, theme } from '@clinic/platform';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';

const listCss = css({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: theme.space(3) });
const lineCss = css({ display: 'flex', flexWrap: 'wrap', columnGap: theme.space(3), overflowWrap: 'anywhere' });

/** Each person of an appointment: phone and e-mail to reach them, and the way to their lead and I-693 applications. */
export function AppointmentPeople({ people }: { people: readonly AppointmentPerson[] }) {
  const { t } = useTranslation(NS.staff);
  return (
    <ul css={listCss}>
      {people.map((person) => (
        <li key={person.uuid} data-testid="appointment-person">
          <strong>{person.name}</strong>
          <div css={lineCss}>
            {person.phone ? (
              <a href={telHref(person.phone)} dir="ltr">
                {formatPhone(person.phone)}
              </a>
            ) : null}
            {person.email ? (
              <a href={`mailto:${person.email}`} dir="ltr">
                {person.email}
              </a>
            ) : null}
          </div>
          <div css={lineCss}>
            <SiteLink href={leadSearchPath(person.lead_email)} aria-label={t('appointment.leadOf', { name: person.name })}>
              {t('appointment.lead')}
            </SiteLink>
            {person.i693_search ? (
              <span>
                <SiteLink href={i693SearchPath(person.i693_search)} aria-label={t('appointment.i693Of', { name: person.name })}>
                  {t('appointment.i693')}
                </SiteLink>{' '}
                ({person.i693_count})
              </span>
            ) : (
              <span css={css({ color: theme.colors.mutedText })}>{t('appointment.noI693')}</span>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
