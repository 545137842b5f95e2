import { css } from '@emotion/react';
import { COPY_INDICATOR_MS } from '@clinic/contracts';
import { Button, notify, theme } from '@clinic/platform';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEADS_NS } from '../../texts';

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

/** Copy Email: copies the lead's e-mail and says 'Copied' for 2 s. */
export function CopyEmailButton({ email }: { email: string }) {
  const { t } = useTranslation(LEADS_NS);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_INDICATOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = () => {
    copyText(email).then(
      () => setCopied(true),
      () => notify(t('summary.copyFailed'), 'error'),
    );
  };

  return (
    <span css={css({ display: 'inline-flex', alignItems: 'center', gap: theme.space(2) })}>
      <Button variant="secondary" onClick={copy}>
        {t('summary.copyEmail')}
      </Button>
      <span role="status" css={css({ color: theme.colors.success, fontSize: theme.font.size.small, fontWeight: 600 })}>
        {copied ? t('summary.copied') : ''}
      </span>
    </span>
  );
}
