import { css } from '@emotion/react';
import { STAFF_ROLES, type StaffAccount, type StaffRole } from '@clinic/contracts';
import { Alert, Button, Dialog, fieldStyles, theme } from '@clinic/platform';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import { changeStaffRole, deactivateStaffAccount, reactivateStaffAccount, resetStaffTwoFactor, sendStaffPasswordReset } from './api';
import { refusalMessage, type AccountAction } from './staffView';

const selectCss = css(fieldStyles.control);
/** Changes that void the account's tokens: made to one's own account, they sign one out. */
const ENDS_OWN_SESSION: readonly AccountAction[] = ['changeRole', 'deactivate', 'twoFactorReset'];

export interface AccountActionDialogProps {
  account: StaffAccount;
  action: AccountAction;
  /** The account is the signed-in admin's own. */
  isSelf: boolean;
  onClose: () => void;
  /** The change was made: `message` says what happened. */
  onDone: (message: string) => void;
  /** The call ended, made or refused: the list may have changed. */
  onSettled: () => void;
}

/** The confirmation of one change to an account (a new role is chosen here); a refusal stays in the dialog in the server's words. */
export function AccountActionDialog({ account, action, isSelf, onClose, onDone, onSettled }: AccountActionDialogProps) {
  const { t } = useTranslation(NS.staff);
  const roleId = useId();
  const [role, setRole] = useState<StaffRole>(account.role ?? 'staff');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const texts = (key: string) =>
    t(`staffAccounts.confirm.${action}.${key}`, { username: account.username, name: `${account.first_name} ${account.last_name}`, email: account.email });

  const run = async (): Promise<string> => {
    switch (action) {
      case 'changeRole':
        await changeStaffRole(account.id, role);
        return t('staffAccounts.done.role', { username: account.username, role: t(`staffAccounts.roles.${role}`) });
      case 'deactivate':
        await deactivateStaffAccount(account.id);
        return t('staffAccounts.done.deactivate', { username: account.username });
      case 'reactivate':
        await reactivateStaffAccount(account.id);
        return t('staffAccounts.done.reactivate', { username: account.username });
      case 'passwordReset':
        await sendStaffPasswordReset(account.id);
        return t('staffAccounts.done.passwordReset', { email: account.email });
      case 'twoFactorReset':
        await resetStaffTwoFactor(account.id);
        return t('staffAccounts.done.twoFactorReset', { username: account.username });
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      onDone(await run());
    } catch (error) {
      setFailure(refusalMessage(error) ?? t('staffAccounts.confirm.failed'));
      setBusy(false);
    } finally {
      onSettled();
    }
  };

  const formId = `${roleId}-form`;
  const unchanged = action === 'changeRole' && role === account.role;
  return (
    <Dialog
      open
      onClose={busy ? () => undefined : onClose}
      alert={action === 'deactivate'}
      title={texts('title')}
      testId="staff-account-action"
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('staffAccounts.confirm.cancel')}
          </Button>
          <Button type="submit" form={formId} variant={action === 'deactivate' ? 'danger' : 'primary'} busy={busy} disabled={unchanged}>
            {texts('submit')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={confirm} css={css({ display: 'grid', gap: theme.space(3) })}>
        {action === 'changeRole' ? (
          <div css={[fieldStyles.wrapper, css({ marginBlockEnd: 0 })]}>
            <label htmlFor={roleId} css={fieldStyles.label}>
              {t('staffAccounts.confirm.changeRole.label')}
            </label>
            <select id={roleId} css={selectCss} value={role} onChange={(event) => setRole(event.target.value as StaffRole)}>
              {STAFF_ROLES.map((value) => (
                <option key={value} value={value}>
                  {t(`staffAccounts.roles.${value}`)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <p css={css({ margin: 0 })}>{texts('text')}</p>
        {isSelf && ENDS_OWN_SESSION.includes(action) ? <p css={css({ margin: 0, fontWeight: 600 })}>{t('staffAccounts.confirm.self')}</p> : null}
        {failure ? <Alert type="error">{failure}</Alert> : null}
      </form>
    </Dialog>
  );
}
