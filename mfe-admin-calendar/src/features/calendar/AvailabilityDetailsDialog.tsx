import { css } from '@emotion/react';
import { AVAILABILITY_CHANGE_MESSAGES, type Availability } from '@clinic/contracts';
import { Button, Dialog, isApiRequestError, notify } from '@clinic/platform';
import { ConfirmDialog } from '@clinic/platform/staff';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import { deleteAvailability } from './api';
import { formatLongDate, formatTime, zoneAbbreviation } from './dates';
import { Detail } from './fields';

export interface AvailabilityDetailsDialogProps {
  availability: Availability;
  onClose: () => void;
  onEdit: () => void;
  onDeleted: () => void;
}

/** An availability's office, day and Los Angeles times, with Edit and Delete (confirmed). */
export function AvailabilityDetailsDialog({ availability, onClose, onEdit, onDeleted }: AvailabilityDetailsDialogProps) {
  const { t } = useTranslation(NS.staff);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    setBusy(true);
    try {
      await deleteAvailability(availability.uuid);
      notify(AVAILABILITY_CHANGE_MESSAGES.deleted, 'success');
      setConfirming(false);
      onDeleted();
    } catch (err) {
      setConfirming(false);
      notify(isApiRequestError(err) && err.status === 409 ? AVAILABILITY_CHANGE_MESSAGES.cannotDelete : t('availability.deleteFailed'), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Dialog
        open
        onClose={onClose}
        title={t('availability.detailsTitle')}
        actions={
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('availability.close')}
            </Button>
            <Button variant="danger" onClick={() => setConfirming(true)}>
              {t('availability.delete')}
            </Button>
            <Button onClick={onEdit}>{t('availability.edit')}</Button>
          </>
        }
      >
        <dl css={css({ margin: 0 })}>
          <Detail label={t('availability.office')}>{availability.office_name}</Detail>
          <Detail label={t('availability.date')}>{formatLongDate(availability.date)}</Detail>
          <Detail label={t('availability.time')}>
            {t('availability.timeRange', {
              start: formatTime(availability.start_time),
              end: formatTime(availability.end_time),
              zone: zoneAbbreviation(availability.date),
            })}
          </Detail>
          <Detail label={t('availability.slotDuration')}>{t('availability.minutes', { n: availability.slot_duration_minutes })}</Detail>
          {availability.notes ? <Detail label={t('availability.notes')}>{availability.notes}</Detail> : null}
        </dl>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        title={t('availability.deleteConfirm')}
        confirmLabel={t('availability.yesDelete')}
        cancelLabel={t('availability.no')}
        busy={busy}
        danger
        alert
        maxWidth="26rem"
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
