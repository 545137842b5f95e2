import type { Lead } from '@clinic/contracts';
import { Button, isApiRequestError, notify } from '@clinic/platform';
import { ConfirmDialog } from '@clinic/platform/staff';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../texts';
import { sendBookingLink } from '../api';

/**
 * Send Booking Link: after a confirmation naming the recipient, the link to online booking goes to
 * the lead's address again. The server decides who may send it and refuses when nobody can book yet,
 * saying why.
 */
export function BookingLinkButton({ lead, disabled }: { lead: Lead; disabled: boolean }) {
  const { t } = useTranslation(NS.staff);
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);

  const send = async () => {
    setConfirming(false);
    setSending(true);
    try {
      const answer = await sendBookingLink(lead.uuid);
      notify(answer.msg, 'success');
    } catch (err) {
      notify(isApiRequestError(err) && err.status >= 400 && err.status < 500 ? err.message : t('summary.bookingLinkFailed'), 'error');
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setConfirming(true)} aria-haspopup="dialog" disabled={disabled || sending} busy={sending}>
        {t('summary.sendBookingLink')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('summary.sendBookingLink')}
        confirmLabel={t('summary.send')}
        cancelLabel={t('summary.cancel')}
        testId="booking-link-confirm"
        onCancel={() => setConfirming(false)}
        onConfirm={() => void send()}
      >
        <p>{t('summary.bookingLinkQuestion', { email: lead.email })}</p>
      </ConfirmDialog>
    </>
  );
}
