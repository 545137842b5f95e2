import { Button, saveBlob, theme } from '@clinic/platform';
import { CopyButton } from '@clinic/platform/staff';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NS } from './texts';

/**
 * Freshly made recovery codes, shown once: copy, download as .txt, and Continue only after the user
 * says they saved them.
 */
export function RecoveryCodesPanel({ codes, account, onDone }: { codes: string[]; account: string; onDone: () => void }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const [saved, setSaved] = useState(false);
  const headingId = useId();
  const savedId = useId();
  const asText = codes.join('\n');

  return (
    <section aria-labelledby={headingId} data-testid="recovery-codes">
      <h2 id={headingId} css={{ fontSize: theme.font.size.large, marginBlock: `0 ${theme.space(2)}` }}>
        {t('recovery.heading')}
      </h2>
      <p css={{ marginBlock: `0 ${theme.space(4)}` }}>{t('recovery.intro')}</p>
      <ol
        aria-label={t('recovery.listLabel')}
        css={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
          maxWidth: '30rem',
          gap: theme.space(2),
          listStyle: 'none',
          margin: `0 0 ${theme.space(4)}`,
          padding: theme.space(4),
          background: theme.colors.surface,
          border: `1px solid ${theme.colors.border}`,
          borderRadius: theme.radius,
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: '1.05rem',
        }}
      >
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ol>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(2), marginBlockEnd: theme.space(4) }}>
        <CopyButton text={asText} copiedLabel={t('copied')} failedLabel={t('copyFailed')}>
          {t('recovery.copy')}
        </CopyButton>
        <Button
          variant="secondary"
          onClick={() =>
            saveBlob(new Blob([`${t('recovery.fileHeading', { account })}\n\n${asText}\n`], { type: 'text/plain;charset=utf-8' }), 'recovery-codes.txt')
          }
        >
          {t('recovery.download')}
        </Button>
      </div>
      <div css={{ display: 'flex', alignItems: 'center', gap: theme.space(2), marginBlockEnd: theme.space(4), minHeight: 44 }}>
        <input id={savedId} type="checkbox" checked={saved} onChange={(e) => setSaved(e.target.checked)} css={{ width: 22, height: 22, margin: 0 }} />
        <label htmlFor={savedId}>{t('recovery.saved')}</label>
      </div>
      <Button onClick={onDone} disabled={!saved} data-testid="recovery-continue">
        {t('recovery.continue')}
      </Button>
    </section>
  );
}
