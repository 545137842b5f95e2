import { css } from '@emotion/react';
import { ACCOUNT_PATH, TWO_FACTOR_SETUP_PATH, type TwoFactorSetupResponse } from '@clinic/contracts';
import { Alert, Button, setToken, SiteLink, Spinner, theme, useSession } from '@clinic/platform';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi } from './api';
import { PasswordConfirmDialog } from './PasswordConfirmDialog';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { failureText } from './serverErrors';
import { ACCOUNT_NS } from './texts';
import { TwoFactorEnrolment } from './TwoFactorEnrolment';
import { useStaffSession } from './useStaffSession';

type Action = 'disable' | 'codes' | 'replace' | null;

const linkButtonCss = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  paddingInline: theme.space(4),
  border: `1px solid ${theme.colors.primary}`,
  borderRadius: theme.radius,
  fontWeight: 600,
  textDecoration: 'none',
});
const primaryLinkCss = css({ background: theme.colors.primary, color: theme.colors.primaryText });

/**
 * One's own two-factor sign-in: on or off, set it up, new recovery codes, move to a new phone, turn it
 * off (unless required). Setting it up happens on its own page; the changes while it is on ask for the
 * current password first, and a new phone is enrolled here with the set-up that password started.
 */
export function TwoFactorSettings() {
  const { t } = useTranslation(ACCOUNT_NS);
  const user = useSession((s) => s.user);
  const info = useStaffSession((s) => s.info);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [action, setAction] = useState<Action>(null);
  const [newCodes, setNewCodes] = useState<string[] | null>(null);
  const [turnedOff, setTurnedOff] = useState(false);
  // A replacement app's set-up, started with the current password, waiting for its first code.
  const [replacement, setReplacement] = useState<TwoFactorSetupResponse | null>(null);

  const load = useCallback(async (signal?: AbortSignal) => {
    setLoadError(null);
    try {
      await accountApi.session(signal);
    } catch (error) {
      if (!signal?.aborted) setLoadError(failureText(error));
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  if (replacement) {
    return (
      <TwoFactorEnrolment
        account={user?.username ?? ''}
        prepared={replacement}
        onRestart={() => {
          setReplacement(null);
          setAction('replace');
        }}
        onDone={() => {
          setReplacement(null);
          void load();
        }}
      />
    );
  }

  if (newCodes) {
    return (
      <RecoveryCodesPanel
        codes={newCodes}
        account={user?.username ?? ''}
        onDone={() => {
          setNewCodes(null);
          void load();
        }}
      />
    );
  }

  if (loadError) {
    return (
      <Alert
        type="error"
        action={
          <Button variant="secondary" onClick={() => void load()}>
            {t('account.retry')}
          </Button>
        }
      >
        {t('account.loadFailed', { reason: loadError })}
      </Alert>
    );
  }
  if (!info) return <Spinner label={t('account.loading')} />;

  const disable = async (password: string) => {
    const reply = await accountApi.disable(password);
    if (reply?.token) setToken(reply.token);
    setAction(null);
    setTurnedOff(true);
    await load();
  };

  const renewCodes = async (password: string) => {
    const reply = await accountApi.newRecoveryCodes(password);
    if (reply.token) setToken(reply.token);
    setAction(null);
    setNewCodes(reply.recovery_codes);
  };

  const replace = async (password: string) => {
    const prepared = await accountApi.setup(password);
    setAction(null);
    setReplacement(prepared);
  };

  const row = { display: 'flex', flexWrap: 'wrap', gap: theme.space(2), marginBlockStart: theme.space(3) } as const;

  return (
    <div data-testid="two-factor-settings">
      {turnedOff && !info.two_factor_enabled ? (
        <div css={{ marginBlockEnd: theme.space(3) }}>
          <Alert type="success">{t('account.turnedOff')}</Alert>
        </div>
      ) : null}
      <p css={{ marginBlock: 0 }} data-testid="two-factor-status">
        {info.two_factor_enabled ? t('account.on') : info.two_factor_required ? t('account.requiredOff') : t('account.off')}
      </p>
      {info.two_factor_enabled ? (
        <>
          <p css={{ marginBlock: `${theme.space(1)} 0` }}>{t('account.codesLeft', { count: info.recovery_codes_left })}</p>
          <div css={row}>
            <Button variant="secondary" onClick={() => setAction('codes')}>
              {t('account.newCodes')}
            </Button>
            <Button variant="secondary" onClick={() => setAction('replace')}>
              {t('account.newPhone')}
            </Button>
            {info.two_factor_required ? null : (
              <Button variant="danger" onClick={() => setAction('disable')}>
                {t('account.turnOff')}
              </Button>
            )}
          </div>
          {info.two_factor_required ? <p css={{ marginBlock: `${theme.space(3)} 0`, color: theme.colors.mutedText }}>{t('account.requiredNote')}</p> : null}
        </>
      ) : (
        <div css={row}>
          <SiteLink href={`${TWO_FACTOR_SETUP_PATH}?next=${encodeURIComponent(ACCOUNT_PATH)}`} css={[linkButtonCss, primaryLinkCss]}>
            {t('account.setUp')}
          </SiteLink>
        </div>
      )}
      {action === 'disable' ? (
        <PasswordConfirmDialog
          title={t('account.turnOff')}
          text={t('account.turnOffText')}
          confirmLabel={t('account.turnOffConfirm')}
          danger
          onConfirm={disable}
          onClose={() => setAction(null)}
          testId="two-factor-disable-dialog"
        />
      ) : null}
      {action === 'replace' ? (
        <PasswordConfirmDialog
          title={t('account.newPhone')}
          text={t('account.newPhoneText')}
          confirmLabel={t('account.newPhoneConfirm')}
          onConfirm={replace}
          onClose={() => setAction(null)}
          testId="two-factor-replace-dialog"
        />
      ) : null}
      {action === 'codes' ? (
        <PasswordConfirmDialog
          title={t('account.newCodes')}
          text={t('account.newCodesText')}
          confirmLabel={t('account.newCodesConfirm')}
          onConfirm={renewCodes}
          onClose={() => setAction(null)}
          testId="two-factor-codes-dialog"
        />
      ) : null}
    </div>
  );
}
