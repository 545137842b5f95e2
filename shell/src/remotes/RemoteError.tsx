import { Alert, Button } from '@clinic/platform';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '@clinic/platform';

export function RemoteError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div data-testid="remote-error" css={{ maxWidth: '1200px', marginInline: 'auto', padding: '24px 16px' }}>
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
    </div>
  );
}

/** Renders the error and Retry into a remote's area with its own React root; returns the cleanup. */
export function renderRemoteError(container: HTMLElement, retry: () => void): () => void {
  const host = document.createElement('div');
  container.appendChild(host);
  const root = createRoot(host);
  root.render(
    <I18nextProvider i18n={i18n}>
      <RemoteError onRetry={retry} />
    </I18nextProvider>,
  );
  return () => {
    // Unmounting synchronously inside another root's event handler is not allowed by React.
    queueMicrotask(() => {
      root.unmount();
      host.remove();
    });
  };
}
