import { clearToken, PageFrame } from '@clinic/platform';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '../routing/location';

/** back-office.md 2.1: the logout route clears the stored token and goes to /login. */
export function LogoutPage() {
  const { t } = useTranslation('common');
  useEffect(() => {
    clearToken();
    navigateTo('/login', { replace: true });
  }, []);
  return (
    <PageFrame titleKey="logout">
      <p>{t('logout.signingOut')}</p>
    </PageFrame>
  );
}
