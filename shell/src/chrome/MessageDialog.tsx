import { Button, clearMessage, Dialog, theme, useSession } from '@clinic/platform';
import { useTranslation } from 'react-i18next';

const colours = { info: theme.colors.info, success: theme.colors.success, warning: theme.colors.warning, error: theme.colors.error } as const;

/** The global message area bound to appMessage; each message shows with its time as a prefix. */
export function MessageDialog() {
  const { t, i18n } = useTranslation('common');
  const message = useSession((s) => s.appMessage);
  if (!message) return null;
  const time = new Date(message.timestamp).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  return (
    <Dialog
      key={message.id}
      open
      alert={message.type === 'error'}
      onClose={clearMessage}
      title={<span css={{ color: colours[message.type] }}>{t(`message.${message.type}`)}</span>}
      testId="message-dialog"
      actions={<Button onClick={clearMessage}>{t('message.ok')}</Button>}
    >
      <p css={{ margin: 0, whiteSpace: 'pre-line' }} data-message-id={message.id}>
        <time dateTime={new Date(message.timestamp).toISOString()} css={{ color: theme.colors.mutedText, marginInlineEnd: theme.space(2) }}>
          {time}
        </time>
        <span data-testid="message-text">{message.text}</span>
      </p>
    </Dialog>
  );
}
