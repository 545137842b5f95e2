import { css } from '@emotion/react';
import { checklistHasMissing, reminderPeopleOfLead, type Lead, type LeadApplicant } from '@clinic/contracts';
import { Button, isApiRequestError, Ltr, notify, Spinner, theme } from '@clinic/platform';
import { ConfirmDialog } from '@clinic/platform/staff';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../texts';
import { ANCHORS } from '../anchors';
import { sendDocumentRequest } from '../api';
import { practiceTime } from '../format';
import { LeadCard } from '../LeadCard';
import { ConversationDialog } from './ConversationDialog';
import { MessageLanguage } from './MessageLanguage';
import { ReminderEditor } from './ReminderEditor';
import { useConversations } from './useConversations';
import { useReminderMessage } from './useReminderMessage';

export interface PendingFilesCommunicationProps {
  lead: Lead;
  /** The selected applicant: the reminder starts from what they still miss. */
  applicant: LeadApplicant;
}

/**
 * The Pending Files Communication card: when the last e-mail went out (with the conversation popup)
 * and the reminder, prefilled from the applicant's missing items in the client's language (or English)
 * and editable, sent with a new document request link. Shown in every layout (the spec leaves open which users see it).
 */
export function PendingFilesCommunication({ lead, applicant }: PendingFilesCommunicationProps) {
  const { t } = useTranslation(NS.staff);
  const conversations = useConversations(lead.uuid);
  const [showing, setShowing] = useState(false);
  const [sending, setSending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const people = useMemo(() => reminderPeopleOfLead(lead, [applicant]), [lead, applicant]);
  const { language, setLanguage, html: initialHtml } = useReminderMessage(lead, people);
  const [html, setHtml] = useState(initialHtml);

  const blocked = !lead.is_active
    ? t('communication.archivedHint')
    : lead.unsubscribed_on
      ? t('communication.unsubscribedHint')
      : !checklistHasMissing(people)
        ? t('communication.nothingMissing')
        : null;
  const last = conversations.entries?.[0];

  const send = async () => {
    setSending(true);
    try {
      await sendDocumentRequest(lead.uuid, html);
      notify(t('communication.sent'), 'success');
      conversations.reload();
    } catch (err) {
      notify(isApiRequestError(err) && err.status !== 0 && err.status < 500 ? err.message : t('communication.sendFailed'), 'error');
    } finally {
      setSending(false);
    }
  };

  return (
    <LeadCard id={ANCHORS.pendingEmail} title={t('communication.title')}>
      <div css={css({ display: 'flex', flexWrap: 'wrap', gap: theme.space(2), alignItems: 'center' })}>
        <span css={css({ fontWeight: 600 })}>{t('communication.lastEmailSent')}:</span>
        {conversations.failed ? (
          <span css={css({ color: theme.colors.error })}>{t('communication.emailsFailed')}</span>
        ) : conversations.entries === null ? (
          <Spinner label={t('communication.loadingEmails')} size={16} />
        ) : last ? (
          <>
            <Ltr data-testid="last-email-sent">{practiceTime(last.created_on)}</Ltr>
            <Button variant="secondary" onClick={() => setShowing(true)}>
              {t('communication.show')}
            </Button>
          </>
        ) : (
          <span css={css({ color: theme.colors.mutedText })}>{t('communication.noEmailSent')}</span>
        )}
      </div>
      <p css={css({ margin: 0 })}>{t('communication.hint')}</p>
      <MessageLanguage client={lead.language} shown={language} onShow={setLanguage} />
      <ReminderEditor initialHtml={initialHtml} onChange={setHtml} disabled={sending} />
      {blocked ? <p css={css({ margin: 0, color: theme.colors.warning })}>{blocked}</p> : null}
      <div>
        <Button onClick={() => setConfirming(true)} aria-haspopup="dialog" disabled={sending || blocked !== null}>
          {sending ? t('communication.sending') : t('communication.sendReminder')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('communication.sendReminder')}
        confirmLabel={t('communication.confirmSend')}
        cancelLabel={t('communication.confirmCancel')}
        testId="send-confirm"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void send();
        }}
      >
        <p>{t('communication.confirmQuestion', { email: lead.email })}</p>
      </ConfirmDialog>
      {conversations.entries && conversations.entries.length > 0 ? (
        <ConversationDialog open={showing} onClose={() => setShowing(false)} email={lead.email} entries={conversations.entries} />
      ) : null}
    </LeadCard>
  );
}
