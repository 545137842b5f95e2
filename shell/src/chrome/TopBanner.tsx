import { SUPPORT_EMAIL, SUPPORT_PHONE, telHref } from '@clinic/contracts';
import { mq, theme } from '@clinic/platform';
import { Trans, useTranslation } from 'react-i18next';


export function TopBanner() {
  const { t } = useTranslation('common');
  return (
    <div
      data-testid="top-banner"
      css={{
        background: theme.colors.primaryDark,
        color: theme.colors.primaryText,
        fontSize: theme.font.size.small,
        paddingBlock: theme.space(2),
        paddingInline: theme.space(4),
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'center',
        columnGap: theme.space(4),
        textAlign: 'center',
        overflowWrap: 'anywhere',
        a: { color: 'inherit', fontWeight: 600 },
        [mq.mobile]: { paddingInline: theme.space(3) },
      }}
    >
      <span>
        <Trans
          t={t}
          i18nKey="banner.contact"
          values={{ email: SUPPORT_EMAIL, phone: SUPPORT_PHONE }}
          components={{
            email: <a href={`mailto:${SUPPORT_EMAIL}`} css={{ unicodeBidi: 'isolate' }} />,
            phone: <a href={telHref(SUPPORT_PHONE)} dir="ltr" css={{ unicodeBidi: 'isolate' }} />,
          }}
        />
      </span>
      <span>{t('banner.hours')}</span>
    </div>
  );
}
