import type { PageProps } from '@clinic/platform';
import { mq, SiteLink, theme } from '@clinic/platform';
import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { contentColumn, pageSection, primaryButtonLink, sectionHeading } from '../features/home/layout';
import { ContactAndHours, MedicalCenters } from '../features/home/PracticeSections';
import { LocationsMap } from '../features/map/LocationsMap';
import { ReviewsWhenNear } from '../features/reviews/ReviewsWhenNear';
import { NS } from '../texts/namespace';

/** The request-form anchor of /appointments in the current language. */
export function appointmentRequestHref(language: string): string {
  return `/appointments?lang=${encodeURIComponent(language)}#request-an-appointment`;
}

/** Keeps "I-693" on one line (a non-breaking hyphen) in large headings. */
function keepFormNumberWhole(text: string): string {
  return text.replace(/I-693/g, 'I\u2011693');
}

/** Home: hero with the appointment button, about us, the map, the medical centers, contact, hours, reviews. */
export function HomePage(_props: PageProps) {
  const { t, i18n } = useTranslation(NS.pages);
  const heroId = useId();
  const aboutId = useId();
  const mapId = useId();
  return (
    <div css={css({ minWidth: 0 })}>
      <section
        aria-labelledby={heroId}
        data-testid="home-hero"
        css={css({
          background: `linear-gradient(135deg, ${theme.colors.primaryDark} 0%, ${theme.colors.primary} 60%, ${theme.colors.accent} 130%)`,
          color: theme.colors.primaryText,
          paddingBlock: theme.space(16),
          [mq.mobile]: { paddingBlock: theme.space(10) },
        })}
      >
        <div css={[contentColumn, css({ display: 'grid', gap: theme.space(5), justifyItems: 'start' })]}>
          <h1 id={heroId} css={css({ margin: 0, fontSize: '2.5rem', lineHeight: 1.15, maxWidth: '22ch', [mq.mobile]: { fontSize: '1.85rem' } })}>
            {keepFormNumberWhole(t('home.heroTitle'))}
          </h1>
          <p css={css({ margin: 0, fontSize: theme.font.size.large, lineHeight: 1.5, maxWidth: '60ch', [mq.mobile]: { fontSize: theme.font.size.base } })}>
            {t('home.heroPitch')}
          </p>
          <SiteLink
            href={appointmentRequestHref(i18n.language)}
            data-testid="hero-appointment-button"
            css={[
              primaryButtonLink,
              css({ background: theme.colors.background, color: theme.colors.primaryDark, '&:hover': { background: theme.colors.infoBg } }),
            ]}
          >
            {t('home.appointmentButton')}
          </SiteLink>
        </div>
      </section>
      <div css={contentColumn}>
        <section aria-labelledby={aboutId} css={pageSection}>
          <h2 id={aboutId} css={sectionHeading}>
            {t('home.aboutTitle')}
          </h2>
          <p css={css({ margin: 0, lineHeight: 1.6 })}>{t('home.about1')}</p>
          <p css={css({ margin: 0, lineHeight: 1.6 })}>{t('home.about2')}</p>
          <p css={css({ margin: 0, lineHeight: 1.6 })}>{t('home.about3')}</p>
        </section>
        <section aria-labelledby={mapId} css={pageSection}>
          <h2 id={mapId} css={sectionHeading}>
            {t('home.mapTitle')}
          </h2>
          <LocationsMap />
        </section>
        <MedicalCenters />
        <ContactAndHours />
        <div css={pageSection}>
          <ReviewsWhenNear testId="home-reviews" />
        </div>
      </div>
    </div>
  );
}
