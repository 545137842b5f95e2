import { PageFrame, theme, useSession } from '@clinic/platform';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '../account/ChangePasswordForm';
import { ACCOUNT_NS } from '../account/texts';
import { TwoFactorSettings } from '../account/TwoFactorSettings';

const sectionCss = {
  paddingBlock: theme.space(5),
  borderBlockStart: `1px solid ${theme.colors.border}`,
} as const;

/** The signed-in staff member's own account (every staff role): their password and their two-factor sign-in. */
export function AccountPage() {
  const { t } = useTranslation(ACCOUNT_NS);
  const user = useSession((s) => s.user);
  const passwordId = useId();
  const twoFactorId = useId();
  return (
    <PageFrame titleKey="account">
      {user ? (
        <p css={{ marginBlock: `0 ${theme.space(4)}`, color: theme.colors.mutedText }}>
          {t('account.signedInAs', { username: user.username, email: user.email })}
        </p>
      ) : null}
      <section aria-labelledby={passwordId} css={sectionCss}>
        <h2 id={passwordId} css={{ fontSize: theme.font.size.large, marginBlock: `0 ${theme.space(3)}` }}>
          {t('account.passwordHeading')}
        </h2>
        <ChangePasswordForm />
      </section>
      <section aria-labelledby={twoFactorId} css={sectionCss}>
        <h2 id={twoFactorId} css={{ fontSize: theme.font.size.large, marginBlock: `0 ${theme.space(3)}` }}>
          {t('account.twoFactorHeading')}
        </h2>
        <TwoFactorSettings />
      </section>
    </PageFrame>
  );
}
