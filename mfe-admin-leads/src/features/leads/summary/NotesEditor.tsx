import { css } from '@emotion/react';
import { Button, fieldStyles, theme } from '@clinic/platform';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../texts';

/** The server keeps at most this many characters of notes. */
const NOTES_MAX_CHARS = 5000;

export interface NotesEditorProps {
  notes: string;
  saving: boolean;
  onSave: (notes: string) => void;
}

/** The internal staff notes of the lead, saved with Save Notes. */
export function NotesEditor({ notes, saving, onSave }: NotesEditorProps) {
  const { t } = useTranslation(NS.staff);
  const id = useId();
  const [draft, setDraft] = useState(notes);
  return (
    <div css={css({ display: 'grid', gap: theme.space(2), minWidth: 0 })}>
      <div css={[fieldStyles.wrapper, css({ marginBlockEnd: 0 })]}>
        <label htmlFor={`${id}-notes`} css={fieldStyles.label}>
          {t('summary.notes')}
        </label>
        <textarea
          id={`${id}-notes`}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          rows={4}
          maxLength={NOTES_MAX_CHARS}
          aria-describedby={`${id}-hint`}
          css={css(fieldStyles.control, { resize: 'vertical' })}
        />
        <span id={`${id}-hint`} css={fieldStyles.hint}>
          {t('summary.notesHint')}
        </span>
      </div>
      <div>
        <Button variant="secondary" onClick={() => onSave(draft)} busy={saving} disabled={draft === notes}>
          {t('summary.saveNotes')}
        </Button>
      </div>
    </div>
  );
}
