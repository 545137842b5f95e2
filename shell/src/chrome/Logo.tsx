import { SiteLink, theme, usePracticeSettings } from '@clinic/platform';
import { useTranslation } from 'react-i18next';

export function Logo() {
  const { t } = useTranslation('common');
  const name = usePracticeSettings()?.practice_name ?? '';
  return (
    <SiteLink
      href="/"
      aria-label={name ? t('homeLink', { name }) : t('notFound.home')}
      data-testid="site-logo"
      css={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: theme.space(2),
        textDecoration: 'none',
        color: theme.colors.primary,
        minWidth: 0,
        flex: '0 1 auto',
      }}
    >
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false" css={{ flexShrink: 0 }}>
        <rect width="36" height="36" rx="8" fill={theme.colors.primary} />
        <path d="M15 8h6v7h7v6h-7v7h-6v-7H8v-6h7z" fill="#fff" />
      </svg>
      {name ? <span css={{ fontWeight: 700, fontSize: '1.05rem', lineHeight: 1.2 }}>{name}</span> : null}
    </SiteLink>
  );
}
