import { css } from '@emotion/react';
import type { ConversationEntry } from '@clinic/contracts';
import { Button, Dialog, Ltr, theme } from '@clinic/platform';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../texts';
import { practiceTime } from '../format';

export interface ConversationDialogProps {
  open: boolean;
  onClose: () => void;
  email: string;
  entries: ConversationEntry[];
}

/**
 * The 800x600 conversation popup: every e-mail sent to the address, newest first. Each e-mail is shown
 * in a sandboxed frame: it holds what clients typed (names) and must never run in the staff page.
 */
export function ConversationDialog({ open, onClose, email, entries }: ConversationDialogProps) {
  const { t } = useTranslation(NS.staff);
  const kindLabel = (kind: string) => t(`communication.kinds.${kind}`, { defaultValue: t('communication.kinds.other') });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('communication.conversationTitle', { email })}
      maxWidth="800px"
      testId="conversation-dialog"
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('communication.close')}
        </Button>
      }
    >
      <ol css={css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space(3), maxHeight: 'min(600px, 70vh)', overflowY: 'auto' })}>
        {entries.map((entry) => (
          <li key={entry.uuid} css={css({ border: `1px solid ${theme.colors.border}`, borderRadius: theme.radius })}>
            <p
              css={css({
                margin: 0,
                padding: theme.space(2),
                background: theme.colors.surface,
                fontSize: theme.font.size.small,
                display: 'flex',
                flexWrap: 'wrap',
                gap: theme.space(2),
              })}
            >
              <strong>{kindLabel(entry.kind)}</strong>
              <Ltr>{practiceTime(entry.created_on)}</Ltr>
              <span>{entry.status}</span>
            </p>
            <iframe
              sandbox=""
              srcDoc={entry.conversation}
              title={t('communication.conversationFrame', { time: practiceTime(entry.created_on) })}
              css={css({ display: 'block', width: '100%', height: '320px', border: 0 })}
            />
          </li>
        ))}
      </ol>
    </Dialog>
  );
}
