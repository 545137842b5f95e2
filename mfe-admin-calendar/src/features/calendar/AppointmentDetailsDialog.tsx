import { css } from '@emotion/react';
import { APPOINTMENT_MESSAGES, BOOKING_MESSAGES, DOCTOR_CANCEL_REASON, practiceDay, type AppointmentSlot, type Office } from '@clinic/contracts';
import { Button, Dialog, Ltr, notify, SelectField, TextField, theme } from '@clinic/platform';
import { ConfirmDialog } from '@clinic/platform/staff';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';
import { cancelAppointment, markAppointment, postponeAppointment } from './api';
import { statusColors } from './calendarEvents';
import { AppointmentPeople } from './AppointmentPeople';
import { formatLongDate, formatTime, zoneAbbreviation } from './dates';
import { Detail, TIME_OPTIONS } from './fields';
import { canPostpone, postponeDefaults, postponeRequest, type PostponeChoice } from './postpone';
import { serverReason } from './serverReason';

export interface AppointmentDetailsDialogProps {
  appointment: AppointmentSlot;
  offices: readonly Office[];
  onClose: () => void;
  /** After a cancel, postpone or outcome that changed the calendar. */
  onChanged: () => void;
}

type Confirming = 'cancel' | 'mark_completed' | 'mark_no_show' | null;

/**
 * An appointment's day, time, office, clients (how to reach each, their lead and I-693 applications) and
 * status; a booked one can be cancelled (confirmed,
 * reason 'Cancelled by doctor'), postponed (office, date, time) or marked completed or no-show.
 */
