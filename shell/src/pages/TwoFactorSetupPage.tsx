import { ACCOUNT_PATH } from '@clinic/contracts';
import { Alert, Button, PageFrame, SiteLink, Spinner, theme, useSession } from '@clinic/platform';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi } from '../account/api';
import { failureText } from '../account/serverErrors';
import { signOut } from '../account/signOut';
import { ACCOUNT_NS } from '../account/texts';
import { TwoFactorEnrolment } from '../account/TwoFactorEnrolment';
import { useStaffSession } from '../account/useStaffSession';
import { navigateTo, safeNextPath } from '../routing/location';

type Start = { state: 'loading' } | { state: 'failed'; reason: string } | { state: 'enabled' } | { state: 'enrol'; required: boolean };

/**
 * Two-factor enrolment (two-factor.ts): where sign-in sends an account that must enrol (the rest of
 * the back office stays closed until it is confirmed), and where the account page sends one that
 * chooses to. Afterwards: `next`, else the back office (after a required enrolment) or the account page.
 * With two-factor on, it starts nothing: moving to a new phone needs the current password, which the
 * account page asks for before it starts that set-up.
 */
export function TwoFactorSetupPage({ search }: { search: string }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const user = useSession((s) => s.user);
  const setupRequired = useStaffSession((s) => s.setupRequired);
  const [start, setStart] = useState<Start>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    accountApi
      .session(controller.signal)
      .then((info) => setStart(info.two_factor_enabled ? { state: 'enabled' } : { state: 'enrol', required: info.two_factor_setup_required }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setStart({ state: 'failed', reason: failureText(error) });
      });
    return () => controller.abort();
  }, [attempt]);

  return (
    <PageFrame titleKey="twoFactorSetup">
      {start.state === 'loading' ? <Spinner label={t('setup.loading')} /> : null}
      {start.state === 'failed' ? (
        <Alert
          type="error"
          action={
            <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
              {t('setup.retry')}
            </Button>
          }
        >
          {t('setup.loadFailed', { reason: start.reason })}
        </Alert>
      ) : null}
      {start.state === 'enabled' ? (
        <Alert type="info">
          {t('setup.alreadyOn')} <SiteLink href={ACCOUNT_PATH}>{t('setup.toAccount')}</SiteLink>
        </Alert>
      ) : null}
      {start.state === 'enrol' ? (
        <>
          {setupRequired ? (
            <div css={{ marginBlockEnd: theme.space(4) }}>
              <Alert
                type="warning"
                action={
                  <Button variant="text" onClick={() => signOut('/login?lang=en')}>
                    {t('setup.signOut')}
                  </Button>
                }
              >
                {t('setup.required')}
              </Alert>
            </div>
          ) : null}
          <TwoFactorEnrolment
            account={user?.username ?? ''}
            onDone={() => navigateTo(safeNextPath(new URLSearchParams(search).get('next')) ?? (start.required ? '/admin' : ACCOUNT_PATH))}
          />
        </>
      ) : null}
    </PageFrame>
  );
}
