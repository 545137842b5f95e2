import { i18n, RemoteRenderError } from '@clinic/platform';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';

export function RemoteError({ onRetry }: { onRetry: () => void }) {
  return (
    <div data-testid="remote-error" css={{ maxWidth: '1200px', marginInline: 'auto', padding: '24px 16px' }}>
      <RemoteRenderError onRetry={onRetry} />
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
