import { PageFrame, type PageProps } from '@clinic/platform';
import { useTranslation } from 'react-i18next';
import { NS } from '../texts';

export function I693ApplicationsPage({ titleKey }: PageProps) {
  const { t } = useTranslation(NS.staff);
  return (
    <PageFrame titleKey={titleKey}>
      <p>{t('intro.adminI693Applications')}</p>
    </PageFrame>
  );
}
