import { css } from '@emotion/react';
import { BOOKING_LANDING_PATH } from '@clinic/contracts';
import { PageFrame, SiteLink, theme, type PageProps } from '@clinic/platform';
import { useTranslation } from 'react-i18next';
import { EmbeddedAppointmentForm } from '../features/form/EmbeddedAppointmentForm';
import { useTutorialVideoUrl } from '../features/form/useTutorialVideoUrl';
import { NS } from '../texts';

const REQUIREMENTS_HREF = '/appointments#requirements-check-section';
const appointmentsHref = (language: string) => `/appointments?lang=${encodeURIComponent(language)}#request-an-appointment`;

const linkList = css({
  margin: 0,
  marginBlockEnd: theme.space(8),
  paddingInlineStart: theme.space(5),
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(3),
  a: { color: theme.colors.primary, fontWeight: 600 },
  'a:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: '2px' },
});

/** `/i-693`: what to prepare, the video tutorial, online booking once the records are sent, and the appointment request form of mfe-public. */
export function I693Page({ titleKey }: PageProps) {
  const { t, i18n } = useTranslation(NS.public);
  const tutorialUrl = useTutorialVideoUrl();
  return (
    <PageFrame titleKey={titleKey}>
      <p>{t('intro.i693')}</p>
      <ul css={linkList}>
        <li>
          <SiteLink href={REQUIREMENTS_HREF}>{t('landing.requirementsLink')}</SiteLink>
        </li>
        {tutorialUrl ? (
          <li>
            <a href={tutorialUrl} target="_blank" rel="noopener noreferrer">
              {t('landing.tutorialLink')}
            </a>
          </li>
        ) : null}
        <li>
          <SiteLink href={appointmentsHref(i18n.language)}>{t('landing.appointmentsLink')}</SiteLink>
        </li>
        <li>
          <SiteLink href={BOOKING_LANDING_PATH}>{t('landing.bookingLink')}</SiteLink>
        </li>
      </ul>
      <section aria-labelledby="i693-request-heading">
        <h2 id="i693-request-heading" css={css({ fontSize: theme.font.size.large })}>
          {t('landing.requestHeading')}
        </h2>
        <EmbeddedAppointmentForm />
      </section>
    </PageFrame>
  );
}
