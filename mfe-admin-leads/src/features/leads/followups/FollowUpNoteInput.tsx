import { css } from '@emotion/react';
import { Alert, fieldStyles, isApiRequestError, Spinner, theme } from '@clinic/platform';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../texts';

/** The server's limit of one follow-up note (contracts leadUpdateSchema). */
const NOTE_MAX_CHARS = 2000;

const textareaCss = css(fieldStyles.control, { minHeight: '6rem', resize: 'vertical', lineHeight: 1.4 });

/** While an input method composes (e.g. Chinese), Enter confirms the composition, not the note. */
function isComposing(event: KeyboardEvent<HTMLTextAreaElement>): boolean {
  return event.nativeEvent.isComposing || event.keyCode === 229;
}

/** The follow-up note box: Enter saves the note, Shift+Enter starts a new line; the box empties once saved. */
export function FollowUpNoteInput({ onSave }: { onSave: (note: string) => Promise<void> }) {
  const { t } = useTranslation(NS.staff);
  const id = `followup-note-${useId()}`;
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    const note = text.trim();
    if (saving || note === '') return;
    setSaving(true);
    setError(null);
    setSaved(false);
    try {
      await onSave(note);
      setText('');
      setSaved(true);
    } catch (err) {
      setError(isApiRequestError(err) ? err.message : t('followUps.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || isComposing(event)) return;
    event.preventDefault();
    void save();
  };

  return (
    <div css={fieldStyles.wrapper}>
      <label htmlFor={id} css={fieldStyles.label}>
        {t('followUps.noteLabel')}
      </label>
      <textarea
        id={id}
        css={textareaCss}
        value={text}
        placeholder={t('followUps.notePlaceholder')}
        maxLength={NOTE_MAX_CHARS}
        // Read-only rather than disabled while saving: the box keeps the focus for the next note.
        readOnly={saving}
        aria-busy={saving || undefined}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setSaved(false);
        }}
        onKeyDown={onKeyDown}
      />
      <div css={css({ minHeight: '1.5rem', display: 'flex', alignItems: 'center', gap: theme.space(2) })}>
        {saving ? <Spinner label={t('followUps.saving')} size={16} /> : null}
        <span role="status" css={css({ color: theme.colors.success, fontSize: theme.font.size.small })}>
          {saved ? t('followUps.saved') : ''}
        </span>
      </div>
      {error ? <Alert type="error">{error}</Alert> : null}
    </div>
  );
}
