import { css } from '@emotion/react';
import type { DormantLead } from '@clinic/contracts';
import { Alert, Button, Ltr, Spinner, theme } from '@clinic/platform';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../texts';
import { practiceTime } from '../format';
import { FollowUpNoteInput } from './FollowUpNoteInput';
import { useFollowUpNotes } from './useFollowUpNotes';

const noteListCss = css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space(2) });
const noteCss = css({
  padding: theme.space(3),
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius,
  background: theme.colors.surface,
  minWidth: 0,
});

/** The follow-up notes of the selected lead and the box to add one. Keyed by the lead: one lead per mount. */
export function FollowUpNotesPanel({ lead }: { lead: DormantLead }) {
  const { t } = useTranslation(NS.staff);
  const { state, reload, add } = useFollowUpNotes(lead.uuid);

  return (
    <div css={css({ display: 'grid', gap: theme.space(3), minWidth: 0 })}>
      <h3 css={css({ margin: 0, fontSize: theme.font.size.base, overflowWrap: 'anywhere' })}>{t('followUps.notesHeading', { email: lead.email })}</h3>
      {state.status === 'loading' ? <Spinner label={t('followUps.notesLoading')} size={20} /> : null}
      {state.status === 'error' ? (
        <Alert
          type="error"
          action={
            <Button variant="secondary" onClick={reload}>
              {t('followUps.retry')}
            </Button>
          }
        >
          {t('followUps.notesFailed')}
        </Alert>
      ) : null}
      {state.status === 'ready' && state.notes.length === 0 ? <p css={css({ margin: 0, color: theme.colors.mutedText })}>{t('followUps.noNotes')}</p> : null}
      {state.status === 'ready' && state.notes.length > 0 ? (
        <ol css={noteListCss} data-testid="followup-notes">
          {state.notes.map((note, index) => (
            <li key={`${note.time}-${index}`} css={noteCss}>
              <p css={css({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })}>{note.note}</p>
              <time
                dateTime={new Date(note.time).toISOString()}
                css={css({ display: 'block', marginBlockStart: theme.space(1), color: theme.colors.mutedText, fontSize: theme.font.size.small })}
              >
                <Ltr>{practiceTime(note.time)}</Ltr>
              </time>
            </li>
          ))}
        </ol>
      ) : null}
      <FollowUpNoteInput onSave={add} />
    </div>
  );
}
