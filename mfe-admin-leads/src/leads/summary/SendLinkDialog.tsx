import { css } from '@emotion/react';
import { checklistMessageHtml, CHECKLIST_MESSAGE_INTROS, type Lead } from '@clinic/contracts';
import { Button, Dialog, isApiRequestError, showMessage, theme } from '@clinic/platform';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEADS_NS } from '../../texts';
import { sendDocumentRequest } from '../api';

export interface SendLinkDialogProps {
  lead: Lead;
  onClose: () => void;
}

/** The confirm of Send Doc Upload Link: the reminder of every active applicant's missing records, then Send. */
export function SendLinkDialog({ lead, onClose }: SendLinkDialogProps) {
  const { t } = useTranslation(LEADS_NS);
  const [sending, setSending] = useState(false);
  const html = useMemo(
    () => checklistMessageHtml(lead.first_name, CHECKLIST_MESSAGE_INTROS.reminder, lead.applicants.filter((applicant) => applicant.is_active)),
    [lead.first_name, lead.applicants],
  );

  const send = async () => {
    setSending(true);
    try {
      await sendDocumentRequest(lead.uuid, html);
      showMessage(t('summary.sent'), 'success');
    } catch (err) {
      // A refusal (archived, unsubscribed…) says why; a server or network failure gets the spec's text.
      showMessage(isApiRequestError(err) && err.status >= 400 && err.status < 500 ? err.message : t('summary.sendFailed'), 'error');
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
          <Button variant="secondary" onClick={onClose} disabled={sending}>
            {t('summary.cancel')}
          </Button>
          <Button onClick={() => void send()} busy={sending}>
            {sending ? t('summary.sending') : t('summary.send')}
          </Button>
        </>
      }
    >
      <p css={css({ marginBlockStart: 0 })}>{t('summary.sendIntro', { email: lead.email })}</p>
      <div
        role="document"
        aria-label={t('summary.previewLabel')}
        tabIndex={0}
        css={css({ border: `1px solid ${theme.colors.border}`, borderRadius: theme.radius, padding: theme.space(3), maxHeight: '50vh', overflowY: 'auto', overflowWrap: 'anywhere', '& > :first-of-type': { marginBlockStart: 0 } })}
        // Safe: checklistMessageHtml escapes every name and item it puts in the message.
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </Dialog>
  );
}
