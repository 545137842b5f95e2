import { Alert, Button } from '@clinic/platform';
import { useTranslation } from 'react-i18next';

/** Shown in place of a page whose rendering threw (React logs the error itself). */
export function RenderError() {
  const { t } = useTranslation('common');
  return (
    <Alert
      type="error"
      action={
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {t('remote.retry')}
        </Button>
      }
    >
      {t('remote.error')}
    </Alert>
  );
}
