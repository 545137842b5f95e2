import { css } from '@emotion/react';
import type { Lead } from '@clinic/contracts';
import { Button, isApiRequestError, notify, theme } from '@clinic/platform';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../texts';
import { removeUnsubscription, setLeadsActive } from '../api';
import { BookingLinkButton } from './BookingLinkButton';
import { SendLinkDialog } from './SendLinkDialog';
import { useFailureText } from '../useFailureText';

export interface LeadActionsProps {
  lead: Lead;
  reload: () => Promise<void>;
}

type Busy = 'unsubscription' | 'unarchive' | null;

/** Remove Unsubscription, Unarchive (archived leads only), Send Doc Upload Link and Send Booking Link. */
export function LeadActions({ lead, reload }: LeadActionsProps) {
  const { t } = useTranslation(NS.staff);
  const failureText = useFailureText();
  const hintId = useId();
  const [busy, setBusy] = useState<Busy>(null);
  const [sending, setSending] = useState(false);

  const archived = !lead.is_active;
  const sendBlocked = archived ? t('summary.archivedHint') : lead.unsubscribed_on ? t('summary.unsubscribedHint') : null;

  const removeUnsubscribed = async () => {
    setBusy('unsubscription');
    try {
      const answer = await removeUnsubscription(lead.uuid);
      notify(answer.error ?? answer.msg, answer.error ? 'error' : 'success');
      await reload();
    } catch (err) {
      notify(isApiRequestError(err) ? err.message : String(err), 'error');
    } finally {
      setBusy(null);
    }
  };

  const unarchive = async () => {
    setBusy('unarchive');
    try {
      await setLeadsActive([lead.uuid], true);
      notify(t('summary.archiveChanged'), 'success');
      await reload();
    } catch {
      notify(failureText('summary.unarchiveFailed'), 'error');
    } finally {
      setBusy(null);
    }
  };

  return (
    <div css={css({ display: 'grid', gap: theme.space(2), minWidth: 0 })}>
      <div role="group" aria-label={t('summary.actionsLabel')} css={css({ display: 'flex', flexWrap: 'wrap', gap: theme.space(2) })}>
        <Button
          variant="secondary"
          onClick={() => void removeUnsubscribed()}
          disabled={!lead.unsubscribed_on || busy !== null}
          busy={busy === 'unsubscription'}
        >
          {t('summary.removeUnsubscription')}
        </Button>
        {archived ? (
          <Button variant="secondary" onClick={() => void unarchive()} disabled={busy !== null} busy={busy === 'unarchive'}>
            {t('summary.unarchive')}
          </Button>
        ) : null}
        <Button onClick={() => setSending(true)} disabled={sendBlocked !== null} aria-describedby={sendBlocked ? hintId : undefined}>
          {t('summary.sendLink')}
        </Button>
        <BookingLinkButton lead={lead} disabled={sendBlocked !== null} />
      </div>
      {sendBlocked ? (
        <p id={hintId} css={css({ margin: 0, color: theme.colors.warning, fontSize: theme.font.size.small })}>
          {sendBlocked}
        </p>
      ) : null}
      {sending ? <SendLinkDialog lead={lead} onClose={() => setSending(false)} /> : null}
    </div>
  );
}
