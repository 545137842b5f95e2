import { useTranslation } from 'react-i18next';
import { Spinner } from '../ui/Spinner';

/** What a remote's area shows while its page (or the page's texts) loads. */
export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <div css={{ display: 'flex', justifyContent: 'center', padding: '48px 0' }}>
      <Spinner label={t('loading')} />
    </div>
  );
}
