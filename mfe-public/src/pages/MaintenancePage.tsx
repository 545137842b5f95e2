import { SUPPORT_PHONE } from '@clinic/contracts';
import { PageFrame, theme, type PageProps } from '@clinic/platform';
import { css } from '@emotion/react';
import { Trans, useTranslation } from 'react-i18next';
import { focusRing } from '../components/home/layout';
import { NS } from '../texts/namespace';

/** /maintenance: Under Maintenance, check back in 20 minutes, and the phone number. */
export function MaintenancePage(_props: PageProps) {
  const { t } = useTranslation(NS.pages);
  return (
    <PageFrame title={t('maintenance.title')}>
      <div css={css({ display: 'grid', gap: theme.space(3), maxWidth: '40rem' })} data-testid="maintenance">
        <p css={css({ margin: 0, fontSize: theme.font.size.large })}>{t('maintenance.checkBack')}</p>
        <p css={css({ margin: 0 })}>
          <Trans
            t={t}
            i18nKey="maintenance.call"
            values={{ phone: SUPPORT_PHONE }}
            components={{
              phone: (
                <a href={`tel:+1${SUPPORT_PHONE.replace(/\D/g, '')}`} dir="ltr" css={[focusRing, css({ color: theme.colors.primary, fontWeight: 600, unicodeBidi: 'isolate' })]} />
              ),
            }}
          />
        </p>
      </div>
    </PageFrame>
  );
}
