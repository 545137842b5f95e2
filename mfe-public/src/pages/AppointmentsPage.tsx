import { PageFrame } from '@clinic/platform';
import { useTranslation } from 'react-i18next';
import { TEXT_NAMESPACE } from '../texts';
import type { PageProps } from './types';

export function AppointmentsPage({ titleKey }: PageProps) {
  const { t } = useTranslation(TEXT_NAMESPACE);
  return (
    <PageFrame titleKey={titleKey}>
      <p>{t('intro.appointments')}</p>
    </PageFrame>
  );
}
