import { isLanguageCode, LANGUAGES } from '@clinic/contracts';
import { setLanguage, theme, useSession } from '@clinic/platform';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** A select listing the eight languages by their native names. */
export function LanguagePicker({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('common');
  const current = useSession((s) => s.currentLanguage);
  const id = useId();
  return (
    <div css={{ display: 'flex', alignItems: 'center', gap: theme.space(2) }}>
      <label htmlFor={id} css={compact ? { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } : { fontWeight: 600 }}>
        {t('language.label')}
      </label>
      <select
        id={id}
        data-testid="language-picker"
        value={current}
        onChange={(e) => {
          if (isLanguageCode(e.target.value)) void setLanguage(e.target.value);
        }}
        css={{
          font: 'inherit',
          minHeight: '40px',
          paddingInline: theme.space(2),
          borderRadius: theme.radius,
          border: `1px solid ${theme.colors.border}`,
          maxWidth: '100%',
        }}
      >
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.nativeName}
          </option>
        ))}
      </select>
    </div>
  );
}
