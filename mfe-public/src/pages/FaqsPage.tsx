import { PageFrame, type PageProps } from '@clinic/platform';
import { useTranslation } from 'react-i18next';
import { Faq } from '../features/faq';
import { NS } from '../texts/namespace';

export function FaqsPage({ titleKey }: PageProps) {
  const { t } = useTranslation(NS.pages);
  return (
    <PageFrame titleKey={titleKey}>
      <p>{t('intro.faqs')}</p>
      <Faq headingLevel={2} />
    </PageFrame>
  );
}