export function AppointmentDetailsDialog({ appointment, offices, onClose, onChanged }: AppointmentDetailsDialogProps) {
  const { t } = useTranslation(NS.staff);
  const today = practiceDay();
  const [postponing, setPostponing] = useState(false);
  // Back from the postpone form, focus returns to its button (the form's fields are gone).
  const [backFromPostpone, setBackFromPostpone] = useState(false);
  const [choice, setChoice] = useState<PostponeChoice>(() => postponeDefaults(appointment, today));
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [busy, setBusy] = useState(false);
  const booked = appointment.status === 'booked';
  const names = appointment.all_applicant_names.length > 0 ? appointment.all_applicant_names : [appointment.applicant_name];

  const run = async (change: () => Promise<unknown>, success: string, failure: (err: unknown) => string) => {
    setBusy(true);
    try {
      await change();
      notify(success, 'success');
      setConfirming(null);
      onChanged();
    } catch (err) {
      setConfirming(null);
      notify(failure(err), 'error');
    } finally {
      setBusy(false);
    }
  };

  const confirmed = () => {
    if (confirming === 'cancel') {
      return run(
        () => cancelAppointment(appointment.uuid, DOCTOR_CANCEL_REASON),
        APPOINTMENT_MESSAGES.cancelled,
        () => t('appointment.cancelFailed'),
      );
    }
    if (confirming) {
      const success = confirming === 'mark_completed' ? APPOINTMENT_MESSAGES.completed : APPOINTMENT_MESSAGES.noShow;
      return run(
        () => markAppointment(appointment.uuid, confirming),
        success,
        (err) => serverReason(err) ?? t('appointment.markFailed'),
      );
    }
  };

  const postpone = () =>
    run(
      () => postponeAppointment(appointment.uuid, postponeRequest(choice)),
      APPOINTMENT_MESSAGES.postponed,
      (err) => serverReason(err) ?? t('appointment.postponeFailed'),
    );

  const colors = statusColors(appointment.status);
  const details = (
    <dl css={css({ margin: 0 })}>
      <Detail label={t('appointment.date')}>{formatLongDate(appointment.appointment_date)}</Detail>
      <Detail label={t('appointment.time')}>
        <Ltr>
          {t('appointment.timeRange', {
            start: formatTime(appointment.start_time),
            end: formatTime(appointment.end_time),
            zone: zoneAbbreviation(appointment.appointment_date),
          })}
        </Ltr>
      </Detail>
      <Detail label={t('appointment.office')}>
        {appointment.office_name}
        {appointment.office_address ? (
          <span css={css({ display: 'block', color: theme.colors.mutedText })}>
            <Ltr>{appointment.office_address}</Ltr>
          </span>
        ) : null}
      </Detail>
      <Detail label={names.length > 1 ? t('appointment.clients', { n: names.length }) : t('appointment.client')}>
        <AppointmentPeople people={appointment.applicants} />
      </Detail>
      <Detail label={t('appointment.status')}>
        <span
          css={css({
            display: 'inline-block',
            paddingInline: theme.space(2),
            borderRadius: theme.radius,
            background: colors.background,
            color: colors.text,
            fontWeight: 600,
          })}
        >
          {t(`appointment.statuses.${appointment.status}`, { defaultValue: appointment.status })}
        </span>
      </Detail>
    </dl>
  );

  const postponeForm = (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (canPostpone(choice, today) && !busy) void postpone();
      }}
    >
      <p css={css({ marginBlock: `0 ${theme.space(4)}` })}>
        {t('appointment.current', {
          names: names.join(', '),
          date: formatLongDate(appointment.appointment_date),
          time: formatTime(appointment.start_time),
          office: appointment.office_name,
        })}
      </p>
      <SelectField
        autoFocus
        label={t('appointment.newOffice')}
        placeholder={t('appointment.sameOffice', { office: appointment.office_name })}
        options={offices.filter((o) => o.uuid !== appointment.office_uuid).map((o) => ({ value: o.uuid, label: o.name }))}
        value={choice.office}
        onChange={(e) => setChoice((c) => ({ ...c, office: e.target.value }))}
      />
      <TextField
        type="date"
        label={t('appointment.newDate')}
        min={today}
        value={choice.date}
        onChange={(e) => setChoice((c) => ({ ...c, date: e.target.value }))}
        error={choice.date !== '' && choice.date < today ? BOOKING_MESSAGES.pastDate : null}
        required
      />
      <SelectField
        label={t('appointment.newTime')}
        placeholder={t('appointment.selectTime')}
        options={TIME_OPTIONS}
        value={choice.time}
        onChange={(e) => setChoice((c) => ({ ...c, time: e.target.value }))}
        required
      />
    </form>
  );

  const detailActions = (
    <>
      <Button variant="secondary" onClick={onClose}>
        {t('appointment.close')}
      </Button>
      {booked ? (
        <>
          <Button variant="secondary" onClick={() => setConfirming('mark_no_show')}>
            {t('appointment.markNoShow')}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming('mark_completed')}>
            {t('appointment.markCompleted')}
          </Button>
          <Button variant="danger" onClick={() => setConfirming('cancel')}>
            {t('appointment.cancel')}
          </Button>
          <Button autoFocus={backFromPostpone} onClick={() => setPostponing(true)}>
            {t('appointment.postpone')}
          </Button>
        </>
      ) : null}
    </>
  );

  const postponeActions = (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setPostponing(false);
          setBackFromPostpone(true);
        }}
        disabled={busy}
      >
        {t('appointment.cancel')}
      </Button>
      <Button onClick={postpone} busy={busy} disabled={!canPostpone(choice, today)}>
        {t('appointment.save')}
      </Button>
    </>
  );

  const questions: Record<Exclude<Confirming, null>, { question: string; yes: string }> = {
    cancel: { question: t('appointment.cancelConfirm'), yes: t('appointment.yesCancel') },
    mark_completed: { question: t('appointment.markCompletedConfirm'), yes: t('appointment.yes') },
    mark_no_show: { question: t('appointment.markNoShowConfirm'), yes: t('appointment.yes') },
  };

  return (
    <>
      <Dialog
        open
        onClose={busy ? () => undefined : onClose}
        title={t(postponing ? 'appointment.postponeTitle' : 'appointment.title')}
        actions={postponing ? postponeActions : detailActions}
      >
        {postponing ? postponeForm : details}
      </Dialog>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? questions[confirming].question : ''}
        confirmLabel={confirming ? questions[confirming].yes : ''}
        cancelLabel={t('appointment.no')}
        busy={busy}
        danger
        alert
        maxWidth="26rem"
        onConfirm={() => void confirmed()}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
