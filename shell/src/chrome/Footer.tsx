import { telHref } from '@clinic/contracts';
import { Ltr, mq, SiteLink, theme, usePracticeSettings } from '@clinic/platform';
import { useTranslation } from 'react-i18next';

export function Footer() {
  const { t } = useTranslation('common');
  const settings = usePracticeSettings();
  const email = settings?.support_email ?? '';
  const phone = settings?.phone ?? '';
  const fax = settings?.fax ?? '';
  const name = settings?.practice_name ?? '';
  return (
    <footer
      data-testid="site-footer"
      css={{
        marginBlockStart: 'auto',
        background: theme.colors.surface,
        borderBlockStart: `1px solid ${theme.colors.border}`,
        paddingBlock: theme.space(6),
        paddingInline: theme.space(6),
        display: 'flex',
        flexWrap: 'wrap',
        gap: theme.space(6),
        justifyContent: 'space-between',
        fontSize: theme.font.size.small,
        overflowWrap: 'anywhere',
        [mq.mobile]: { paddingInline: theme.space(4), flexDirection: 'column', gap: theme.space(4) },
      }}
    >
      <nav aria-label={t('footer.privacy') + ' / ' + t('footer.terms')}>
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space(4) }}>
          <li>
            <SiteLink href="/privacy-policy">{t('footer.privacy')}</SiteLink>
          </li>
          <li>
            <SiteLink href="/terms-of-service">{t('footer.terms')}</SiteLink>
          </li>
        </ul>
      </nav>
      {email || phone || fax ? (
        <address css={{ fontStyle: 'normal', display: 'flex', flexDirection: 'column', gap: theme.space(1) }}>
          <strong>{t('footer.contact')}</strong>
          {email ? (
            <span>
              {t('footer.email')}:{' '}
              <a href={`mailto:${email}`}>
                <Ltr>{email}</Ltr>
              </a>
            </span>
          ) : null}
          {phone ? (
            <span>
              {t('footer.phone')}:{' '}
              <a href={telHref(phone)}>
                <Ltr>{phone}</Ltr>
              </a>
            </span>
          ) : null}
          {fax ? (
            <span>
              {t('footer.fax')}: <Ltr>{fax}</Ltr>
            </span>
          ) : null}
        </address>
      ) : null}
      {name ? (
        <p css={{ margin: 0, flexBasis: '100%', color: theme.colors.mutedText }}>{t('footer.rights', { year: new Date().getFullYear(), name })}</p>
      ) : null}
    </footer>
  );
}
