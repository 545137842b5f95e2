import { PageFrame, type PageProps } from '@clinic/platform';
import { useTranslation } from 'react-i18next';
import { Faq } from '../components/faq';
import { TEXT_NAMESPACE } from '../texts/namespace';

export function FaqsPage({ titleKey }: PageProps) {
  const { t } = useTranslation(TEXT_NAMESPACE);
  return (
    <PageFrame titleKey={titleKey}>
      <p>{t('intro.faqs')}</p>
      <Faq headingLevel={2} />
    </PageFrame>
  );
}
