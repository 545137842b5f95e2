import { matchRoute } from '@clinic/contracts';
import {
  currentRoles,
  isAdmin,
  isTwoFactorSetupRequired,
  languageFromQuery,
  setLanguage,
  subscribeStaffSession,
  theme,
  useCurrentLocation,
  usePracticeSettings,
  useSession,
} from '@clinic/platform';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { guardRoute } from '../routing/guard';
import { navigateTo } from '../routing/location';
import { pageTitle } from '../routing/pageTitle';
import { useProfile } from '../session/useProfile';
import { Footer } from './Footer';
import { GlobalStyles } from './GlobalStyles';
import { Header } from './Header';
import { LanguagePopup } from './LanguagePopup';
import { LoadingOverlay } from './LoadingOverlay';
import { MessageDialog } from './MessageDialog';
import { NotFound } from './NotFound';
import { OnlineNotice } from './OnlineNotice';
import { RemoteOutlet } from './RemoteOutlet';
import { TopBanner } from './TopBanner';

// Only staff see these: they load when first shown, not with every visitor's page.
const AdminBar = lazy(() => import('../admin/AdminBar').then((m) => ({ default: m.AdminBar })));
const LoginPage = lazy(() => import('../pages/LoginPage').then((m) => ({ default: m.LoginPage })));
const LogoutPage = lazy(() => import('../pages/LogoutPage').then((m) => ({ default: m.LogoutPage })));
const AccountPage = lazy(() => import('../pages/AccountPage').then((m) => ({ default: m.AccountPage })));
const TwoFactorSetupPage = lazy(() => import('../pages/TwoFactorSetupPage').then((m) => ({ default: m.TwoFactorSetupPage })));
const StaffSession = lazy(() => import('../admin/StaffSession').then((m) => ({ default: m.StaffSession })));
const SetPasswordPage = lazy(() => import('../pages/SetPasswordPage').then((m) => ({ default: m.SetPasswordPage })));
const SettingsNotice = lazy(() => import('../admin/SettingsNotice').then((m) => ({ default: m.SettingsNotice })));
// Only staff screens raise notices (notify).
const Notices = lazy(() => import('@clinic/platform/staff').then((m) => ({ default: m.Notices })));

export function isAdminArea(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/**
 * The site chrome around the remotes: public layout (banner, header, footer) or admin layout (admin
 * bar, no public logo/header/chat), the shell's own pages (/login, /logout, 404), the global message
 * dialog, loading state, online notice and language popup. The remote outlet keeps one position in
 * the tree so a mounted remote survives layout changes.
 */
export function App() {
  const { t, i18n } = useTranslation(['common', 'routes']);
  const { pathname, search } = useCurrentLocation();
  const token = useSession((s) => s.token);
  const user = useSession((s) => s.user);
  const language = useSession((s) => s.currentLanguage);
  const match = matchRoute(pathname);
  const admin = isAdminArea(pathname);
  // The staff session loads with the staff parts; until then no two-factor enrolment is pending.
  const twoFactorSetupRequired = useSyncExternalStore(subscribeStaffSession, isTwoFactorSetupRequired);
  const roles = currentRoles({ token, user });
  const guard = guardRoute(pathname, search, roles, twoFactorSetupRequired);

  useProfile(pathname);

  const redirect = guard.allow ? null : guard.redirect;
  useEffect(() => {
    if (redirect) navigateTo(redirect, { replace: true });
  }, [redirect]);

  useEffect(() => {
    const fromQuery = languageFromQuery(search);
    if (fromQuery && fromQuery !== language) void setLanguage(fromQuery);
    // Only a new ?lang= switches: a language chosen in the menu afterwards stays.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  const practiceName = usePracticeSettings()?.practice_name ?? '';
  useEffect(() => {
    document.title = pageTitle(pathname, t, practiceName);
  }, [pathname, t, language, i18n.language, practiceName]);

  useEffect(() => {
    document.body.dataset.area = admin ? 'admin' : 'public';
  }, [admin]);

  let shellPage = null;
  if (!match) shellPage = <NotFound />;
  else if (match.route.name === 'login') shellPage = <LoginPage search={search} />;
  else if (match.route.name === 'logout') shellPage = <LogoutPage />;
  else if (match.route.name === 'account') shellPage = guard.allow ? <AccountPage /> : null;
  else if (match.route.name === 'account-two-factor') shellPage = guard.allow ? <TwoFactorSetupPage search={search} /> : null;
  else if (match.route.name === 'set-password') shellPage = <SetPasswordPage search={search} />;

  return (
    <>
      <GlobalStyles />
      <a
        href="#main-content"
        css={{
          position: 'absolute',
          insetInlineStart: theme.space(2),
          insetBlockStart: '-100px',
          background: theme.colors.background,
          padding: theme.space(2),
          zIndex: theme.zIndex.notice,
          '&:focus': { insetBlockStart: theme.space(2) },
        }}
      >
        {t('skipToContent')}
      </a>
      {admin ? null : <TopBanner />}
      {admin ? (
        <Suspense fallback={null}>
          <AdminBar pathname={pathname} />
        </Suspense>
      ) : (
        <Header pathname={pathname} />
      )}
      {admin && roles ? (
        <Suspense fallback={null}>
          <StaffSession />
        </Suspense>
      ) : null}
      {admin && isAdmin(roles) && !twoFactorSetupRequired ? (
        <Suspense fallback={null}>
          <SettingsNotice pathname={pathname} />
        </Suspense>
      ) : null}
      {/* At least a screen tall: the footer starts below the first screen, so the page arriving does not move it (layout shift). */}
      <main id="main-content" tabIndex={-1} css={{ flex: '1 0 auto', minWidth: 0, minHeight: '100vh', outline: 'none' }}>
        <Suspense fallback={null}>{shellPage}</Suspense>
        <RemoteOutlet />
      </main>
      <Footer />
      <MessageDialog />
      {roles ? (
        <Suspense fallback={null}>
          <Notices />
        </Suspense>
      ) : null}
      <LoadingOverlay />
      <OnlineNotice />
      <LanguagePopup enabled={!admin && match?.route.owner !== 'shell' && !languageFromQuery(search)} />
    </>
  );
}
