import { css } from '@emotion/react';
import type { StaffAccount } from '@clinic/contracts';
import { Button, mq, theme, visuallyHidden } from '@clinic/platform';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import { mutedCss } from '../orders/styles';
import { actionsFor, practiceDateTime, roleKey, statusOf, type AccountAction, type AccountStatus } from './staffView';

/** A table on wide screens; on phones one card per account, each value under its column's name (`data-label`). */
const tableCss = css({
  width: '100%',
  borderCollapse: 'collapse',
  // Words (e-mail addresses) break only when a column cannot be widened for them.
  '& th, & td': {
    textAlign: 'start',
    verticalAlign: 'top',
    padding: theme.space(2),
    borderBlockEnd: `1px solid ${theme.colors.border}`,
    overflowWrap: 'break-word',
  },
  // Long usernames and addresses break inside; shorter ones keep their column wide enough to stay whole.
  '& [data-col="username"]': { overflowWrap: 'anywhere', minWidth: '7rem' },
  '& [data-col="email"]': { overflowWrap: 'anywhere', minWidth: '12rem' },
  '& [data-col="actions"]': { minWidth: '13rem' },
  '& thead th': { background: theme.colors.surface, fontSize: theme.font.size.small, whiteSpace: 'nowrap' },
  [mq.mobile]: {
    '& thead': { display: 'none' },
    '& tbody, & tr, & th, & td': { display: 'block' },
    '& tr': { border: `1px solid ${theme.colors.border}`, borderRadius: theme.radius, marginBlockStart: theme.space(3), paddingBlock: theme.space(1) },
    '& th, & td, & [data-col]': { borderBlockEnd: 'none', paddingBlock: theme.space(1), overflowWrap: 'anywhere', minWidth: 0 },
    '& [data-label]::before': {
      content: 'attr(data-label)',
      display: 'block',
      fontWeight: 600,
      fontSize: theme.font.size.small,
      color: theme.colors.mutedText,
    },
  },
});

const statusTone: Record<AccountStatus, { fg: string; bg: string }> = {
  active: { fg: theme.colors.success, bg: theme.colors.successBg },
  deactivated: { fg: theme.colors.error, bg: theme.colors.errorBg },
  waiting: { fg: theme.colors.warning, bg: theme.colors.warningBg },
};

const badgeCss = (status: AccountStatus) =>
  css({
    display: 'inline-block',
    paddingInline: theme.space(2),
    borderRadius: theme.radius,
    borderInlineStart: `3px solid ${statusTone[status].fg}`,
    background: statusTone[status].bg,
    color: theme.colors.text,
    fontSize: theme.font.size.small,
    fontWeight: 600,
  });

const actionsCss = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space(1),
  '& button': {
    minHeight: '36px',
    paddingInline: theme.space(2),
    fontSize: theme.font.size.small,
    whiteSpace: 'nowrap',
    [mq.mobile]: { minHeight: '44px', fontSize: 'inherit' },
  },
});

export interface StaffTableProps {
  accounts: readonly StaffAccount[];
  /** The id of the signed-in admin's own account, marked "you". */
  selfId: number | null;
  onAction: (account: StaffAccount, action: AccountAction) => void;
}

/** The staff accounts: username, name, e-mail, role, two-factor, last sign-in, status and the actions of each. */
export function StaffTable({ accounts, selfId, onAction }: StaffTableProps) {
  const { t } = useTranslation(NS.staff);
  const column = (key: string) => t(`staffAccounts.columns.${key}`);
  const actionLabel = (account: StaffAccount, action: AccountAction) =>
    action === 'passwordReset' && !account.has_password ? t('staffAccounts.actions.passwordLink') : t(`staffAccounts.actions.${action}`);
  return (
    <table css={tableCss}>
      <caption css={visuallyHidden}>{t('staffAccounts.caption')}</caption>
      <thead>
        <tr>
          {['username', 'name', 'email', 'role', 'twoFactor', 'lastLogin', 'status', 'actions'].map((key) => (
            <th key={key} scope="col">
              {column(key)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {accounts.map((account) => {
          const status = statusOf(account);
          return (
            <tr key={account.id} data-testid={`staff-account-${account.username}`}>
              <th scope="row" data-col="username" css={css({ fontWeight: 600 })}>
                {account.username}
                {account.id === selfId ? <span css={[mutedCss, css({ fontWeight: 400 })]}> ({t('staffAccounts.you')})</span> : null}
              </th>
              <td data-label={column('name')}>
                {account.first_name} {account.last_name}
              </td>
              <td data-label={column('email')} data-col="email">
                {account.email}
              </td>
              <td data-label={column('role')}>{t(`staffAccounts.roles.${roleKey(account.role)}`)}</td>
              <td data-label={column('twoFactor')}>{t(`staffAccounts.twoFactor.${account.two_factor ? 'on' : 'off'}`)}</td>
              <td data-label={column('lastLogin')}>{practiceDateTime(account.last_login_on) ?? t('staffAccounts.never')}</td>
              <td data-label={column('status')}>
                <span css={badgeCss(status)}>{t(`staffAccounts.status.${status}`)}</span>
              </td>
              <td data-label={column('actions')} data-col="actions">
                <div css={actionsCss}>
                  {actionsFor(account).map((action) => {
                    const text = actionLabel(account, action);
                    return (
                      <Button
                        key={action}
                        variant="secondary"
                        aria-label={t('staffAccounts.actions.forAccount', { action: text, username: account.username })}
                        onClick={() => onAction(account, action)}
                      >
                        {text}
                      </Button>
                    );
                  })}
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
