import { mq, SiteLink, theme } from '@clinic/platform';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguagePicker } from './LanguagePicker';
import { Logo } from './Logo';

/** The public menu of booking-leads-calendar.md 1, in order. */
export const PUBLIC_MENU = [
  { key: 'home', href: '/' },
  { key: 'i693', href: '/i-693' },
  { key: 'appointments', href: '/appointments' },
  { key: 'faqs', href: '/faqs' },
] as const;

export function Header({ pathname }: { pathname: string }) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const navId = useId();

  useEffect(() => setOpen(false), [pathname]);

  return (
    <header
      data-testid="site-header"
      css={{
        position: 'relative',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: theme.space(3),
        '& > a:first-of-type': { [mq.mobile]: { flex: '1 1 0' } },
        paddingBlock: theme.space(3),
        paddingInline: theme.space(6),
        borderBlockEnd: `1px solid ${theme.colors.border}`,
        background: theme.colors.background,
        [mq.mobile]: { paddingInline: theme.space(4) },
      }}
    >
      <Logo />
      <button
        type="button"
        aria-expanded={open}
        aria-controls={navId}
        aria-label={open ? t('menu.close') : t('menu.open')}
        data-testid="menu-toggle"
        onClick={() => setOpen((o) => !o)}
        css={{
          display: 'none',
          [mq.mobile]: { display: 'inline-flex' },
          flexShrink: 0,
          alignItems: 'center',
          justifyContent: 'center',
          width: 44,
          height: 44,
          border: `1px solid ${theme.colors.border}`,
          borderRadius: theme.radius,
          background: theme.colors.background,
          cursor: 'pointer',
        }}
      >
        <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true" focusable="false">
          {open ? (
            <path d="M4 4l14 14M18 4L4 18" stroke="currentColor" strokeWidth="2" />
          ) : (
            <path d="M2 5h18M2 11h18M2 17h18" stroke="currentColor" strokeWidth="2" />
          )}
        </svg>
      </button>
      <div
        id={navId}
        css={{
          display: 'flex',
          alignItems: 'center',
          gap: theme.space(6),
          [mq.mobile]: { display: open ? 'flex' : 'none', flexDirection: 'column', alignItems: 'stretch', width: '100%', gap: theme.space(3) },
        }}
      >
        <nav aria-label={t('menu.label')}>
          <ul
            css={{
              listStyle: 'none',
              margin: 0,
              padding: 0,
              display: 'flex',
              flexWrap: 'wrap',
              gap: theme.space(2),
              [mq.mobile]: { flexDirection: 'column', gap: 0 },
            }}
          >
            {PUBLIC_MENU.map((item) => {
              const active = item.href === '/' ? pathname === '/' : pathname === item.href || pathname.startsWith(`${item.href}/`);
              return (
                <li key={item.key}>
                  <SiteLink
                    href={item.href}
                    aria-current={active ? 'page' : undefined}
                    css={{
                      display: 'block',
                      paddingBlock: theme.space(2),
                      paddingInline: theme.space(3),
                      fontWeight: 700,
                      letterSpacing: '0.02em',
                      textDecoration: 'none',
                      color: active ? theme.colors.primary : theme.colors.text,
                      borderBlockEnd: `2px solid ${active ? theme.colors.primary : 'transparent'}`,
                    }}
                  >
                    {t(`menu.${item.key}`)}
                  </SiteLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <LanguagePicker compact />
      </div>
    </header>
  );
}
