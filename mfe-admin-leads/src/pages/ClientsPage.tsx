import { css } from '@emotion/react';
import { PageFrame, theme, type PageProps } from '@clinic/platform';
import { useTranslation } from 'react-i18next';
import { AppointmentRequests } from '../features/leads/requests/AppointmentRequests';
import { NS } from '../texts';

/** `/admin/clients` (admins): the public appointment requests, each linking to its lead. */
export function ClientsPage({ titleKey }: PageProps) {
  const { t } = useTranslation(NS.intro);
  return (
    <PageFrame titleKey={titleKey} wide>
      <p css={css({ marginBlockStart: 0, color: theme.colors.mutedText })}>{t('intro.clients')}</p>
      <AppointmentRequests />
    </PageFrame>
  );
}
