import { useTranslation } from 'react-i18next';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';

export interface RemoteRenderErrorProps {
  /** What Retry does; reloading the page by default. */
  onRetry?: () => void;
}

const reloadPage = () => window.location.reload();

/** The error shown in place of a remote that failed to load or to render, with a Retry button. */
export function RemoteRenderError({ onRetry = reloadPage }: RemoteRenderErrorProps) {
  const { t } = useTranslation('common');
  return (
    <Alert
      type="error"
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t('remote.retry')}
        </Button>
      }
    >
      {t('remote.error')}
    </Alert>
  );
}
