import { PageFrame, type PageProps } from '@clinic/platform';
import { useTranslation } from 'react-i18next';
import { NS } from '../texts';

export function I693Page({ titleKey }: PageProps) {
  const { t } = useTranslation(NS.public);
  return (
    <PageFrame titleKey={titleKey}>
      <p>{t('intro.i693')}</p>
    </PageFrame>
  );
}
