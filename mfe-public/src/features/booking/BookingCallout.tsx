import { BOOKING_LANDING_PATH } from '@clinic/contracts';
import { SiteLink, theme } from '@clinic/platform';
import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts/namespace';
import { focusRing, primaryButtonLink, sectionHeading } from '../home/layout';

/** The way to online booking for clients who have sent their records and I-693 form. */
export function BookingCallout() {
  const { t } = useTranslation(NS.pages);
  const heading = useId();
  return (
    <section
      aria-labelledby={heading}
      data-testid="booking-callout"
      css={css({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: theme.space(4),
        padding: theme.space(5),
        borderRadius: theme.radius,
        border: `2px solid ${theme.colors.primary}`,
        background: theme.colors.surface,
      })}
    >
      <div css={css({ display: 'grid', gap: theme.space(2), minWidth: 0, flex: '1 1 20rem' })}>
        <h2 id={heading} css={[sectionHeading, css({ fontSize: '1.25rem' })]}>
          {t('appointmentsPage.bookingTitle')}
        </h2>
        <p css={css({ margin: 0 })}>{t('appointmentsPage.bookingText')}</p>
      </div>
      <SiteLink href={BOOKING_LANDING_PATH} css={[primaryButtonLink, focusRing]}>
        {t('appointmentsPage.bookingButton')}
      </SiteLink>
    </section>
  );
}
