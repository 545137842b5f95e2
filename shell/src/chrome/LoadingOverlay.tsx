import { Spinner, theme, useSession } from '@clinic/platform';
import { useTranslation } from 'react-i18next';

/** The global loading state bound to isLoading. */
export function LoadingOverlay() {
  const { t } = useTranslation('common');
  const loading = useSession((s) => s.isLoading);
  if (!loading) return null;
  return (
    <div
      data-testid="global-loading"
      aria-busy="true"
      css={{
        position: 'fixed',
        inset: 0,
        zIndex: theme.zIndex.overlay,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'rgba(255, 255, 255, 0.6)',
      }}
    >
      <Spinner label={t('loading')} size={48} />
    </div>
  );
}
