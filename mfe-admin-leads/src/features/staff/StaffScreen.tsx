import { css } from '@emotion/react';
import type { StaffAccount } from '@clinic/contracts';
import { Alert, Button, decodeToken, Spinner, theme, useSession } from '@clinic/platform';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import { AccountActionDialog } from './AccountActionDialog';
import { CreateAccountDialog } from './CreateAccountDialog';
import { StaffTable } from './StaffTable';
import type { AccountAction } from './staffView';
import { useStaffAccounts } from './useStaffAccounts';

type Open = { kind: 'create' } | { kind: 'action'; account: StaffAccount; action: AccountAction } | null;

/** The id (`sub`) of the signed-in user's token. */
function useOwnAccountId(): number | null {
  const token = useSession((s) => s.token);
  const id = Number(decodeToken(token)?.sub);
  return Number.isInteger(id) ? id : null;
}

/**
 * The Staff screen (admins): the staff accounts, Create account, and per account a new role,
 * deactivate / reactivate, a password reset link and a two-factor reset, each confirmed first; the
 * list reloads after every change.
 */
export function StaffScreen() {
  const { t } = useTranslation(NS.staff);
  const list = useStaffAccounts();
  const selfId = useOwnAccountId();
  const [open, setOpen] = useState<Open>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const loading = list.status === 'loading';
  const accounts = list.accounts ?? [];

  const finish = (message: string) => {
    setOpen(null);
    setOutcome(message);
  };

  return (
    <div css={css({ display: 'grid', gap: theme.space(3), minWidth: 0 })}>
      <div css={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(2) })}>
        <Button onClick={() => setOpen({ kind: 'create' })}>{t('staffAccounts.create')}</Button>
        <Button variant="secondary" onClick={list.reload} disabled={loading}>
          {t('staffAccounts.refresh')}
        </Button>
        <p role="status" css={css({ margin: 0, color: theme.colors.mutedText })}>
          {list.accounts && list.status !== 'error' ? t('staffAccounts.count', { count: accounts.length }) : ''}
        </p>
        {loading ? <Spinner label={t('staffAccounts.loading')} size={20} /> : null}
      </div>
      {outcome ? <Alert type="success">{outcome}</Alert> : null}
      {list.status === 'error' ? (
        <Alert
          type="error"
          action={
            <Button variant="secondary" onClick={list.reload}>
              {t('staffAccounts.retry')}
            </Button>
          }
        >
          {list.error ?? t('staffAccounts.loadFailed')}
        </Alert>
      ) : null}
      {list.status !== 'error' && list.accounts?.length === 0 ? <Alert type="info">{t('staffAccounts.empty')}</Alert> : null}
      {list.status !== 'error' && accounts.length > 0 ? (
        <div aria-busy={loading} css={css({ minWidth: 0, opacity: loading ? 0.6 : 1, transition: 'opacity 0.15s' })}>
          <StaffTable
            accounts={accounts}
            selfId={selfId}
            onAction={(account, action) => {
              setOutcome(null);
              setOpen({ kind: 'action', account, action });
            }}
          />
        </div>
      ) : null}
      {open?.kind === 'create' ? (
        <CreateAccountDialog
          onClose={() => setOpen(null)}
          onCreated={(account) => {
            finish(t('staffAccounts.form.created', { username: account.username, email: account.email }));
            list.reload();
          }}
        />
      ) : null}
      {open?.kind === 'action' ? (
        <AccountActionDialog
          account={open.account}
          action={open.action}
          isSelf={open.account.id === selfId}
          onClose={() => setOpen(null)}
          onDone={finish}
          onSettled={list.reload}
        />
      ) : null}
    </div>
  );
}
