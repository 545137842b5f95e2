import { css } from '@emotion/react';
import { theme } from '@clinic/platform';
import { CopyButton } from '@clinic/platform/staff';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import { linkButtonCss } from './controls';

/** The e-mail with a Copy control; "Copied" shows for 2 s after a successful copy. */
export function CopyEmail({ email }: { email: string }) {
  const { t } = useTranslation(NS.staff);
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
      <CopyButton
        text={email}
        copiedLabel={t('row.copied')}
        failedLabel={t('row.copyFailed')}
        variant="text"
        css={[linkButtonCss, css({ minHeight: '24px', paddingBlock: 0 })]}
        aria-label={t('row.copyEmail', { email })}
      >
        {t('row.copy')}
      </CopyButton>
    </span>
  );
}
