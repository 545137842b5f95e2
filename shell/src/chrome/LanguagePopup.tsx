import { LANGUAGES } from '@clinic/contracts';
import { Dialog, markLanguagePopupDone, setLanguage, setLanguagePopupDisplayed, theme, useSession } from '@clinic/platform';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The one-time language popup: shown once per browser (languagePopupDone), on public pages only. */
export function LanguagePopup({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('common');
  const done = useSession((s) => s.languagePopupDone);
  const current = useSession((s) => s.currentLanguage);
  const open = enabled && !done;

  useEffect(() => {
    setLanguagePopupDisplayed(open);
  }, [open]);

  return (
    <Dialog open={open} onClose={markLanguagePopupDone} title={t('language.popupTitle')} testId="language-popup">
      <p css={{ marginBlockStart: 0 }}>{t('language.popupText')}</p>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))', gap: theme.space(2) }}>
        {LANGUAGES.map((l) => (
          <li key={l.code}>
            <button
              type="button"
              lang={l.code}
              dir={l.rtl ? 'rtl' : 'ltr'}
              aria-pressed={current === l.code}
              onClick={() => {
                void setLanguage(l.code);
                markLanguagePopupDone();
              }}
              css={{
                width: '100%',
                minHeight: '44px',
                font: 'inherit',
                cursor: 'pointer',
                borderRadius: theme.radius,
                border: `1px solid ${current === l.code ? theme.colors.primary : theme.colors.border}`,
                background: current === l.code ? theme.colors.infoBg : theme.colors.background,
                '&:focus-visible': { outline: `3px solid ${theme.colors.focus}` },
              }}
            >
              {l.nativeName}
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
