import { css } from '@emotion/react';
import { COPY_INDICATOR_MS } from '@clinic/contracts';
import { theme } from '@clinic/platform';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../texts';
import { linkButtonCss } from './controls';

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

/** The e-mail with a Copy control; "Copied" shows for 2 s after a successful copy. */
export function CopyEmail({ email }: { email: string }) {
  const { t } = useTranslation(NS.staff);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_INDICATOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = () => {
    copyText(email).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  return (
    <span css={css({ display: 'flex', alignItems: 'center', gap: theme.space(1), minWidth: 0, maxWidth: '100%' })}>
      {/* Never broken mid-word: a long address ends in an ellipsis, whole in the title and to screen readers; left to right (the ellipsis at its end) on right-to-left pages too. */}
      <a
        href={`mailto:${email}`}
        title={email}
        dir="ltr"
        css={css({ color: theme.colors.text, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}
      >
        {email}
      </a>
      <button type="button" css={[linkButtonCss, css({ minHeight: '24px', paddingBlock: 0 })]} onClick={copy} aria-label={t('row.copyEmail', { email })}>
        {t('row.copy')}
      </button>
      <span role="status" css={css({ flex: 'none', color: theme.colors.success, fontSize: theme.font.size.small })}>
        {copied ? t('row.copied') : ''}
      </span>
    </span>
  );
}
