import { telHref } from '@clinic/contracts';
import { PageFrame, theme, usePracticeSettings, type PageProps } from '@clinic/platform';
import { css } from '@emotion/react';
import { Trans, useTranslation } from 'react-i18next';
import { focusRing } from '../features/home/layout';
import { NS } from '../texts/namespace';

/** /maintenance: Under Maintenance, check back in 20 minutes, and the practice's phone number when it has one. */
export function MaintenancePage(_props: PageProps) {
  const { t } = useTranslation(NS.pages);
  const phone = usePracticeSettings()?.phone ?? '';
  return (
    <PageFrame title={t('maintenance.title')}>
      <div css={css({ display: 'grid', gap: theme.space(3), maxWidth: '40rem' })} data-testid="maintenance">
        <p css={css({ margin: 0, fontSize: theme.font.size.large })}>{t('maintenance.checkBack')}</p>
        {phone ? (
          <p css={css({ margin: 0 })}>
            <Trans
              t={t}
              i18nKey="maintenance.call"
              values={{ phone }}
              components={{
                // eslint-disable-next-line jsx-a11y/anchor-has-content -- Trans puts the translated text in the link
                phone: <a href={telHref(phone)} dir="ltr" css={[focusRing, css({ color: theme.colors.primary, fontWeight: 600, unicodeBidi: 'isolate' })]} />,
              }}
            />
          </p>
        ) : null}
      </div>
    </PageFrame>
  );
}
