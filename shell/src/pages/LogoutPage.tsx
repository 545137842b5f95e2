import { PageFrame } from '@clinic/platform';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { signOut } from '../account/signOut';

/** back-office.md 2.1: the logout route ends the staff session, clears the stored token and goes to /login. */
export function LogoutPage() {
  const { t } = useTranslation('common');
  useEffect(() => {
    signOut('/login', { replace: true });
  }, []);
  return (
    <PageFrame titleKey="logout">
      <p>{t('logout.signingOut')}</p>
    </PageFrame>
  );
}
