import { css } from '@emotion/react';
import { PageFrame, theme, type PageProps } from '@clinic/platform';
import { useTranslation } from 'react-i18next';
import { StaffScreen } from '../features/staff/StaffScreen';
import { NS } from '../texts';

/** `/admin/staff` (admins): the staff accounts and the changes admins make to them. */
export function StaffPage({ titleKey }: PageProps) {
  const { t } = useTranslation(NS.staff);
  return (
    <PageFrame titleKey={titleKey} wide>
      <p css={css({ marginBlockStart: 0, color: theme.colors.mutedText, maxWidth: '60rem' })}>{t('staffAccounts.intro')}</p>
      <StaffScreen />
    </PageFrame>
  );
}
