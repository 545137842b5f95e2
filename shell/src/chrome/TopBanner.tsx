import { telHref } from '@clinic/contracts';
import { mq, theme, usePracticeSettings } from '@clinic/platform';
import { Trans, useTranslation } from 'react-i18next';

const isolate = { unicodeBidi: 'isolate' } as const;

/** The contact sentence of the banner with the contacts the practice has filled; none while loading or when both are empty. */
function ContactLine({ email, phone }: { email: string; phone: string }) {
  const { t } = useTranslation('common');
  const key = email && phone ? 'banner.contact' : email ? 'banner.contactEmail' : phone ? 'banner.contactPhone' : null;
  if (!key) return null;
  return (
    <span>
      <Trans
        t={t}
        i18nKey={key}
        values={{ email, phone }}
        components={{
          // eslint-disable-next-line jsx-a11y/anchor-has-content -- Trans puts the translated text in the link
          email: <a href={`mailto:${email}`} css={isolate} />,
          // eslint-disable-next-line jsx-a11y/anchor-has-content -- Trans puts the translated text in the link
          phone: <a href={telHref(phone)} dir="ltr" css={isolate} />,
        }}
      />
    </span>
  );
}

export function TopBanner() {
  const { t } = useTranslation('common');
  const settings = usePracticeSettings();
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
      {settings ? <ContactLine email={settings.support_email} phone={settings.phone} /> : null}
      {settings?.banner_note ? (
        <span data-testid="banner-note" dir="auto">
          {settings.banner_note}
        </span>
      ) : null}
      <span>{t('banner.hours')}</span>
    </div>
  );
}
