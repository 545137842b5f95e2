import { PageFrame } from '@clinic/platform';
import { useTranslation } from 'react-i18next';
import { Link } from './Link';

export function NotFound() {
  const { t } = useTranslation('common');
  return (
    <PageFrame title={t('notFound.heading')}>
      <div data-testid="not-found">
        <p>{t('notFound.text')}</p>
        <p>
          <Link href="/">{t('notFound.home')}</Link>
        </p>
      </div>
    </PageFrame>
  );
}
