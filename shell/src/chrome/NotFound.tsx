import { PageFrame, SiteLink } from '@clinic/platform';
import { useTranslation } from 'react-i18next';

export function NotFound() {
  const { t } = useTranslation('common');
  return (
    <PageFrame title={t('notFound.heading')}>
      <div data-testid="not-found">
        <p>{t('notFound.text')}</p>
        <p>
          <SiteLink href="/">{t('notFound.home')}</SiteLink>
        </p>
      </div>
    </PageFrame>
  );
}
