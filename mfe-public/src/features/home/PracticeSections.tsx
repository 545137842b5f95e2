import { MAP_LOCATIONS, OFFICES, telHref } from '@clinic/contracts';
import { Ltr, theme, usePracticeSettings } from '@clinic/platform';
import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts/namespace';
import { directionsUrl } from '../map/directions';
import { focusRing, pageSection, sectionHeading } from './layout';

/**
 * The medical centers: the 13 locations of the map, in the map's order, each with its address,
 * its phone when it is one of the practice's bookable offices, and driving directions.
 */
export function MedicalCenters() {
  const { t } = useTranslation(NS.pages);
  const headingId = useId();
  const phoneOf = new Map<string, string>(OFFICES.map((o) => [o.value, o.phone]));
  return (
    <section aria-labelledby={headingId} css={pageSection} data-testid="medical-centers">
      <h2 id={headingId} css={sectionHeading}>
        {t('home.centersTitle')}
      </h2>
      <p css={css({ margin: 0 })}>{t('home.centersIntro')}</p>
      <ul
        css={css({
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: theme.space(3),
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
        })}
      >
        {MAP_LOCATIONS.map((location) => {
          const phone = phoneOf.get(location.code);
          return (
            <li
              key={location.code}
              css={css({
                padding: theme.space(4),
                borderRadius: theme.radius,
                background: theme.colors.surface,
                display: 'grid',
                gap: theme.space(1),
                minWidth: 0,
              })}
            >
              <h3 css={css({ margin: 0, fontSize: theme.font.size.base })}>{location.name}</h3>
              <address css={css({ fontStyle: 'normal', color: theme.colors.mutedText })}>
                <Ltr>{location.address}</Ltr>
              </address>
              {phone ? (
                <a href={telHref(phone)} css={[focusRing, css({ color: theme.colors.primary, justifySelf: 'start' })]}>
                  <Ltr>{phone}</Ltr>
                </a>
              ) : null}
              <a
                href={directionsUrl(location.lat, location.lng)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('map.directionLabel', { name: location.name })}
                css={[focusRing, css({ color: theme.colors.primary, fontWeight: 600, justifySelf: 'start' })]}
              >
                {t('map.direction')}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * Contact (e-mail, phone, fax: the practice's settings) and the hours (flexible, arranged by message),
 * side by side on wide screens. A contact the practice has not filled is not listed; with none (or
 * while the settings load) the contact part is left out.
 */
export function ContactAndHours() {
  const { t } = useTranslation(NS.pages);
  const settings = usePracticeSettings();
  const contactId = useId();
  const hoursId = useId();
  const row = css({ display: 'flex', flexWrap: 'wrap', gap: theme.space(2), margin: 0 });
  const term = css({ fontWeight: 600, minWidth: '5rem' });
  const email = settings?.support_email ?? '';
  const phone = settings?.phone ?? '';
  const fax = settings?.fax ?? '';
  return (
    <div css={css({ display: 'grid', gap: theme.space(6), gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))' })}>
      {email || phone || fax ? (
        <section aria-labelledby={contactId} css={pageSection} data-testid="contact">
          <h2 id={contactId} css={sectionHeading}>
            {t('home.contactTitle')}
          </h2>
          <dl css={css({ margin: 0, display: 'grid', gap: theme.space(2) })}>
            {email ? (
              <div css={row}>
                <dt css={term}>{t('home.email')}</dt>
                <dd css={css({ margin: 0 })}>
                  <a href={`mailto:${email}`} css={[focusRing, css({ color: theme.colors.primary })]}>
                    <Ltr>{email}</Ltr>
                  </a>
                </dd>
              </div>
            ) : null}
            {phone ? (
              <div css={row}>
                <dt css={term}>{t('home.phone')}</dt>
                <dd css={css({ margin: 0 })}>
                  <a href={telHref(phone)} css={[focusRing, css({ color: theme.colors.primary })]}>
                    <Ltr>{phone}</Ltr>
                  </a>
                </dd>
              </div>
            ) : null}
            {fax ? (
              <div css={row}>
                <dt css={term}>{t('home.fax')}</dt>
                <dd css={css({ margin: 0 })}>
                  <Ltr>{fax}</Ltr>
                </dd>
              </div>
            ) : null}
          </dl>
        </section>
      ) : null}
      <section aria-labelledby={hoursId} css={pageSection} data-testid="hours">
        <h2 id={hoursId} css={sectionHeading}>
          {t('home.hoursTitle')}
        </h2>
        <p css={css({ margin: 0 })}>{t('home.hoursText')}</p>
      </section>
    </div>
  );
}
