import { css } from '@emotion/react';
import { EMAIL_PATTERN } from '@clinic/contracts';
import { Button, TextField, theme } from '@clinic/platform';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../texts';

export interface EmailEditorProps {
  email: string;
  saving: boolean;
  /** Saves the new e-mail; answers whether it was saved. */
  onSave: (email: string) => Promise<boolean>;
}

/** The lead's e-mail: a click turns it into an input with Save and Cancel (Esc cancels too). */
export function EmailEditor({ email, saving, onSave }: EmailEditorProps) {
  const { t } = useTranslation(NS.staff);
  // The text being edited, or null while the e-mail is only shown.
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const showButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (draft !== null || !returnFocus.current) return;
    returnFocus.current = false;
    showButton.current?.focus();
  }, [draft]);

  const close = () => {
    returnFocus.current = true;
    setError(null);
    setDraft(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = (draft ?? '').trim();
    if (!EMAIL_PATTERN.test(next)) return setError(t('summary.emailInvalid'));
    if (next === email) return close();
    if (await onSave(next)) close();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close();
  };

  if (draft === null) {
    return (
      <button
        ref={showButton}
        type="button"
        onClick={() => setDraft(email)}
        aria-label={t('summary.editEmail', { email })}
        css={css({
          font: 'inherit',
          color: theme.colors.primary,
          background: theme.colors.surface,
          border: `1px dashed ${theme.colors.border}`,
          borderRadius: theme.radius,
          minHeight: '44px',
          paddingInline: theme.space(2),
          textAlign: 'start',
          overflowWrap: 'anywhere',
          maxWidth: '100%',
          cursor: 'text',
          '&:hover': { borderColor: theme.colors.primary },
          '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: '2px' },
        })}
      >
        {email}
      </button>
    );
  }

  return (
    // Escape cancels the edit from either of the form's fields.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <form
      onSubmit={(event) => void submit(event)}
      onKeyDown={onKeyDown}
      noValidate
      css={css({ flex: '1 1 18rem', display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: theme.space(2), minWidth: 0 })}
    >
      <div css={css({ flex: '1 1 14rem', minWidth: 0 })}>
        <TextField
          label={t('summary.email')}
          type="email"
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(null);
          }}
          error={error}
          autoComplete="off"
          autoFocus
          maxLength={254}
        />
      </div>
      <div css={css({ display: 'flex', gap: theme.space(2), paddingBlockStart: theme.space(7) })}>
        <Button type="submit" busy={saving}>
          {t('summary.save')}
        </Button>
        <Button variant="secondary" onClick={close} disabled={saving}>
          {t('summary.cancel')}
        </Button>
      </div>
    </form>
  );
}
