import { css } from '@emotion/react';
import { COPY_INDICATOR_MS } from '@clinic/contracts';
import { useEffect, useState } from 'react';
import { Button, type ButtonProps } from './Button';
import { theme } from './theme';

/** Puts `text` on the clipboard; rejects when the browser refuses. */
async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  // Pages served over plain http (not localhost) have no async clipboard.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    if (!document.execCommand('copy')) throw new Error('copy refused');
  } finally {
    area.remove();
  }
}

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** What the button copies. */
  text: string;
  /** Said beside the button for COPY_INDICATOR_MS after a copy. */
  copiedLabel: string;
  /** Said beside the button when the browser refuses to copy, until the next press. */
  failedLabel: string;
}

/** A button that copies a text, and says (politely, for screen readers too) whether it did. */
export function CopyButton({ text, copiedLabel, failedLabel, variant = 'secondary', ...buttonProps }: CopyButtonProps) {
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);

  useEffect(() => {
    if (outcome !== 'copied') return;
    const timer = setTimeout(() => setOutcome(null), COPY_INDICATOR_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const copy = () => {
    setOutcome(null);
    copyText(text).then(
      () => setOutcome('copied'),
      () => setOutcome('failed'),
    );
  };

  return (
    <span css={css({ display: 'inline-flex', alignItems: 'center', gap: theme.space(2) })}>
      <Button variant={variant} onClick={copy} {...buttonProps} />
      {/* Words whole even where the row breaks them anywhere: "Copied" is never squeezed into a column of letters. */}
      <span
        role="status"
        css={css({ overflowWrap: 'normal', fontSize: theme.font.size.small, color: outcome === 'failed' ? theme.colors.error : theme.colors.success })}
      >
        {outcome === 'copied' ? copiedLabel : outcome === 'failed' ? failedLabel : ''}
      </span>
    </span>
  );
}
