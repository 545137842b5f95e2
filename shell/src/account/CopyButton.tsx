import { Button, theme } from '@clinic/platform';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NS } from './texts';

/** Copies a text to the clipboard and says so (politely, for screen readers) next to the button. */
export function CopyButton({ text, label, testId }: { text: string; label: string; testId?: string }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const [status, setStatus] = useState<'copied' | 'failed' | null>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };

  return (
    <span css={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.space(2) }}>
      <Button variant="secondary" onClick={() => void copy()} data-testid={testId}>
        {label}
      </Button>
      <span aria-live="polite" css={{ fontSize: theme.font.size.small, color: status === 'failed' ? theme.colors.error : theme.colors.success }}>
        {status === 'copied' ? t('copied') : status === 'failed' ? t('copyFailed') : ''}
      </span>
    </span>
  );
}
