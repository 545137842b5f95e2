import { css } from '@emotion/react';
import { checklistHasMissing, isRtl, reminderPeopleOfLead, type Lead } from '@clinic/contracts';
import { Button, Dialog, isApiRequestError, notify, theme } from '@clinic/platform';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../texts';
import { sendDocumentRequest } from '../api';
import { MessageLanguage } from '../communication/MessageLanguage';
import { useReminderMessage } from '../communication/useReminderMessage';

export interface SendLinkDialogProps {
  lead: Lead;
  onClose: () => void;
}

/** The confirm of Send Doc Upload Link: the reminder of every active applicant's missing records, in the client's language (or English), then Send. */
export function SendLinkDialog({ lead, onClose }: SendLinkDialogProps) {
  const { t } = useTranslation(NS.staff);
  const [sending, setSending] = useState(false);
  const people = useMemo(
    () =>
      reminderPeopleOfLead(
        lead,
        lead.applicants.filter((applicant) => applicant.is_active),
      ),
    [lead],
  );
  const asks = checklistHasMissing(people);
  const { language, setLanguage, html } = useReminderMessage(lead, people);

  const send = async () => {
    setSending(true);
    try {
      await sendDocumentRequest(lead.uuid, html);
      notify(t('summary.sent'), 'success');
    } catch (err) {
      // A refusal (archived, unsubscribed…) says why; a server or network failure gets the spec's text.
      notify(isApiRequestError(err) && err.status >= 400 && err.status < 500 ? err.message : t('summary.sendFailed'), 'error');
    }
    setSending(false);
    onClose();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      dismissible={!sending}
      title={t('summary.sendLink')}
      maxWidth="40rem"
      actions={
        <>
          <Button variant="secondary" data-autofocus onClick={onClose} disabled={sending}>
            {t('summary.cancel')}
          </Button>
          {asks ? (
            <Button onClick={() => void send()} busy={sending}>
              {sending ? t('summary.sending') : t('summary.send')}
            </Button>
          ) : null}
        </>
      }
    >
      {asks ? (
        <p css={css({ marginBlockStart: 0 })}>{t('summary.sendIntro', { email: lead.email })}</p>
      ) : (
        <p role="status" css={css({ marginBlockStart: 0 })}>
          {t('summary.nothingMissing')}
        </p>
      )}
      {asks ? <MessageLanguage client={lead.language} shown={language} onShow={setLanguage} /> : null}
      {asks ? (
        <div
          role="document"
          aria-label={t('summary.previewLabel')}
          tabIndex={0}
          lang={language}
          dir={isRtl(language) ? 'rtl' : 'ltr'}
          css={css({
            border: `1px solid ${theme.colors.border}`,
            borderRadius: theme.radius,
            padding: theme.space(3),
            maxHeight: '50vh',
            overflowY: 'auto',
            overflowWrap: 'anywhere',
            '& > :first-of-type': { marginBlockStart: 0 },
          })}
          // Safe: checklistMessageHtml escapes every name and item it puts in the message.
          dangerouslySetInnerHTML={{ __html: html }}
        />
      ) : null}
    </Dialog>
  );
}
