import { css } from '@emotion/react';
import { Button, Dialog, theme } from '@clinic/platform';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';

/** The Error(s) dialog (back-office.md 2.6): every reason a save was refused, listed together, 400px wide. */
export function ErrorsDialog({ messages, onClose }: { messages: readonly string[]; onClose: () => void }) {
  const { t } = useTranslation(NS.staff);
  return (
    <Dialog
      open={messages.length > 0}
      onClose={onClose}
      alert
      maxWidth="400px"
      title={t('errors.title')}
      testId="errors-dialog"
      actions={<Button onClick={onClose}>{t('errors.ok')}</Button>}
    >
      <ul css={css({ margin: 0, paddingInlineStart: theme.space(5), display: 'grid', gap: theme.space(2), color: theme.colors.error })}>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </Dialog>
  );
}
