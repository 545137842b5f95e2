import type { I693Application } from '@clinic/contracts';
import { isApiRequestError, notify, withLoading } from '@clinic/platform';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestReview, sendPaymentSms, setApplicationActive } from './api';
import { NS } from '../../texts';

export type RowAction = 'archive' | 'review' | 'sms';

/**
 * A row's server actions and their messages (back-office.md 8): archive and unarchive, review
 * request, payment reminder SMS. `busy` names the action in flight, so its button shows it.
 */
export function useRowActions(application: I693Application, onArchiveChanged: () => void) {
  const { t } = useTranslation(NS.staff);
  const [busy, setBusy] = useState<RowAction | null>(null);

  async function run(action: RowAction, work: () => Promise<void>) {
    setBusy(action);
    try {
      await withLoading(work);
    } finally {
      setBusy(null);
    }
  }

  const setActive = (isActive: boolean) =>
    run('archive', async () => {
      try {
        await setApplicationActive(application.uuid, isActive);
        notify(isActive ? t('messages.unarchived') : t('messages.archived'), 'success');
        onArchiveChanged();
      } catch (err) {
        notify(isApiRequestError(err) ? err.message : t('messages.archiveFailed'), 'error');
      }
    });

  const review = () =>
    run('review', async () => {
      try {
        const { msg } = await requestReview(application.uuid);
        notify(msg, 'success');
      } catch {
        notify(t('messages.reviewFailed'), 'error');
      }
    });

  const paymentSms = () =>
    run('sms', async () => {
      try {
        await sendPaymentSms(application.uuid);
        notify(t('messages.smsSent'), 'success');
      } catch (err) {
        notify(isApiRequestError(err) && err.status !== 0 ? err.message : t('messages.smsFailed'), 'error');
      }
    });

  return { busy, setActive, review, paymentSms };
}
