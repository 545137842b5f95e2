import { ACCOUNT_PATH } from '@clinic/contracts';
import { Button, currentRoles, mq, SiteLink, theme, useSession } from '@clinic/platform';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguagePicker } from '../chrome/LanguagePicker';
import { signOut } from '../account/signOut';
import { useStaffSession } from '../account/useStaffSession';
import { adminMenuFor, greetingName } from './adminMenu';

/** The admin shell's bar: greeting, the menu items the user may use, Logout. Collapsible below 768 px. */
export function AdminBar({ pathname }: { pathname: string }) {
  const { t } = useTranslation(['common', 'routes']);
  const token = useSession((s) => s.token);
  const user = useSession((s) => s.user);
  const roles = currentRoles({ token, user });
  // A pending two-factor enrolment opens nothing else: no menu until it is done.
  const setupRequired = useStaffSession((s) => s.setupRequired);
  const items = setupRequired ? [] : adminMenuFor(roles);
  const [open, setOpen] = useState(false);
  const menuId = useId();

  useEffect(() => setOpen(false), [pathname]);

  const logout = () => signOut('/login?lang=en');

  return (
    <header
      data-testid="admin-bar"
      css={{
        background: theme.colors.primaryDark,
        color: theme.colors.primaryText,
        paddingBlock: theme.space(2),
        paddingInline: theme.space(6),
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: theme.space(3),
        [mq.mobile]: { paddingInline: theme.space(4) },
      }}
    >
      <SiteLink
        href={ACCOUNT_PATH}
        data-testid="admin-greeting"
        aria-current={pathname === ACCOUNT_PATH ? 'page' : undefined}
        aria-label={`${t('admin.greeting', { name: greetingName(roles) })}: ${t('routes:account')}`}
        title={t('routes:account')}
        css={{
          fontWeight: 700,
          marginInlineEnd: 'auto',
          color: 'inherit',
          textDecorationThickness: '1px',
          textUnderlineOffset: '3px',
          minHeight: 44,
          display: 'inline-flex',
          alignItems: 'center',
        }}
      >
        {t('admin.greeting', { name: greetingName(roles) })}
      </SiteLink>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        data-testid="admin-menu-toggle"
        onClick={() => setOpen((o) => !o)}
        css={{
          display: 'none',
          [mq.mobile]: { display: 'inline-flex' },
          minHeight: 44,
          paddingInline: theme.space(3),
          alignItems: 'center',
          font: 'inherit',
          color: 'inherit',
          background: 'transparent',
          border: '1px solid rgba(255,255,255,0.6)',
          borderRadius: theme.radius,
          cursor: 'pointer',
        }}
      >
        {t('admin.toggle')}
      </button>
      <div
        id={menuId}
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: theme.space(3),
          [mq.mobile]: { display: open ? 'flex' : 'none', flexDirection: 'column', alignItems: 'stretch', width: '100%' },
        }}
      >
        <nav aria-label={t('admin.menu')}>
          <ul
            data-testid="admin-menu"
            css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space(1), [mq.mobile]: { flexDirection: 'column' } }}
          >
            {items.map((item) => {
              const active = pathname === item.path;
              return (
                <li key={item.path}>
                  <SiteLink
                    href={item.path}
                    aria-current={active ? 'page' : undefined}
                    css={{
                      display: 'block',
                      paddingBlock: theme.space(2),
                      paddingInline: theme.space(3),
                      color: 'inherit',
                      textDecoration: 'none',
                      fontWeight: 600,
                      borderRadius: theme.radius,
                      background: active ? 'rgba(255,255,255,0.18)' : 'transparent',
                    }}
                  >
                    {t(`routes:menu.${item.labelKey}`)}
                  </SiteLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <div css={{ color: theme.colors.text, background: theme.colors.background, borderRadius: theme.radius, paddingInline: theme.space(1) }}>
          <LanguagePicker compact />
        </div>
        <Button variant="secondary" onClick={logout} data-testid="admin-logout">
          {t('admin.logout')}
        </Button>
      </div>
    </header>
  );
}
